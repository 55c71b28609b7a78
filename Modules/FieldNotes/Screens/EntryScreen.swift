import FeatureRegistry
import Foundation
// new-feature: with --extension-point or --delete-confirmation
import FieldNotesInterface
// new-feature: end
// new-feature: with --public-link
import SailawayDatabase
// new-feature: end

// new-feature: with --extension-point
/// One entry: its title, the day it is about, what happened, the sections other features add
/// to its page (FieldNoteEntryPageSections), and the way back.
// new-feature: else
// /// One entry: its title, the day it is about, what happened, and the way back.
// new-feature: end
struct EntryScreen {
    /// The entries, as the viewer may see them.
    let store: FieldNoteStore
    // new-feature: with --extension-point
    /// The viewer and the build's contributions, for the sections other features add.
    let context: ScreenContext
    // new-feature: end

    /// The screen of entry `id`, or not found when the viewer may not see such an entry.
    func load(_ id: UUID) async throws -> ScreenResult {
        guard let entry = try await store.entry(id) else {
            return .notFound("No such field note entry: it was deleted, or it is not shared.")
        }
        // new-feature: with --public-link or --delete-confirmation or --extension-point
        var screen = Screen(
        // new-feature: else
        // let screen = Screen(
        // new-feature: end
            title: entry.title,
            subtitle: "\(entry.day)",
            sections: [ScreenSection(rows: details(entry))],
            actions: [.goBack]
        )
        // new-feature: with --public-link or --delete-confirmation
        if store.viewerIsOwner {
            // new-feature: with --public-link
            screen.sections[0].rows.append(
                ScreenRow("Visibility: \(entry.visibility == .public ? "public, anyone with its link sees it" : "private, yours alone")")
            )
            screen.actions.insert(visibilityAction(entry), at: screen.actions.count - 1)
            // new-feature: end
            // new-feature: with --delete-confirmation
            screen.actions.insert(
                .present(
                    "Delete Entry", FieldNotesRoute.confirmDelete(id: id), style: .confirmationDialog,
                    accessibility: Accessibility(label: "Delete field note entry", hint: "Asks before deleting it for good"), isDestructive: true
                ),
                at: screen.actions.count - 1
            )
            // new-feature: end
        }
        // new-feature: end
        // new-feature: with --extension-point
        // The sections other features add, after the entry's own; their actions first.
        let page = FieldNoteEntryPage(id: entry.id, title: entry.title, day: entry.day)
        let contributed = await PageSection.load(context.contributions[FieldNoteEntryPageSections.self], for: page, in: context)
        screen.sections += contributed.sections
        screen.actions.insert(contentsOf: contributed.actions, at: 0)
        // new-feature: end
        return .screen(screen)
    }

    /// The entry's own rows, which every viewer who may see it sees.
    private func details(_ entry: FieldNoteEntry) -> [ScreenRow] {
        [
            // new-feature: with --typed-form
            ScreenRow("Distance: \(entry.distance) nautical miles"),
            // new-feature: end
            ScreenRow(entry.text.isEmpty ? "Nothing written." : entry.text),
        ]
    }
    // new-feature: with --public-link

    /// The action that sets the visibility the owner does not have now: it sets that state,
    /// never toggles, so one sent from a screen drawn before a change elsewhere is refused
    /// rather than undoing it.
    private func visibilityAction(_ entry: FieldNoteEntry) -> ScreenAction {
        let (store, id) = (store, entry.id)
        let target: Visibility = entry.visibility == .public ? .private : .public
        let (name, label) = target == .public ? ("make-public", "Make Public") : ("make-private", "Make Private")
        return ScreenAction(id: ActionID(name, id), label) { _ in
            guard let changed = try await store.setVisibility(target, of: id) else {
                throw ActionError("This field note entry was deleted or never existed.")
            }
            return .message(target == .public ? "“\(changed.title)” is public: anyone with its link sees it." : "“\(changed.title)” is private again.")
        }
    }
    // new-feature: end
}
