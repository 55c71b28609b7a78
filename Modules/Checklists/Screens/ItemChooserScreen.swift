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
        var actions: [ScreenAction] = []
        for (sectionIndex, section) in sections.enumerated() {
            for (itemIndex, item) in section.items.enumerated() {
                let label = "\(sectionIndex + 1).\(itemIndex + 1) \(item.text)"
                let accessibility = Accessibility(label: "Checklist item: \(item.text)")
                let input = purpose.input(editing: item.text)
                // Removing is confirmed in a dialog over the chooser, which answers for it.
                guard purpose != .remove else {
                    actions.append(
                        .present(label, ChecklistRoute.confirmItemRemoval(id: id, itemID: item.id), style: .confirmationDialog, accessibility: accessibility, isDestructive: true)
                    )
                    continue
                }
                actions.append(
                    ScreenAction(id: ActionID("choose", item.id), label, accessibility: accessibility, inputs: input.map { [$0] } ?? []) { invocation in
                        .answer(ItemChoice.key, with: ChosenItem(id: item.id, text: try input.map { try invocation.text($0.name) } ?? ""), to: request)
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

    /// The confirmation, over the chooser, before item `itemID` goes from checklist `id`'s
    /// draft: Remove answers the chooser's request, which closes both; Cancel returns to the
    /// chooser.
    func confirmRemoval(of itemID: UUID, from id: UUID) async throws -> ScreenResult {
        guard let request, ItemChoice.key.isAsked(by: request) else { return ChooserScreens.unasked }
        guard let working = try await store.drafts.editable(id),
            let item = working.draft.sections.lazy.flatMap(\.items).first(where: { $0.id == itemID })
        else { return ChecklistScreens.notFound }
        return .screen(
            Screen(
                title: "Remove “\(item.text)”?",
                subtitle: "It goes from the draft of “\(working.draft.title)”; Save keeps the change, Discard Changes brings it back.",
                actions: [
                    ScreenAction(id: "remove", "Remove", accessibility: Accessibility(label: "Remove \(item.text)"), isDestructive: true) { _ in
                        .answer(ItemChoice.key, with: ChosenItem(id: itemID, text: ""), to: request)
                    },
                    .cancel(),
                ]
            )
        )
    }
}
