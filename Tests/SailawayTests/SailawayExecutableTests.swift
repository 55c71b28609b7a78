import Foundation
import Testing

/// The real `sailaway` executable, built with every feature, driven as scripts drive it.
@Suite struct SailawayExecutableTests {
    let sailaway: SailawayScript

    init() throws {
        sailaway = try SailawayScript()
    }

    @Test func featuresListsEveryCompiledInFeatureAsEnabled() throws {
        let run = try sailaway.run("features")

        #expect(run.status == 0)
        #expect(run.output.contains("Checklists"))
        #expect(run.output.contains("Charters"))
        #expect(run.errors.isEmpty)
    }

    @Test func stateIsTheLaunchStateOfEveryEnabledTab() throws {
        let state = try sailaway.object("state", "--json")

        #expect(Set(state.keys) == ["selectedTab", "tabs", "sheet", "presentations", "deferredLinks"])
        #expect(state["selectedTab"] as? String == "home")
        let tabs = try #require(try sailaway.object("features", "--json")["tabs"] as? [String], "the build's tabs")
        #expect(state["tabs"] as? [String: [String]] == Dictionary(uniqueKeysWithValues: tabs.map { ($0, []) }))
        #expect(state["sheet"] is NSNull)
    }

    @Test func routesListEveryFeaturesPatternsWithTheirTabAndAccess() throws {
        let run = try sailaway.run("routes", "--json")

        #expect(run.status == 0)
        let routes = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
        let byPattern = Dictionary(uniqueKeysWithValues: routes.compactMap { route in (route["pattern"] as? String).map { ($0, route) } })
        #expect(byPattern["content/checklist/{id}"]?["feature"] as? String == "Checklists")
        #expect(byPattern["content/checklist/{id}"]?["public"] as? Bool == true)
        #expect(byPattern["charter/{id}"]?["feature"] as? String == "Charters")
        #expect(byPattern["charter/{id}"]?["tab"] as? String == "charters")
        #expect(byPattern["checklist/{id}/edit"]?["public"] as? Bool == false)
        #expect(byPattern["home"]?["feature"] as? String == "Shell")
    }

    @Test func aMalformedLinkExitsWith3AndChangesNothing() throws {
        try sailaway.succeed("tab", "library")
        let before = try sailaway.succeed("state", "--json")

        let run = try sailaway.run("open", "sailaway://content/checklist/not-a-uuid")

        #expect(run.status == 3)
        #expect(run.output.isEmpty)
        #expect(run.errors.contains("Cannot open 'sailaway://content/checklist/not-a-uuid'"))
        #expect(try sailaway.succeed("state", "--json") == before)
    }

    @Test func aSelectedTabIsStillSelectedInTheNextProcess() throws {
        let tab = try sailaway.succeed("tab", "library")
        #expect(tab.hasPrefix("Library\n"))

        #expect(try sailaway.object("state", "--json")["selectedTab"] as? String == "library")
    }

    @Test func sailawayDataDirIsUsedWhenNoOptionIsGiven() throws {
        let tab = try sailaway.binary.run(["tab", "library"], environment: ["SAILAWAY_DATA_DIR": sailaway.dataDirectory.path])
        #expect(tab.status == 0)

        #expect(FileManager.default.fileExists(atPath: sailaway.dataDirectory.appendingPathComponent("navigation.json").path))
        #expect(try sailaway.object("state", "--json")["selectedTab"] as? String == "library")
    }

    @Test func xdgDataHomeIsUsedWhenNothingElseIsGiven() throws {
        let run = try sailaway.binary.run(["tab", "library"], environment: ["XDG_DATA_HOME": sailaway.dataDirectory.path])

        #expect(run.status == 0)
        #expect(FileManager.default.fileExists(atPath: sailaway.dataDirectory.appendingPathComponent("sailaway/navigation.json").path))
    }

    @Test func theDatabaseIsCreatedWhenTheAppLaunchesNotForItsTables() throws {
        let sailaway = try SailawayScript(welcomed: false)
        let database = sailaway.dataDirectory.appendingPathComponent("sailaway.sqlite")
        try sailaway.succeed("routes")
        try sailaway.succeed("features")
        #expect(!FileManager.default.fileExists(atPath: database.path))
        // Whether onboarding covers the app is navigation state, read from the database.
        let state = try sailaway.object("state", "--json")
        #expect(FileManager.default.fileExists(atPath: database.path))
        let modals = try #require(state["presentations"] as? [[String: Any]])
        #expect(modals.map { $0["style"] as? String } == ["fullScreenCover"])
        #expect(modals.first?["stack"] as? [String] == ["sailaway://welcome"])
    }

    @Test func anInteractiveSessionReadsCommandsFromAPipe() throws {
        let sailaway = try SailawayScript(welcomed: false)
        let run = try sailaway.run(input: "tap \"Explore with Sample Content\"\ntab library\nstate\nq\n")

        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        #expect(run.output.hasPrefix("Your data: \(sailaway.dataDirectory.path) (new: sample content added)\nWelcome to Sailaway"))
        #expect(run.output.contains("You are exploring as Alex Morgan."))
        #expect(run.output.contains("Library\n=======\n"))
        #expect(run.output.contains("Selected tab: library\n"))
        #expect(!run.output.contains("> "), "a pipe is not prompted")
        #expect(try sailaway.object("state", "--json")["selectedTab"] as? String == "library")
    }

    @Test func aMistypedCommandSuggestsTheNearestAndExitsWith1() throws {
        let run = try sailaway.run("scren")

        #expect(run.status == 1)
        #expect(run.errors.contains("Did you mean 'screen'?"))
    }

    @Test func helpExitsWith0() throws {
        let run = try sailaway.run("--help")

        #expect(run.status == 0)
        #expect(run.output.contains("USAGE: sailaway"))
    }
}
