import ChecklistsInterface
import FeatureRegistry
import Foundation
import NavigationEngine

/// The items of a checklist, to pick one for the editor or a run (``ItemChoice``): each item is
/// an action that answers with it and with the text its purpose asks for.
struct ItemChooserScreen {
    let store: ChecklistStore
    /// The request it answers, from the modal it is shown in.
    let request: ResultRequest?

    /// The items of checklist `id` — the editor's draft, or the saved checklist a run uses.
    func load(_ id: UUID, purpose: ChecklistItemPurpose) async throws -> ScreenResult {
        guard let request, ItemChoice.key.isAsked(by: request) else { return ChooserScreens.unasked }
        let (title, sections): (String, [Checklist.Section])
        if purpose.readsDraft {
            guard let working = try await store.drafts.editable(id) else { return ChecklistScreens.notFound }
            (title, sections) = (working.draft.title, working.draft.sections)
        } else {
            guard let checklist = try await store.checklist(id) else { return ChecklistScreens.notFound }
            (title, sections) = (checklist.title, checklist.sections)
        }
        let input = purpose.input
        var actions: [ScreenAction] = []
        for (sectionIndex, section) in sections.enumerated() {
            for (itemIndex, item) in section.items.enumerated() {
                actions.append(
                    ScreenAction(
                        id: ActionID("choose", item.id), "\(sectionIndex + 1).\(itemIndex + 1) \(item.text)",
                        accessibility: Accessibility(label: "Checklist item: \(item.text)"),
                        inputs: input.map { [$0] } ?? [],
                        isDestructive: purpose == .remove
                    ) { invocation in
                        .answer(ItemChoice.key, with: ChosenItem(id: item.id, text: input.map { invocation[$0.name] } ?? ""), to: request)
                    }
                )
            }
        }
        actions.append(.cancel())
        return .screen(
            Screen(
                title: purpose.title,
                subtitle: "Items of “\(title)”.",
                // The items are the actions; a list of them as rows would say everything twice.
                sections: actions.count > 1 ? [] : [ScreenSection(rows: [], emptyText: "No items yet.")],
                actions: actions
            )
        )
    }
}
