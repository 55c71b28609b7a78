import ChartersInterface
import ChecklistsInterface
import FeatureRegistry
import Foundation

/// The confirmation before a charter is deleted: what goes with it, what stays, Delete and
/// Cancel.
struct DeleteCharterScreen {
    /// The charters.
    let store: CharterStore
    /// The screen's dependencies: what Checklists does with the charter's runs.
    let context: ScreenContext

    /// The dialog for charter `id`, or not found.
    func load(_ id: UUID) async throws -> ScreenResult {
        guard let detail = try await store.detail(id) else { return CharterScreens.notFound }
        let (store, context) = (store, context)
        let crew = detail.crew.count
        return .screen(
            .deleting(
                detail.charter.name,
                consequences: "It goes from your charters, with its crew and the checked items and notes of its checklists. This cannot be undone.",
                rows: [ScreenRow("Crew: \(crew == 0 ? "none" : "\(crew) aboard")"), ScreenRow("The checklists it runs stay in your Library.")]
            ) {
                guard try await store.delete(id) != nil else { throw ActionError("This charter was already deleted.") }
                // Runs name their charter without a key: Checklists forgets them once it is gone.
                try await context.context.checklistRuns.forgetRuns(id, context)
            }
        )
    }
}
