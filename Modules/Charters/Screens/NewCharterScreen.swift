import ChartersInterface
import FeatureRegistry
import Foundation

/// Where Home's "New Charter" leads: start a new charter's form, or carry on with one left
/// unfinished.
struct NewCharterScreen {
    /// The charters.
    let store: CharterStore
    /// Makes the id of a new charter, when the person starts one.
    let makeID: @Sendable () -> UUID

    /// The screen.
    func load() async throws -> ScreenResult {
        let unfinished = try await UnfinishedCharters.load(store)
        let makeID = makeID
        let start = ScreenAction(
            id: "start-new-charter", "Start New Charter", accessibility: Accessibility(label: "Start a new charter", hint: "Opens an empty charter form")
        ) { _ in .replace(with: CharterRoute.create(id: makeID())) }
        return .screen(
            Screen(
                title: "New Charter",
                subtitle: unfinished.section == nil ? "Plan a charter: boat, dates, crew and checklists." : "Start afresh, or carry on with one you began.",
                sections: unfinished.section.map { [$0] } ?? [],
                actions: [start] + unfinished.actions
            )
        )
    }
}
