import ChartersInterface
@testable import Checklists
import ChecklistsInterface
import FeatureRegistry
import FeatureTesting
import Foundation
import GRDB
import SailawayDatabase
import Testing

/// Checklists' section of a charter's page: each role's checklist with its run's progress, read
/// from the database, and the way into the run.
@MainActor @Suite struct CharterRunsTests {
    let app: AppHarness

    init() async throws {
        app = try await checklistsWithChartersApp()
    }

    /// The sample charter “Aegean Week” as Charters hands it to its sections.
    private let aegeanWeek = CharterPage(
        id: SampleCharters.aegeanWeek, name: "Aegean Week",
        checklists: [.checkIn: SampleChecklists.myCheckIn, .daily: SampleChecklists.dailyBoatChecks, .postCharter: SampleChecklists.endOfCharter]
    )

    private func section(_ page: CharterPage) async throws -> CharterPageSection.Content {
        let contribution = try #require(app.session.composition.contributions[CharterPageSections.self].first { $0.title == "Checklists" })
        return try #require(await contribution.load(page, app.context), "a charter always shows its checklists")
    }

    @Test func progressComesFromTheChecklistRuns() async throws {
        // Three items of the check-in checklist checked, one touched but not checked.
        try await app.database.writer.write { db in
            for (item, checked) in [(1, true), (2, true), (3, false)] {
                try db.execute(
                    sql: "INSERT INTO checklistRunItem (charterID, itemID, ownerID, isChecked, updatedAt) VALUES (?, ?, ?, ?, ?)",
                    arguments: [SampleCharters.aegeanWeek, SampleContent.derivedID(SampleChecklists.myCheckIn, 1, item), SampleContent.currentUser, checked, Date()]
                )
            }
            try db.execute(
                sql: "INSERT INTO checklistRunItem (charterID, itemID, ownerID, isChecked, updatedAt) VALUES (?, ?, ?, 1, ?)",
                arguments: [SampleCharters.aegeanWeek, SampleContent.derivedID(SampleChecklists.myCheckIn, 2, 1), SampleContent.currentUser, Date()]
            )
            // Another charter's run does not count.
            try db.execute(
                sql: "INSERT INTO checklistRunItem (charterID, itemID, ownerID, isChecked, updatedAt) VALUES (?, ?, ?, 1, ?)",
                arguments: [SampleCharters.solentWeekend, SampleContent.derivedID(SampleChecklists.dailyBoatChecks, 1, 1), SampleContent.currentUser, Date()]
            )
        }
        let content = try await section(aegeanWeek)
        let rows = content.section.rows
        #expect(content.section.heading == "Checklists")
        #expect(rows.map(\.text) == ["Check-in: Charter Check-in (Lefkada)", "Daily: Daily Boat Checks", "Post-charter: End of Charter"])
        #expect(rows.map(\.detail) == ["3 of 8 checked", "0 of 7 checked", "0 of 6 checked"])
        #expect(rows[0].accessibility == Accessibility(label: "Check-in checklist: Charter Check-in (Lefkada)", value: "3 of 8 checked"))
    }

    @Test func eachChosenChecklistOpensItsRunInTheCharter() async throws {
        let content = try await section(aegeanWeek)
        #expect(content.actions.map(\.label) == ["Open Check-in Checklist", "Open Daily Checklist", "Open Post-charter Checklist"])
        try app.open("sailaway://charter/\(SampleCharters.aegeanWeek.uuidString.lowercased())")
        _ = try await app.session.perform(content.actions[0])
        #expect(app.stackLinks.last == "sailaway://charter/550e8400-e29b-41d4-a716-446655440002/checklist/5a11c4ec-0000-4000-8000-000000000009")
        #expect(await app.screen().subtitle == "Aegean Week · 0 of 8 checked")
    }

    @Test func aRoleWithoutAChecklistSaysNoneChosenAndOneWithADeletedChecklistSaysDeleted() async throws {
        try await app.database.writer.write { db in
            try db.execute(sql: "DELETE FROM content WHERE id = ?", arguments: [SampleChecklists.endOfCharter])
        }
        var page = aegeanWeek
        page.checklists[.daily] = nil
        let content = try await section(page)
        #expect(content.section.rows.map(\.text) == ["Check-in: Charter Check-in (Lefkada)", "Daily: None chosen", "Post-charter: Deleted"])
        #expect(content.section.rows[1].accessibility == Accessibility(label: "Daily checklist", value: "None chosen"))
        #expect(content.section.rows[2].detail == "The checklist was deleted; choose another to run.")
        #expect(content.section.rows[2].accessibility.value == "Deleted. The checklist was deleted; choose another to run.")
        #expect(content.actions.map(\.label) == ["Open Check-in Checklist"], "no way into a run that went with its checklist")
    }

    @Test func theSectionIsDroppedFromABuildWithoutCharters() async throws {
        let app = try await checklistsApp()
        #expect(app.session.composition.contributions[CharterPageSections.self].isEmpty)
    }
}
