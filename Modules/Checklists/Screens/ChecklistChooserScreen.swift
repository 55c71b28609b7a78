import ChecklistsInterface
import FeatureRegistry
import Foundation
import NavigationEngine

/// The user's own checklists, to answer another screen's request for one
/// (``ChecklistResults/checklist``): a charter choosing what it runs at check-in.
struct ChecklistChooserScreen {
    /// The most checklists it lists.
    static let limit = 100

    let store: ChecklistStore
    /// The request it answers, from the modal it is shown in.
    let request: ResultRequest?

    /// The chooser, `chosen` marked as the current choice.
    func load(chosen: UUID?) async throws -> ScreenResult {
        let key = ChecklistResults.checklist
        guard let request, key.isAsked(by: request) else { return ChooserScreens.unasked }
        let checklists = try await store.library(limit: Self.limit)
        var actions = checklists.map { checklist in
            ScreenAction(
                id: ActionID("use", checklist.id), "Use \(checklist.title)",
                accessibility: Accessibility(label: "Use \(checklist.title)", value: checklist.id == chosen ? "Chosen" : nil)
            ) { _ in .answer(key, with: checklist.id, to: request) }
        }
        // Each checklist's row chooses it.
        let rows = zip(checklists, actions).map { checklist, use in
            let value = checklist.id == chosen ? "Chosen" : nil
            return ScreenRow(
                checklist.title, id: checklist.id.uuidString, detail: value,
                accessibility: Accessibility(label: "Checklist: \(checklist.title)", value: value), action: use.id
            )
        }
        actions.append(
            ScreenAction(id: "use-none", "No Checklist", accessibility: Accessibility(label: "No checklist", value: chosen == nil ? "Chosen" : nil)) { _ in
                .answer(key, with: nil, to: request)
            }
        )
        actions.append(.cancel())
        return .screen(
            Screen(
                title: "Choose a Checklist",
                subtitle: "From your library.",
                sections: [
                    ScreenSection("Your checklists", rows: rows, emptyText: "Your library has no checklists yet; create one from Home or Library.")
                ],
                actions: actions
            )
        )
    }
}

/// What the choosers share.
enum ChooserScreens {
    /// A chooser shown without a request to answer: restored from a saved state that lost it,
    /// or opened by its link alone.
    static let unasked = ScreenResult.notFound("Nothing is waiting for this choice any more; go back to where you were.")
}
