// new-feature: only with --delete-confirmation
import FeatureRegistry
import Foundation

/// The question before an entry is deleted: what goes, Delete and Cancel.
struct DeleteEntryScreen {
    /// The entries, as the viewer may see them.
    let store: FieldNoteStore

    /// The dialog for entry `id`, or not found when it is not the owner's.
    func load(_ id: UUID) async throws -> ScreenResult {
        guard store.viewerIsOwner, let entry = try await store.entry(id) else {
            return .notFound("This field note entry does not exist on this device, or is not yours.")
        }
        let (store, title) = (store, entry.title)
        let delete = ScreenAction(
            id: ActionID("delete", id), "Delete",
            accessibility: Accessibility(label: "Delete “\(title)”", hint: "Deletes it for good"), isDestructive: true
        ) { _ in
            guard try await store.delete(id) != nil else { throw ActionError("This field note entry was already deleted.") }
            // The dialog goes, then the entry's page under it.
            return ActionResult(navigation: .sequence([.dismiss, .back]), message: "Deleted “\(title)”.")
        }
        return .screen(
            Screen(
                title: "Delete “\(title)”?",
                subtitle: "It goes from your field note entries for good. This cannot be undone.",
                sections: [],
                actions: [delete, .cancel()]
            )
        )
    }
}
