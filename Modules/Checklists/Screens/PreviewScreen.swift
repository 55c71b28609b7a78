import ChecklistsInterface
import FeatureRegistry
import Foundation

/// The checklist as it will look once saved, with what still stops it from saving.
struct PreviewScreen {
    let store: ChecklistStore

    func load(_ id: UUID) async throws -> ScreenResult {
        guard let draft = try await store.drafts.editable(id)?.draft else { return ChecklistScreens.notFound }
        let readiness: String
        do {
            _ = try draft.readyToSave()
            readiness = "Ready to save."
        } catch {
            readiness = "Not ready to save: \(error.message)"
        }
        return .screen(
            Screen(
                title: "Preview: \(draft.title)",
                subtitle: readiness,
                sections: ChecklistRows.sections(draft.sections),
                actions: [ScreenAction(id: "back-to-editor", "Back to Editor") { _ in .back }]
            )
        )
    }
}
