import Foundation
import Testing

/// A build narrowed at run time: every command works, only the enabled features show, and a
/// link into a switched-off feature is refused by name.
@Suite struct NarrowedBuildTests {
    private let features = "Checklists,Charters"

    @Test func everyCommandRunsWithChecklistsAndChartersAlone() throws {
        let sailaway = try SailawayScript()
        func run(_ arguments: String...) throws -> ProcessRun {
            let run = try sailaway.binary.run(["--data-dir", sailaway.dataDirectory.path, "--features", features] + arguments)
            #expect(run.status == 0, "\(arguments) exited \(run.status): \(run.errors)")
            return run
        }
        #expect(try run("features").output.contains("Checklists"))
        #expect(try run("screen").output.hasPrefix("Home\n"))
        let tabs = try #require(try JSONSerialization.jsonObject(with: Data(try run("state", "--json").output.utf8)) as? [String: Any])["tabs"] as? [String: [String]]
        #expect(tabs.map { Set($0.keys) } == ["home", "library", "charters"])
        #expect(try run("open", "sailaway://charter/550e8400-e29b-41d4-a716-446655440002").output.hasPrefix("Aegean Week\n"))
        #expect(try run("tap", "Open Check-in Checklist").output.hasPrefix("Charter Check-in (Lefkada)\n"))
        #expect(try run("share").output == "sailaway://charter/550e8400-e29b-41d4-a716-446655440002/checklist/5a11c4ec-0000-4000-8000-000000000009\n")
        #expect(try run("back").output.hasPrefix("Aegean Week\n"))
        #expect(try run("tab", "library").output.hasPrefix("Library\n"))
        let routes = try run("routes", "--json").output
        #expect(routes.contains("content/checklist/{id}"))
        #expect(try run("reset").status == 0)
        let session = try sailaway.binary.run(["--data-dir", sailaway.dataDirectory.path, "--features", features], input: "tab charters\nq\n")
        #expect(session.status == 0)
        #expect(session.output.contains("Charters\n========\n"))
    }

    @Test func contentLinksOpenInHomeWithoutDiscover() throws {
        let sailaway = try SailawayScript()
        let run = try sailaway.binary.run(["--data-dir", sailaway.dataDirectory.path, "--features", features, "open", "sailaway://content/checklist/550e8400-e29b-41d4-a716-446655440000"])
        #expect(run.status == 0)
        let state = try sailaway.object("--features", features, "state", "--json")
        #expect(state["selectedTab"] as? String == "home")
    }

    @Test func withoutSearchEveryKindOfContentLinkOpensInHome() throws {
        let sailaway = try SailawayScript()
        let everythingButSearch = "Checklists,Decks,Guides,Charters,Profiles"
        for (link, title) in [
            ("sailaway://content/checklist/550e8400-e29b-41d4-a716-446655440000", "Pre-Departure Safety"),
            ("sailaway://content/deck/550e8400-e29b-41d4-a716-446655440003", "Essential Knots"),
            ("sailaway://content/550e8400-e29b-41d4-a716-446655440004?type=guide", "Mediterranean Sailing: Stern-to Mooring"),
        ] {
            let run = try sailaway.binary.run(["--data-dir", sailaway.dataDirectory.path, "--features", everythingButSearch, "open", link])
            #expect(run.status == 0, "\(link): \(run.errors)")
            #expect(run.output.hasPrefix(title + "\n"))
            let state = try sailaway.object("--features", everythingButSearch, "state", "--json")
            #expect(state["selectedTab"] as? String == "home")
            #expect((state["tabs"] as? [String: [String]])?.keys.contains("discover") == false)
            #expect((state["tabs"] as? [String: [String]])?["home"]?.count == 1, "the content's page replaces Home's stack")
        }
    }

    @Test func aSearchLinkWithoutSearchExitsWith3NamingIt() throws {
        let sailaway = try SailawayScript()
        let run = try sailaway.binary.run(["--data-dir", sailaway.dataDirectory.path, "--features", features, "open", "sailaway://search?q=anchoring"])
        #expect(run.status == 3)
        #expect(run.errors.contains("belongs to Search, which is not part of this build"))
    }
}
