@testable import Charters
import ChartersInterface
import ChecklistsInterface
import FeatureRegistry
import FeatureTesting
import Foundation
import GRDB
import NavigationEngine
import SailawayDatabase
import Synchronization
import Testing

/// Deleting a charter: a destructive action on its page asks in a confirmation dialog; Delete
/// removes the charter with its crew, chosen checklists and unsaved edits, and has Checklists
/// forget its runs; Cancel changes nothing.
@MainActor @Suite struct CharterDeletionTests {
    /// The charters whose runs Charters asked Checklists to forget.
    final class ForgottenRuns: Sendable {
        private let charters = Mutex<[UUID]>([])
        var all: [UUID] { charters.withLock { $0 } }
        func forget(_ charter: UUID) { charters.withLock { $0.append(charter) } }
    }

    let forgotten = ForgottenRuns()
    let app: AppHarness

    init() async throws {
        let forgotten = forgotten
        app = try await AppHarness(
            features: [ChartersFeature(), FakeChecklistsFeature(runKeeper: ChecklistRunKeeper { charter, _ in forgotten.forget(charter) })]
        )
        try app.open(CharterDetailTests.aegeanLink)
    }

    @Test func deleteCharterIsDestructiveAndAsksInAConfirmationDialog() async throws {
        let delete = try #require(await app.screen().actions.last)
        #expect(delete.label == "Delete Charter")
        #expect(delete.isDestructive)

        try await app.tap("Delete Charter")
        #expect(app.state.presentations.map(\.style) == [.confirmationDialog])
        #expect(app.state.presentations.first.flatMap { app.session.router.links.link(for: $0.root) } == CharterDetailTests.aegeanLink + "/delete")
        let dialog = await app.screen()
        #expect(dialog.title == "Delete “Aegean Week”?")
        #expect(dialog.subtitle == "It goes from your charters, with its crew and the checked items and notes of its checklists. This cannot be undone.")
        #expect(dialog.rows(in: nil).map(\.text) == ["Crew: 4 aboard", "The checklists it runs stay in your Library."])
        #expect(dialog.actionLabels == ["Delete", "Cancel"])
        #expect(dialog.actions.filter(\.isDestructive).map(\.label) == ["Delete"])
        #expect(try await CharterTestSupport.count("charter", charter: SampleCharters.aegeanWeek, column: "id", in: app) == 1, "asking deletes nothing")
    }

    @Test func cancelClosesTheDialogAndKeepsTheCharter() async throws {
        try await app.tap("Delete Charter")
        try await app.tap("Cancel")
        #expect(app.state.presentations.isEmpty)
        #expect(app.stackLinks == [CharterDetailTests.aegeanLink])
        #expect(await app.screen().title == "Aegean Week")
        #expect(try await CharterTestSupport.count("charterCrew", charter: SampleCharters.aegeanWeek, in: app) == 4)
        #expect(forgotten.all.isEmpty)
    }

    @Test func deleteRemovesTheCharterWithItsCrewChoicesAndEditsAndHasItsRunsForgotten() async throws {
        try await app.tap("Edit Charter")
        // A refused edit keeps what was given as the charter's draft.
        await #expect(throws: ActionError.self) { try await app.tap("Save Changes", "Aegean Week", "Something Else", "2027-06-19", "2027-06-12") }
        app.back()
        try await app.tap("Delete Charter")
        #expect(try await app.tap("Delete") == "Deleted “Aegean Week”.")

        #expect(app.state.presentations.isEmpty, "the dialog closed")
        #expect(app.stackLinks.isEmpty, "and the deleted charter's page left the stack")
        #expect(await app.screen().title == "Charters")
        #expect(await !app.screen().actionLabels.contains("Open Aegean Week"))
        for (table, column) in [("charter", "id"), ("charterCrew", "charterID"), ("charterChecklist", "charterID"), ("draft", "contentID")] {
            #expect(try await CharterTestSupport.count(table, charter: SampleCharters.aegeanWeek, column: column, in: app) == 0, "\(table)")
        }
        #expect(forgotten.all == [SampleCharters.aegeanWeek])
        #expect(try await CharterTestSupport.count("content", charter: SampleChecklists.myCheckIn, column: "id", in: app) == 1, "its checklists stay")
        #expect(try await CharterTestSupport.count("charter", charter: SampleCharters.solentWeekend, column: "id", in: app) == 1)

        try app.open(CharterDetailTests.aegeanLink)
        #expect(await app.screen().kind == .notFound)
    }

    @Test func theDialogOfACharterThatIsGoneIsNotFound() async throws {
        try app.open("sailaway://charter/\(UUID().uuidString.lowercased())/delete", from: .internal)
        let screen = await app.screen()
        #expect(screen.kind == .notFound)
        #expect(screen.subtitle == "This charter was deleted or never existed.")
    }
}
