@testable import Checklists
import ChecklistsInterface
import FeatureRegistry
import FeatureTesting
import Foundation
import NavigationEngine
import Testing

/// Checklists' chooser answers another feature's request for one of the user's checklists
/// (``ChecklistResults/checklist``) without that feature knowing how checklists are stored.
@MainActor
struct ChecklistChooserTests {
    /// A request as a charter's page makes it, for its daily checklist.
    static let request = ChecklistResults.checklist.scoped("daily").request(from: ChecklistRoute.typeSelection)

    @Test func itListsOnlyTheUsersOwnChecklistsMostRecentFirstAndMarksTheChosenOne() async throws {
        let app = try await checklistsApp()
        let screen = await app.session.composition.screen(
            for: AnyRoute(ChecklistRoute.choose(chosen: SampleChecklists.dailyBoatChecks)), answering: Self.request, viewer: app.viewer
        )
        let rows = screen.sections.first?.rows ?? []
        #expect(Set(rows.map(\.text)) == ["Daily Boat Checks", "End of Charter", "Night Watch Handover", "Charter Check-in (Lefkada)"])
        #expect(rows.first?.text == "Charter Check-in (Lefkada)", "most recent first")
        #expect(rows.first { $0.text == "Daily Boat Checks" }?.detail == "Chosen")
        #expect(screen.actions.suffix(2).map(\.label) == ["No Checklist", "Cancel"])
    }

    @Test func eachChoiceAnswersTheRequestTyped() async throws {
        let app = try await checklistsApp()
        let screen = await app.session.composition.screen(for: AnyRoute(ChecklistRoute.choose(chosen: nil)), answering: Self.request, viewer: app.viewer)
        let use = try #require(screen.actions.first { $0.label == "Use Night Watch Handover" })
        let result = try await use.perform()
        #expect(result.navigation == nil, "the host dismisses the modal that asked")
        #expect(result.delivery?.request == Self.request)
        let chosen = try #require(result.delivery).value
        #expect(chosen as? UUID? == .some(SampleChecklists.nightWatch))
        let none = try await #require(screen.actions.first { $0.label == "No Checklist" }).perform()
        let nothing = try #require(none.delivery).value
        #expect(nothing as? UUID? == .some(nil), "none is an answer too: nil, typed")
    }

    @Test func withoutARequestItOffersNothingToAnswer() async throws {
        let app = try await checklistsApp()
        let screen = await app.session.composition.screen(for: AnyRoute(ChecklistRoute.choose(chosen: nil)), viewer: app.viewer)
        #expect(screen.kind == .notFound)
        #expect(!screen.actions.contains { $0.label.hasPrefix("Use ") })
    }
}
