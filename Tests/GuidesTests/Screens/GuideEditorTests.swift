@testable import Guides
import FeatureRegistry
import FeatureTesting
import Foundation
import GRDB
import GuidesInterface
import SailawayDatabase
import Testing

/// The editor keeps unsaved work through tab switches and relaunches, refuses bad edits
/// without changing anything, and saves in one step that keeps sections and search in step.
@MainActor
struct GuideEditorTests {
    @Test func unsavedEditsSurviveSwitchingTabsAndRelaunching() async throws {
        let app = try await guidesApp()
        _ = try await app.startBlankGuide("Night watches")
        try await app.tap("Add Section", "Before dark", "Lights on, harnesses out.")
        try app.selectTab("library")
        #expect(await !app.rows(under: "Guides").contains("Night watches"))
        try app.selectTab("home")
        try await app.relaunch()
        let screen = await app.screen()
        #expect(screen.title == "Edit “Night watches”")
        #expect(screen.subtitle == "Not saved yet · 1 section")
        #expect(await app.rows(under: "1. Before dark") == ["Lights on, harnesses out."])
    }

    @Test func aRefusedEditSaysWhyAndChangesNothing() async throws {
        let app = try await guidesApp()
        _ = try await app.startBlankGuide("Galley")
        try await app.tap("Add Section", "Gas", "Turn it off at the bottle.")
        await #expect(throws: ActionError("Edit Text: Gas — Text (a blank line starts a new paragraph): It cannot be empty. Nothing was changed.")) {
            try await app.tap("Edit Text: Gas", "  ")
        }
        await #expect(throws: ActionError("Rename Guide — New title: It is 120 characters long; the most is 100. Nothing was changed.")) {
            try await app.tap("Rename Guide", String(repeating: "g", count: 120))
        }
        #expect(await app.rows(under: "1. Gas") == ["Turn it off at the bottle."])
        #expect(await app.screen().title == "Edit “Galley”")
    }

    @Test func savingAGuideWithoutSectionsIsRefusedAndKeepsTheDraft() async throws {
        let app = try await guidesApp()
        let id = try await app.startBlankGuide("Empty")
        await #expect(throws: EditError("A guide needs at least one section. Add one with “Add Section”.")) { try await app.tap("Save") }
        #expect(try await app.database.writer.read { try ContentItem.find(id, kind: "guide", in: $0) } == nil)
        #expect(await app.screen().title == "Edit “Empty”")
    }

    @Test func editingASavedGuideChangesItOnlyOnSaveAndKeepsSectionIdentity() async throws {
        let app = try await guidesApp()
        let guide = SampleGuides.newCrewNotes
        let ids = { try await app.database.writer.read { db in
            try UUID.fetchAll(db, sql: "SELECT id FROM guideSection WHERE guideID = ? ORDER BY position", arguments: [guide])
        } }
        let before = try await ids()
        try app.open("sailaway://guide/\(guide.uuidString)/edit", from: .internal)
        #expect(await app.screen().actions.filter { $0.kind == .moveUp || $0.kind == .moveDown }.map(\.label) == ["Move Down: On board", "Move Up: Seasickness"])
        try await app.tap("Move Up: Seasickness")
        try await app.tap("Edit Title: Seasickness", "Feeling sick")
        try await app.tap("Add Section", "Night watches", "Clip on before you leave the cockpit.")
        #expect(await app.screen().subtitle == "Unsaved changes · 3 sections")
        #expect(try await app.savedSections(of: guide).first?.first == "On board")

        try await app.tap("Save")
        #expect(try await app.savedSections(of: guide).map(\.first) == ["Feeling sick", "On board", "Night watches"])
        #expect(Array(try await ids().prefix(2)) == [before[1], before[0]])
    }

    @Test func savedEditsAreFoundBySearchAndRemovedWordsAreNot() async throws {
        let app = try await guidesApp()
        try app.open("sailaway://guide/\(SampleGuides.newCrewNotes.uuidString)/edit", from: .internal)
        try await app.tap("Edit Text: Seasickness", "Ginger biscuits help.")
        try await app.tap("Save")
        let matches = { (word: String) in try await app.database.writer.read { db in
            try Int.fetchOne(
                db, sql: "SELECT COUNT(*) FROM contentSearch JOIN content ON content.rowID = contentSearch.rowid WHERE contentSearch MATCH ? AND content.id = ?",
                arguments: [word, SampleGuides.newCrewNotes]
            )
        } }
        #expect(try await matches("ginger") == 1)
        #expect(try await matches("horizon") == 0)
    }

    @Test func discardingForgetsTheChangesAndLeavesASavedGuideAsItWas() async throws {
        let app = try await guidesApp()
        try app.open("sailaway://guide/\(SampleGuides.newCrewNotes.uuidString)/edit", from: .internal)
        try await app.tap("Remove: On board")
        try await app.tap("Discard Changes")
        #expect(try await app.tap("Discard") == "Discarded the unsaved changes.")
        #expect(await app.screen().subtitle == "Saved · 2 sections")
        #expect(await !app.screen().actions.map(\.label).contains("Discard Changes"))
    }

    @Test func discardingANewGuideForgetsItAndLeavesTheEditor() async throws {
        let app = try await guidesApp()
        let id = try await app.startBlankGuide("Never mind")
        try await app.tap("Discard Changes")
        #expect(try await app.tap("Discard") == "Discarded the new guide.")
        #expect(app.stackLinks.isEmpty)
        #expect(try await app.database.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM draft WHERE contentID = ?", arguments: [id]) } == 0)
    }

    @Test func someoneElsesGuideCannotBeEdited() async throws {
        let app = try await guidesApp()
        try app.open("sailaway://guide/\(SampleGuides.sternToMooring.uuidString)/edit", from: .internal)
        let screen = await app.screen()
        #expect(screen.kind == .notFound)
        #expect(screen.subtitle == "This guide was deleted or you don't have access.")
    }
}
