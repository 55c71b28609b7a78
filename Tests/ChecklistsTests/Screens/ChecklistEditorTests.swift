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
        try await app.tap("Add Item: Before dark", "Navigation lights on")
        try app.selectTab("library")
        try app.selectTab("home")
        try await app.relaunch()
        let screen = await app.screen()
        #expect(screen.title == "Edit “Night passage”")
        #expect(screen.subtitle == "Not saved yet · 1 section, 1 item")
        #expect(await app.rows(under: "1. Before dark") == ["1.1 Navigation lights on"])
    }

    /// The editor of a new checklist, Anchoring, with its sections Before and After.
    private func anchoringWithTwoSections() async throws -> AppHarness {
        let app = try await checklistsApp()
        _ = try await app.startBlankChecklist("Anchoring")
        try await app.tap("Add Section", "Before")
        try await app.tap("Add Section", "After")
        return app
    }

    /// What acts on one section or item is on its heading or its row, named by its identity;
    /// no input of the editor asks which section or item, by number or otherwise.
    @Test func everyEditOfASectionOrItemIsOnItsHeadingOrRow() async throws {
        let app = try await anchoringWithTwoSections()
        try await app.tap("Add Item: Before", "Depth checked")
        let screen = await app.screen()
        let before = try #require(screen.sections.first)
        #expect(screen.actions(before.actions).map(\.shortLabel) == ["Rename", "Move Down", "Remove"], "the first section moves only down")
        #expect(screen.actions(before.additions).map(\.label) == ["Add Item: Before"])
        let item = try #require(before.rows.first)
        #expect(screen.actions(item.actions).map(\.label) == ["Edit: Depth checked", "Move Down: Depth checked", "Remove: Depth checked"])
        #expect(screen.actions(item.actions).map(\.kind) == [.edit, .moveDown, .remove])
        #expect(screen.actions(item.actions).last?.isDestructive == true)
        #expect(screen.listedActions.map(\.label) == ["Rename Checklist", "Add Section", "Preview", "Save", "Discard Changes"])
        #expect(screen.primaryAction == "save")
        let questions = screen.actions.flatMap(\.inputs).map(\.prompt)
        #expect(!questions.contains { $0.localizedCaseInsensitiveContains("number") || $0.localizedCaseInsensitiveContains("which") }, "\(questions)")
    }

    @Test func itemsAreEditedMovedAcrossSectionsAndRemovedFromTheirRows() async throws {
        let app = try await anchoringWithTwoSections()
        try await app.tap("Add Item: Before", "Depth checked")
        try await app.tap("Add Item: Before", "Swing room")
        #expect(try await app.tap("Edit: Swing room", "Swing room clear") == "Changed the item to “Swing room clear”.")
        #expect(try await app.tap("Move Up: Swing room clear") == "Moved “Swing room clear” up.")
        #expect(await app.rows(under: "1. Before") == ["1.1 Swing room clear", "1.2 Depth checked"])
        #expect(try await app.tap("Move Down: Depth checked") == "Moved “Depth checked” into “After”.")
        #expect(await app.rows(under: "2. After") == ["2.1 Depth checked"])
        try await app.relaunch()
        #expect(try await app.tap("Remove: Swing room clear") == "Removed “Swing room clear”. Discard Changes brings back everything since the last save.")
        #expect(await app.rows(under: "1. Before").isEmpty)
        #expect(app.state.presentations.isEmpty, "nothing to choose from, nothing presented")
    }

    @Test func sectionsAreRenamedMovedAndRemovedFromTheirHeadings() async throws {
        let app = try await checklistsApp()
        _ = try await app.startBlankChecklist("Mooring")
        try await app.tap("Add Section", "Lines")
        try await app.tap("Add Section", "Fenders")
        #expect(try await app.tap("Rename: Lines", "Bow and stern lines") == "Renamed the section “Bow and stern lines”.")
        #expect(try await app.tap("Move Up: Fenders") == "Moved “Fenders” to place 1 of 2.")
        #expect(await app.screen().sections.compactMap(\.heading) == ["1. Fenders", "2. Bow and stern lines"])
        try await app.tap("Remove: Fenders")
        #expect(await app.screen().sections.compactMap(\.heading) == ["1. Bow and stern lines"])
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
        await #expect(throws: ActionError("Add Item: Gas — Item text: It cannot be empty. Nothing was changed.")) { try await app.tap("Add Item: Gas", "   ") }
        await #expect(throws: ActionError("Rename Checklist — New title: It is 120 characters long; the most is 100. Nothing was changed.")) {
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
        try await app.tap("Rename: Morning", "Dawn")
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
        try await app.tap("Remove: Clean-up")
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
        try await app.tap("Edit: Bilge pump", "Windlass breaker on")
        try await app.tap("Save")
        let matches = { (word: String) in try await app.database.writer.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM contentSearch WHERE contentSearch MATCH ? AND rowid = ?", arguments: [word, fork.rowID])
        } }
        #expect(try await matches("windlass") == 1)
        #expect(try await matches("bilge") == 0)
    }
}
