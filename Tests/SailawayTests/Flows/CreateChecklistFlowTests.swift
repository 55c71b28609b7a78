import Foundation
import Testing

/// PRD flow 1 through `sailaway` commands alone, on a fresh data directory: Home → Create
/// Checklist → blank → two sections and three items → save → in Library → publish public.
@Suite struct CreateChecklistFlowTests {
    @Test func aBlankChecklistIsCreatedSavedAndPublished() throws {
        let sailaway = try SailawayScript()
        #expect(try sailaway.screen().actions.first == "Create Checklist")
        try sailaway.succeed("tap", "Create Checklist")
        #expect(try sailaway.screen().title == "New Checklist")
        try sailaway.succeed("tap", "Create Blank", "Pre-race checks")
        try sailaway.succeed("tap", "Add Section", "Rig")
        try sailaway.succeed("tap", "Add Section", "Crew")
        try sailaway.succeed("tap", "Add Item", "1", "Shrouds tensioned")
        try sailaway.succeed("tap", "Add Item", "1", "Halyards free")
        try sailaway.succeed("tap", "Add Item", "2", "Race briefing")
        try sailaway.succeed("tap", "Preview")
        #expect(try sailaway.screen().subtitle == "Ready to save.")
        try sailaway.succeed("back")

        let saved = try sailaway.succeed("tap", "Save")
        #expect(saved.hasPrefix("Saved “Pre-race checks” to your Library.\n"))
        let detail = try sailaway.screen()
        let link = try #require(detail.link)
        #expect(link.hasPrefix("sailaway://content/checklist/"))

        let library = try sailaway.succeed("tab", "library")
        #expect(library.contains("Pre-race checks — Created · Private"))
        try sailaway.succeed("tap", "Open Pre-race checks")
        try sailaway.succeed("tap", "Publish")
        let published = try sailaway.succeed("tap", "Make Public")
        #expect(published.hasPrefix("“Pre-race checks” is now public."))
        #expect(try sailaway.screen().subtitle == "By you · Public · Not rated yet")
        #expect(try sailaway.screen().link == link)
    }

    @Test func aRefusedEditExitsWith1SaysWhyAndChangesNothing() throws {
        let sailaway = try SailawayScript()
        try sailaway.succeed("tap", "Create Checklist")
        try sailaway.succeed("tap", "Create Blank", "Galley")
        let before = try sailaway.succeed("screen")
        let refused = try sailaway.run("tap", "Add Item", "1", "Gas off")
        #expect(refused.status == 1)
        #expect(refused.errors.contains("No single action matches 'Add Item'."), "no section, so no Add Item under one: \(refused.errors)")
        #expect(try sailaway.succeed("screen") == before)
    }
}
