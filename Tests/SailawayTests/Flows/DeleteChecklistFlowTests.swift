import Foundation
import Testing

/// Deleting one of your checklists through `sailaway` commands alone: it asks first, then the
/// checklist is gone from Library, Discover and search, and the charter that ran it says so.
@Suite struct DeleteChecklistFlowTests {
    private let aegeanWeek = "sailaway://charter/550e8400-e29b-41d4-a716-446655440002"
    private let search = "sailaway://search?q=end+of+charter"

    @Test func aDeletedChecklistIsGoneEverywhereAndItsCharterSaysSo() throws {
        let sailaway = try SailawayScript()
        try sailaway.succeed("tab", "library")
        try sailaway.succeed("tap", "Open End of Charter")
        try sailaway.succeed("tap", "Publish")
        try sailaway.succeed("tap", "Make Public")
        #expect(try sailaway.succeed("open", search).contains("End of Charter"))

        try sailaway.succeed("tab", "library")
        try sailaway.succeed("tap", "Delete")
        #expect(try sailaway.screen().title == "Delete “End of Charter”?")
        #expect(try sailaway.screen().actions == ["Delete", "Cancel"])
        try sailaway.succeed("tap", "Cancel")
        #expect(try sailaway.screen().title == "End of Charter", "Cancel changes nothing")

        try sailaway.succeed("tap", "Delete")
        #expect(try sailaway.succeed("tap", "Delete").hasPrefix("Deleted “End of Charter”."))
        #expect(try sailaway.screen().title == "Library")
        #expect(!(try sailaway.succeed("screen").contains("End of Charter")))
        #expect(!(try sailaway.succeed("tab", "discover").contains("End of Charter")))
        #expect(!(try sailaway.succeed("open", search).contains("End of Charter")))
        #expect(try sailaway.succeed("open", aegeanWeek).contains("Post-charter: Deleted — The checklist was deleted; choose another to run."))
    }
}
