import ChartersInterface
import FeatureRegistry
import Foundation
import SailawayDatabase

/// Choosing the checklist a charter runs in one role, from the user's own checklists.
///
/// For a saved charter the choice is saved at once; for a new charter it goes into its form.
struct ChecklistChoiceScreen {
    /// The charters.
    let store: CharterStore

    /// The choice for `role` of charter (or new charter) `id`, or not found.
    func load(_ id: UUID, role: CharterChecklistRole) async throws -> ScreenResult {
        let found = try await store.database.writer.read { db -> (CharterStore.ChoiceTarget, UUID?, [LibraryChecklist])? in
            let target: CharterStore.ChoiceTarget
            let current: UUID?
            if let charter = try CharterStore.charter(id, in: db) {
                target = .charter(charter)
                current = try CharterStore.checklists(of: id, in: db)[role]
            } else if let form = try CharterDrafts.form(id, in: db) {
                target = .draft(form)
                current = form.checklist(for: role)
            } else {
                return nil
            }
            return (target, current, try ChecklistLibrary.checklists(of: User.current(db).id, in: db))
        }
        guard let (target, current, checklists) = found else { return CharterScreens.notFound }
        let charterName: String
        switch target {
        case .charter(let charter): charterName = charter.name
        case .draft(let form): charterName = form.name.isEmpty ? "the new charter" : form.name
        }
        let store = store
        let noun = "\(role.title.lowercased()) checklist"
        var actions = checklists.map { checklist in
            ScreenAction.checked(
                id: ActionID("use", checklist.id),
                "Use \(checklist.title)",
                accessibility: Accessibility(label: "Use \(checklist.title) as the \(noun)", value: checklist.id == current ? "Chosen" : nil)
            ) { _ in
                guard try await store.choose(checklist.id, for: role, of: id) else { throw CharterFormError.charterGone }
                return ActionResult(navigation: .back, message: "\(charterName) will use “\(checklist.title)” as its \(noun).")
            }
        }
        actions.append(
            .checked(id: "use-none", "No \(role.title) Checklist", accessibility: Accessibility(label: "No \(noun)", value: current == nil ? "Chosen" : nil)) { _ in
                guard try await store.choose(nil, for: role, of: id) else { throw CharterFormError.charterGone }
                return ActionResult(navigation: .back, message: "\(charterName) has no \(noun).")
            }
        )
        return .screen(
            Screen(
                title: "\(role.title) Checklist",
                subtitle: "For \(charterName), from your library.",
                sections: [
                    ScreenSection(
                        "Your checklists",
                        rows: checklists.map { checklist in
                            let value = checklist.id == current ? "Chosen" : nil
                            return ScreenRow(checklist.title, detail: value, accessibility: Accessibility(label: "Checklist: \(checklist.title)", value: value))
                        },
                        emptyText: "Your library has no checklists yet; create one from Home or Library."
                    )
                ],
                actions: actions
            )
        )
    }
}
