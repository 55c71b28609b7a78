@testable import Checklists
import ChecklistsInterface
import FeatureRegistry
import FeatureTesting
import Foundation
import GRDB
import SailawayDatabase
import Testing

/// The editor keeps unsaved work through tab switches and relaunches, refuses bad edits
/// without changing anything, and saves in one step.
@MainActor
struct ChecklistEditorTests {
    @Test func unsavedEditsSurviveSwitchingTabsAndRelaunching() async throws {
        let app = try await checklistsApp()
        _ = try await app.startBlankChecklist("Night passage")
        try await app.tap("Add Section", "Before dark")
        try await app.tap("Add Item", "1", "Navigation lights on")
        try app.selectTab("library")
        try app.selectTab("home")
        try await app.relaunch()
        let screen = await app.screen()
        #expect(screen.title == "Edit “Night passage”")
        #expect(screen.subtitle == "Not saved yet · 1 section, 1 item")
        #expect(await app.rows(under: "1. Before dark") == ["1.1 Navigation lights on"])
    }

    @Test func itemsArePickedFromAChooserToEditMoveAndRemove() async throws {
        let app = try await checklistsApp()
        _ = try await app.startBlankChecklist("Anchoring")
        try await app.tap("Add Section", "Before")
        try await app.tap("Add Item", "1", "Depth checked")
        try await app.tap("Add Item", "1", "Swing room")
        try await app.tap("Edit Item")
        let chooser = await app.screen()
        #expect(chooser.title == "Edit Which Item?")
        #expect(chooser.actions.map(\.label) == ["1.1 Depth checked", "1.2 Swing room", "Cancel"])
        #expect(app.state.topPresentation?.request?.key == "checklist-item/edit")

        #expect(try await app.tap("1.2", "Swing room clear") == "Changed item 1.2.")
        try await app.tap("Move Item")
        #expect(try await app.tap("1.2", "1.1") == "Moved the item to 1.1.")
        #expect(await app.rows(under: "1. Before") == ["1.1 Swing room clear", "1.2 Depth checked"])
        try await app.tap("Remove Item")
        #expect(await app.screen().actions.first?.isDestructive == true)
        try await app.tap("1.2")
        // A confirmation over the chooser: a modal over a modal.
        #expect(app.state.presentations.map(\.style) == [.sheet, .confirmationDialog])
        #expect(await app.screen().title == "Remove “Depth checked”?")
        try await app.tap("Cancel")
        #expect(app.state.presentations.map(\.style) == [.sheet], "cancelling returns to the chooser")
        try await app.tap("1.2")
        try await app.relaunch()
        #expect(app.state.presentations.map(\.style) == [.sheet, .confirmationDialog], "both are restored")

        #expect(try await app.tap("Remove") == "Removed item 1.2.")
        #expect(await app.rows(under: "1. Before") == ["1.1 Swing room clear"])
        #expect(app.state.presentations.isEmpty, "answering closes the dialog and the chooser under it in one step")
    }

    @Test func aNewChecklistIsNotInLibraryUntilSaved() async throws {
        let app = try await checklistsApp()
        _ = try await app.startBlankChecklist("Half done")
        try app.selectTab("library")
        #expect(await !app.rows(under: "Checklists").contains("Half done"))
    }

    @Test func aRefusedEditSaysWhyAndChangesNothing() async throws {
        let app = try await checklistsApp()
        _ = try await app.startBlankChecklist("Galley")
        try await app.tap("Add Section", "Gas")
        let before = await app.rows(under: "1. Gas")
        await #expect(throws: ActionError("Add Item — Item text: It cannot be empty. Nothing was changed.")) { try await app.tap("Add Item", "1", "   ") }
        await #expect(throws: ActionError("Add Item — Section number: '2' is not a section number: there is only section 1. Nothing was changed.")) { try await app.tap("Add Item", "2", "Valve") }
        await #expect(throws: EditError("A checklist title can be at most 100 characters; this one has 120.")) {
            try await app.tap("Rename Checklist", String(repeating: "g", count: 120))
        }
        #expect(await app.rows(under: "1. Gas") == before)
        #expect(await app.screen().title == "Edit “Galley”")
    }

    @Test func savingAnUnfinishedChecklistIsRefusedAndKeepsTheDraft() async throws {
        let app = try await checklistsApp()
        let id = try await app.startBlankChecklist("Empty")
        await #expect(throws: EditError("A checklist needs at least one section. Add one with “Add Section”.")) { try await app.tap("Save") }
        #expect(try await app.database.writer.read { try ContentItem.find(id, kind: "checklist", in: $0) } == nil)
        #expect(await app.screen().title == "Edit “Empty”")
    }

    @Test func editingASavedChecklistChangesItOnlyOnSave() async throws {
        let app = try await checklistsApp()
        try app.open("sailaway://checklist/\(SampleChecklists.dailyBoatChecks.uuidString)/edit", from: .internal)
        try await app.tap("Rename Section", "1", "Dawn")
        #expect(await app.screen().subtitle?.hasPrefix("Unsaved changes") == true)
        let savedTitle = { try await app.database.writer.read { db in
            try String.fetchOne(db, sql: "SELECT title FROM checklistSection WHERE checklistID = ? ORDER BY position", arguments: [SampleChecklists.dailyBoatChecks])
        } }
        #expect(try await savedTitle() == "Morning")
        try await app.tap("Save")
        #expect(try await savedTitle() == "Dawn")
    }

    @Test func discardingForgetsTheChangesAndLeavesASavedChecklistAsItWas() async throws {
        let app = try await checklistsApp()
        try app.open("sailaway://checklist/\(SampleChecklists.endOfCharter.uuidString)/edit", from: .internal)
        try await app.tap("Remove Section", "1")
        try await app.tap("Discard Changes")
        let message = try await app.tap("Discard")
        #expect(message == "Discarded the unsaved changes.")
        #expect(await app.screen().subtitle?.hasPrefix("Saved · 2 sections") == true)
    }

    @Test func someoneElsesChecklistCannotBeEdited() async throws {
        let app = try await checklistsApp()
        try app.open("sailaway://checklist/\(SampleChecklists.preDepartureSafety.uuidString)/edit", from: .internal)
        #expect(await app.screen().kind == .notFound)
    }

    @Test func savedEditsAreFoundBySearchAndOldWordsAreNot() async throws {
        let app = try await checklistsApp()
        try app.open("sailaway://content/checklist/\(SampleChecklists.preDepartureSafety.uuidString)")
        try await app.tap("Fork")
        let fork = try #require(try await app.database.writer.read { db in
            try ContentItem.filter(Column("forkedFromID") == SampleChecklists.preDepartureSafety).fetchOne(db)
        })
        try app.open("sailaway://checklist/\(fork.id.uuidString)/edit", from: .internal)
        try await app.tap("Edit Item")
        try await app.tap("2.1", "Windlass breaker on")
        try await app.tap("Save")
        let matches = { (word: String) in try await app.database.writer.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM contentSearch WHERE contentSearch MATCH ? AND rowid = ?", arguments: [word, fork.rowID])
        } }
        #expect(try await matches("windlass") == 1)
        #expect(try await matches("bilge") == 0)
    }
}
