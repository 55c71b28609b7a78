@testable import Charters
import ChartersInterface
import ChecklistsInterface
import FeatureRegistry
import FeatureTesting
import Foundation
import GRDB
import SailawayDatabase
import Testing

/// A charter whose chosen checklist is deleted keeps the choice and says the checklist was
/// deleted, instead of failing or forgetting it; before the deletion, Charters names the
/// charters that run the checklist.
@MainActor @Suite struct CharterDeletedChecklistTests {
    let app: AppHarness

    init() async throws {
        app = try await AppHarness(features: [ChartersFeature(), FakeChecklistsFeature()])
    }

    /// Deletes checklist `id`'s row of the shared content table, as Checklists does.
    private func deleteChecklist(_ id: UUID) async throws {
        try await app.database.writer.write { db in
            try db.execute(sql: "DELETE FROM content WHERE id = ?", arguments: [id])
        }
    }

    @Test func theChoiceOutlivesTheChecklistAndThePageSaysItWasDeleted() async throws {
        try await deleteChecklist(SampleChecklists.endOfCharter)
        #expect(try await CharterTestSupport.count("charterChecklist", charter: SampleChecklists.endOfCharter, column: "checklistID", in: app) == 1)

        // Without Checklists, Charters lists the roles itself.
        try await app.relaunch(enabled: ["Charters"])
        try app.open(CharterDetailTests.aegeanLink)
        let screen = await app.screen()
        #expect(screen.kind == .content)
        #expect(screen.rows(in: "Checklists").map(\.text) == ["Check-in: Charter Check-in (Lefkada)", "Daily: Daily Boat Checks", "Post-charter: Deleted"])
        #expect(screen.row(labelled: "Post-charter checklist")?.accessibility.value == "Deleted")
        #expect(!screen.actions.contains { $0.label.hasPrefix("Choose") }, "without Checklists there is no checklist to choose")
    }

    @Test func anotherChecklistCanBeChosenInPlaceOfTheDeletedOne() async throws {
        try await deleteChecklist(SampleChecklists.endOfCharter)
        try app.open(CharterDetailTests.aegeanLink)
        try await app.tap("Choose Post-charter Checklist")
        try await app.tap("Use Night Watch Handover")
        #expect(await app.screen().rows(in: "Checklists").last?.text == "Post-charter: Night Watch Handover")
    }

    @Test func theDirectoryNamesTheUsersChartersThatRunAChecklist() async throws {
        let context = app.context
        let directory = context.context.charters
        #expect(try await directory.runningChecklist(SampleChecklists.dailyBoatChecks, context) == ["Aegean Week", "Solent Weekend"])
        #expect(try await directory.runningChecklist(SampleChecklists.endOfCharter, context) == ["Aegean Week"])
        #expect(try await directory.runningChecklist(SampleChecklists.nightWatch, context) == [])
    }
}
