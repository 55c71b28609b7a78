import Foundation
import Testing

/// PRD flow 2 through `sailaway` commands alone: Discover → a public checklist → fork →
/// Library → edit the copy → the original is unchanged.
@Suite struct ForkAndCustomizeFlowTests {
    private let original = "sailaway://content/checklist/550e8400-e29b-41d4-a716-446655440000"

    @Test func aForkIsEditedInLibraryAndTheOriginalStaysAsItWas() throws {
        let sailaway = try SailawayScript()
        try sailaway.succeed("tab", "discover")
        let detail = try sailaway.succeed("tap", "Open Pre-Departure Safety")
        #expect(detail.hasPrefix("Pre-Departure Safety\n"))
        #expect(try sailaway.screen().link == original)

        let forked = try sailaway.succeed("tap", "Fork")
        #expect(forked.hasPrefix("Forked “Pre-Departure Safety” into your Library"))

        let library = try sailaway.succeed("tab", "library")
        #expect(library.contains("Pre-Departure Safety — Forked · Private"))
        try sailaway.succeed("tap", "Open Pre-Departure Safety")
        let copy = try #require(try sailaway.screen().link)
        #expect(copy != original)
        #expect(try sailaway.screen().subtitle?.hasSuffix("Forked from “Pre-Departure Safety”") == true)
        try sailaway.succeed("tap", "Edit")
        try sailaway.succeed("tap", "Remove: Crew briefing")
        try sailaway.succeed("tap", "Rename Checklist", "My pre-departure safety")
        try sailaway.succeed("tap", "Save")
        let saved = try sailaway.succeed("screen")
        #expect(saved.hasPrefix("My pre-departure safety\n"))
        #expect(!saved.contains("Crew briefing"))

        let state = try sailaway.object("state", "--json")
        #expect((state["tabs"] as? [String: [String]])?["discover"] == [original], "Discover kept its stack")

        let originalNow = try sailaway.succeed("open", original)
        #expect(originalNow.hasPrefix("Pre-Departure Safety\n"))
        #expect(originalNow.contains("4. Crew briefing"))
    }
}
