import Foundation
import Testing

/// Links from outside open the sample content a fresh install has, in the right tab.
@Suite struct DeepLinkFlowTests {
    @Test func aCharterLinkOpensTheCharterInCharters() throws {
        let sailaway = try SailawayScript()
        let output = try sailaway.succeed("open", "sailaway://charter/550e8400-e29b-41d4-a716-446655440002")
        #expect(output.hasPrefix("Aegean Week\n"))
        let state = try sailaway.object("state", "--json")
        #expect(state["selectedTab"] as? String == "charters")
        #expect((state["tabs"] as? [String: [String]])?["charters"] == ["sailaway://charter/550e8400-e29b-41d4-a716-446655440002"])
    }

    @Test func aCharterThatDoesNotExistShowsNotFoundWithGoBack() throws {
        let sailaway = try SailawayScript()
        try sailaway.succeed("open", "sailaway://charter/\(UUID().uuidString)")
        let screen = try sailaway.screen()
        #expect(screen.title == "Not Found")
        #expect(screen.actions == ["Go Back"])
        try sailaway.succeed("tap", "Go Back")
        #expect(try sailaway.screen().title == "Charters")
    }

    @Test func aPublicChecklistLinkOpensItsDetail() throws {
        let sailaway = try SailawayScript()
        let output = try sailaway.succeed("open", "sailaway://content/checklist/550e8400-e29b-41d4-a716-446655440000")
        #expect(output.hasPrefix("Pre-Departure Safety\n"))
        #expect(try sailaway.screen().actions == ["Fork", "Rate", "Share", "Report", "Show Author"])
    }

    @Test func aLinkIntoAFeatureSwitchedOffExitsWith3NamingIt() throws {
        let sailaway = try SailawayScript()
        let before = try sailaway.succeed("state", "--json")
        let run = try sailaway.run("--features", "Charters", "open", "sailaway://content/checklist/550e8400-e29b-41d4-a716-446655440000")
        #expect(run.status == 3)
        #expect(run.errors.contains("Checklists"))
        #expect(try sailaway.succeed("state", "--json") == before)
    }
}
