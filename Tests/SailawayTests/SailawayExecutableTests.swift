import Foundation
import Testing

/// The real `sailaway` executable, driven as scripts drive it. This build composes no
/// features yet, so it is the bare app: the Home and Library tabs.
@Suite final class SailawayExecutableTests {
    let sailaway: SailawayBinary
    let dataDirectory: URL

    init() throws {
        sailaway = try SailawayBinary.located()
        dataDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("sailaway-executable-tests-\(UUID().uuidString)", isDirectory: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: dataDirectory)
    }

    /// Runs `sailaway --data-dir <this test's directory> arguments…`.
    @discardableResult
    private func run(_ arguments: String..., input: String? = nil) throws -> ProcessRun {
        try sailaway.run(["--data-dir", dataDirectory.path] + arguments, input: input)
    }

    private func object(_ json: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], "not one JSON object: \(json)")
    }

    @Test func featuresSaysTheBuildHasNone() throws {
        let run = try run("features")

        #expect(run.status == 0)
        #expect(run.output.contains("No features are compiled into this build"))
        #expect(run.errors.isEmpty)
    }

    @Test func stateIsTheBareAppsLaunchState() throws {
        let run = try run("state", "--json")

        #expect(run.status == 0)
        let state = try object(run.output)
        #expect(Set(state.keys) == ["selectedTab", "tabs", "sheet"])
        #expect(state["selectedTab"] as? String == "home")
        #expect(state["tabs"] as? [String: [String]] == ["home": [], "library": []])
        #expect(state["sheet"] is NSNull)
    }

    @Test func routesAreTheTabsInternalRootLinks() throws {
        let run = try run("routes", "--json")

        #expect(run.status == 0)
        let routes = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
        #expect(routes.compactMap { $0["pattern"] as? String } == ["home", "library"])
        for route in routes {
            #expect(route["feature"] as? String == "Shell")
            #expect(route["tab"] as? String == route["pattern"] as? String)
            #expect(route["public"] as? Bool == false)
        }
    }

    @Test func aLinkToAFeatureNotInTheBuildExitsWith3AndChangesNothing() throws {
        try run("tab", "library")
        let before = try run("state", "--json").output

        let run = try run("open", "sailaway://content/checklist/550e8400-e29b-41d4-a716-446655440000")

        #expect(run.status == 3)
        #expect(run.output.isEmpty)
        #expect(run.errors.contains("Cannot open 'sailaway://content/checklist/550e8400-e29b-41d4-a716-446655440000'"))
        #expect(try self.run("state", "--json").output == before)
    }

    @Test func aSelectedTabIsStillSelectedInTheNextProcess() throws {
        let tab = try run("tab", "library")
        #expect(tab.status == 0)
        #expect(tab.output.hasPrefix("Library\n"))

        let state = try object(try run("state", "--json").output)

        #expect(state["selectedTab"] as? String == "library")
    }

    @Test func sailawayDataDirIsUsedWhenNoOptionIsGiven() throws {
        let tab = try sailaway.run(["tab", "library"], environment: ["SAILAWAY_DATA_DIR": dataDirectory.path])
        #expect(tab.status == 0)

        #expect(FileManager.default.fileExists(atPath: dataDirectory.appendingPathComponent("navigation.json").path))
        let state = try object(try run("state", "--json").output)
        #expect(state["selectedTab"] as? String == "library")
    }

    @Test func xdgDataHomeIsUsedWhenNothingElseIsGiven() throws {
        let run = try sailaway.run(["tab", "library"], environment: ["XDG_DATA_HOME": dataDirectory.path])

        #expect(run.status == 0)
        #expect(FileManager.default.fileExists(atPath: dataDirectory.appendingPathComponent("sailaway/navigation.json").path))
    }

    @Test func anInteractiveSessionReadsCommandsFromAPipe() throws {
        let run = try run(input: "tab library\nstate\nq\n")

        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        #expect(run.output.hasPrefix("Home\n====\n"))
        #expect(run.output.contains("Library\n=======\n"))
        #expect(run.output.contains("Selected tab: library\n"))
        #expect(!run.output.contains("> "), "a pipe is not prompted")
        let state = try object(try self.run("state", "--json").output)
        #expect(state["selectedTab"] as? String == "library")
    }

    @Test func aMistypedCommandSuggestsTheNearestAndExitsWith1() throws {
        let run = try run("scren")

        #expect(run.status == 1)
        #expect(run.errors.contains("Did you mean 'screen'?"))
    }

    @Test func helpExitsWith0() throws {
        let run = try run("--help")

        #expect(run.status == 0)
        #expect(run.output.contains("USAGE: sailaway"))
    }
}
