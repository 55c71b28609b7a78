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
        let app = try checklistsWithChartersApp()
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
        let app = try checklistsWithChartersApp()
        try openRun(app)
        try await app.tap("Check: Winches and clutches")
        try await app.tap("Add Note", "2.1", "Runs slowly, tell the base")
        app.back()
        try app.selectTab("library")
        try app.relaunch()
        try openRun(app)
        let screen = await app.screen()
        #expect(screen.subtitle == "Aegean Week · 1 of 8 checked")
        #expect(screen.sections[1].rows[0].accessibility.value == "Not checked. Note: Runs slowly, tell the base")
        #expect(screen.sections[0].rows[2].accessibility.value == "Checked")
    }

    @Test func eachCharterHasItsOwnRun() async throws {
        let app = try checklistsWithChartersApp()
        try openRun(app)
        try await app.tap("Check: Inventory signed")
        try openRun(app, charter: SampleCharters.solentWeekend)
        #expect(await app.screen().subtitle == "Solent Weekend · 0 of 8 checked")
    }

    @Test func aBadItemNumberOrOverLongNoteIsRefused() async throws {
        let app = try checklistsWithChartersApp()
        try openRun(app)
        await #expect(throws: EditError("Section 1 has no item 9; it has 3.")) { try await app.tap("Add Note", "1.9", "x") }
        await #expect(throws: EditError("A note can be at most 500 characters; this one has 501.")) {
            try await app.tap("Add Note", "1.1", String(repeating: "n", count: 501))
        }
    }

    @Test func anUnknownCharterOrChecklistIsNotFound() async throws {
        let app = try checklistsWithChartersApp()
        try openRun(app, charter: UUID())
        #expect(await app.screen().kind == .notFound)
    }
}
