@testable import Checklists
import ChartersInterface
import ChecklistsInterface
import FeatureRegistry
import FeatureTesting
import Foundation
import GRDB
import SailawayDatabase
import Testing

/// Running a checklist within a charter: checks and notes are written at once, per charter.
@MainActor
struct ChecklistExecutionTests {
    private func openRun(_ app: AppHarness, charter: UUID = SampleCharters.aegeanWeek, checklist: UUID = SampleChecklists.myCheckIn) throws {
        try app.open("sailaway://charter/\(charter.uuidString)/checklist/\(checklist.uuidString)", from: .internal)
    }

    @Test func itemsAreCheckedAndUncheckedWithProgress() async throws {
        let app = try await checklistsWithChartersApp()
        try openRun(app)
        var screen = await app.screen()
        #expect(screen.title == "Charter Check-in (Lefkada)")
        #expect(screen.subtitle == "Aegean Week · 0 of 8 checked")
        #expect(screen.actions.first?.accessibility == Accessibility(label: "Checklist item: Photograph existing damage", value: "Not checked", hint: "Checks it"))
        let message = try await app.tap("Check: Photograph existing damage")
        #expect(message == "Checked “Photograph existing damage”. 1 of 8 checked.")
        try await app.tap("Check: Bilge pump")
        screen = await app.screen()
        #expect(screen.subtitle == "Aegean Week · 2 of 8 checked")
        #expect(screen.sections[1].rows[0].accessibility.value == "Checked")
        try await app.tap("Uncheck: Bilge pump")
        #expect(await app.screen().subtitle == "Aegean Week · 1 of 8 checked")
    }

    @Test func checksAndNotesOutliveTabsAndRelaunches() async throws {
        let app = try await checklistsWithChartersApp()
        try openRun(app)
        try await app.tap("Check: Winches and clutches")
        try await app.tap("Add Note: Bilge pump", "Runs slowly, tell the base")
        try app.selectTab("library")
        try await app.relaunch()
        try openRun(app)
        let screen = await app.screen()
        #expect(screen.subtitle == "Aegean Week · 1 of 8 checked")
        #expect(screen.sections[1].rows[0].accessibility.value == "Not checked. Note: Runs slowly, tell the base")
        #expect(screen.sections[0].rows[2].accessibility.value == "Checked")
    }

    @Test func eachCharterHasItsOwnRun() async throws {
        let app = try await checklistsWithChartersApp()
        try openRun(app)
        try await app.tap("Check: Inventory signed")
        try openRun(app, charter: SampleCharters.solentWeekend)
        #expect(await app.screen().subtitle == "Solent Weekend · 0 of 8 checked")
    }

    /// The note is the item's row's own action: written there, no sheet asking which item.
    @Test func aNoteIsWrittenFromItsItemsRow() async throws {
        let app = try await checklistsWithChartersApp()
        try openRun(app)
        let screen = await app.screen()
        let row = screen.sections[1].rows[1]
        let note = try #require(screen.actions(row.actions).first)
        #expect(note.label == "Add Note: Gas locker and solenoid")
        #expect(note.shortLabel == "Add Note")
        #expect(note.kind == .note)
        #expect(note.inputs.map(\.prompt) == ["Note"])
        #expect(note.inputs.first?.limit == 500, "the limit is said before it refuses")
        #expect(row.action == ActionID("check", row.id.printed(with: app.session.router.links)), "the row stays its check box")

        let message = try await app.tap("Add Note: Gas locker and solenoid", "Solenoid clicks but gas is slow")

        #expect(message == "Noted on “Gas locker and solenoid”: Solenoid clicks but gas is slow")
        #expect(app.state.presentations.isEmpty)
        #expect(await app.screen().sections[1].rows[1].note == "Solenoid clicks but gas is slow")
    }

    /// A note is edited, not replaced blind: the row offers it as it is, and an answer that
    /// keeps it — the prompt's empty answer — changes nothing.
    @Test func aNoteIsEditedHoldingTheNoteItHas() async throws {
        let app = try await checklistsWithChartersApp()
        try openRun(app)
        try await app.tap("Add Note: Heads pump", "Pumps, but slowly")
        let screen = await app.screen()
        let edit = try #require(screen.actions(screen.sections[1].rows[2].actions).first)
        #expect(edit.label == "Edit Note: Heads pump")
        #expect(edit.inputs.first?.current == "Pumps, but slowly")
        #expect(edit.id == ActionID("note", screen.sections[1].rows[2].id.printed(with: app.session.router.links)), "one control, written or changed")
        try await app.tap("Edit Note: Heads pump", edit.inputs[0].value(for: ""))
        #expect(await app.screen().sections[1].rows[2].note == "Pumps, but slowly")
        #expect(try await app.tap("Remove Note: Heads pump") == "Removed the note on “Heads pump”.")
        #expect(await app.screen().sections[1].rows[2].note == nil)
    }

    @Test func anOverLongNoteIsRefusedAndKeptForTheNextTry() async throws {
        let app = try await checklistsWithChartersApp()
        try openRun(app)
        let long = String(repeating: "n", count: 501)
        await #expect(throws: ActionError("Add Note: Photograph existing damage — Note: It is 501 characters long; the most is 500. Nothing was changed.")) {
            try await app.tap("Add Note: Photograph existing damage", long)
        }
        let kept = await app.screen().actions.first { $0.label == "Add Note: Photograph existing damage" }?.inputs.first
        #expect(kept?.current == long, "what was typed is kept")
        #expect(kept?.problem == "It is 501 characters long; the most is 500.")
        #expect(await app.screen().sections[0].rows[0].note == nil, "nothing was written")
    }

    @Test func aRunLinkOpensOverItsCharterAndBackGoesUp() async throws {
        let app = try await checklistsWithChartersApp()
        try openRun(app)
        let charter = "sailaway://charter/\(SampleCharters.aegeanWeek.uuidString.lowercased())"
        #expect(app.stackLinks == [charter, "\(charter)/checklist/\(SampleChecklists.myCheckIn.uuidString.lowercased())"])
        app.back()
        #expect(app.stackLinks == [charter])
    }

    @Test func anUnknownCharterOrChecklistIsNotFound() async throws {
        let app = try await checklistsWithChartersApp()
        try openRun(app, charter: UUID())
        #expect(await app.screen().kind == .notFound)
    }
}
