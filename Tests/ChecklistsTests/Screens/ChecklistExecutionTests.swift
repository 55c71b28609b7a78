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
        try await app.tap("Add Note")
        try await app.tap("2.1", "Runs slowly, tell the base")
        app.back()
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

    @Test func addNotePicksTheItemFromAChooserThatAnswersTheRun() async throws {
        let app = try await checklistsWithChartersApp()
        try openRun(app)
        let run = try #require(app.state.selectedStack.last)
        try await app.tap("Add Note")
        let chooser = await app.screen()
        #expect(chooser.title == "Note on Which Item?")
        #expect(chooser.actions.map(\.label).prefix(2) == ["1.1 Photograph existing damage", "1.2 Guardrails and stanchions"])
        #expect(chooser.actions.first?.inputs.map(\.prompt) == ["Note"])
        #expect(app.state.topPresentation?.request?.requester == run)

        let message = try await app.tap("2.2", "Solenoid clicks but gas is slow")

        #expect(message == "Noted on “Gas locker and solenoid”: Solenoid clicks but gas is slow")
        #expect(app.state.presentations.isEmpty)
        #expect(await app.screen().sections[1].rows[1].note == "Solenoid clicks but gas is slow")
    }

    @Test func theChooserSurvivesARelaunchAndGoingBackNotesNothing() async throws {
        let app = try await checklistsWithChartersApp()
        try openRun(app)
        try await app.tap("Add Note")
        try await app.relaunch()
        #expect(await app.screen().title == "Note on Which Item?")
        app.back()
        #expect(app.state.presentations.isEmpty)
        let notes = try await app.database.writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM checklistRunItem WHERE note != ''") }
        #expect(notes == 0)
    }

    @Test func anOverLongNoteIsRefusedAndTheChooserStays() async throws {
        let app = try await checklistsWithChartersApp()
        try openRun(app)
        try await app.tap("Add Note")
        await #expect(throws: EditError("A note can be at most 500 characters; this one has 501.")) {
            try await app.tap("1.1", String(repeating: "n", count: 501))
        }
        #expect(app.state.topPresentation != nil, "nothing changed: the chooser is still open")
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
