import DecksInterface
import FeatureRegistry
import Foundation

/// The deck editor: cards added, changed, moved and removed on a draft that outlives tab
/// switches and relaunches, then saved in one step.
struct EditorScreen {
    let store: DeckStore

    /// The screen of deck `id`, or not found when it is gone or not the user's to see.
    func load(_ id: UUID) async throws -> ScreenResult {
        guard let (draft, hasUnsavedChanges) = try await store.editable(id) else { return DeckScreens.notFound }
        let status = hasUnsavedChanges ? (draft.isNew ? "Not saved yet" : "Unsaved changes") : "Saved"
        var actions = editActions(id)
        actions.append(saveAction(id))
        if hasUnsavedChanges {
            actions.append(discardAction(id))
        }
        return .screen(
            Screen(
                title: "Edit “\(draft.title)”",
                subtitle: "\(status) · \(draft.cards.count) card\(draft.cards.count == 1 ? "" : "s")",
                sections: [DeckRows.cards(draft.cards, emptyText: "No cards yet. Add one with “Add Card”.")],
                actions: actions
            )
        )
    }

    // MARK: - Editing

    private func editActions(_ id: UUID) -> [ScreenAction] {
        let store = store
        let makeID = store.makeID
        func edit(_ label: String, _ inputs: [ActionInput], _ change: @escaping @Sendable (inout DeckDraft, ActionInvocation) throws -> String) -> ScreenAction {
            ScreenAction(label, inputs: inputs) { invocation in
                .message(try await store.edit(id) { draft in try change(&draft, invocation) })
            }
        }
        let card = ActionInput("card", prompt: "Card number")
        let front = ActionInput("front", prompt: "Front: the prompt")
        let back = ActionInput("back", prompt: "Back: the answer")
        return [
            edit("Rename Deck", [ActionInput("title", prompt: "New title")]) { draft, input in
                try draft.rename(to: input["title"])
                return "Renamed the deck “\(draft.title)”."
            },
            edit("Add Card", [front, back]) { draft, input in
                try draft.addCard(front: input["front"], back: input["back"], id: makeID())
                return "Added card \(draft.cards.count) “\(draft.cards[draft.cards.count - 1].front)”."
            },
            edit("Edit Card", [card, front, back]) { draft, input in
                let number = try DeckDraft.number(input["card"])
                try draft.editCard(number, front: input["front"], back: input["back"])
                return "Changed card \(number) “\(draft.cards[number - 1].front)”."
            },
            edit("Move Card", [card, ActionInput("position", prompt: "New position")]) { draft, input in
                let number = try DeckDraft.number(input["card"])
                let position = try DeckDraft.number(input["position"], role: "position")
                try draft.moveCard(number, to: position)
                return "Moved “\(draft.cards[position - 1].front)” to position \(position)."
            },
            edit("Remove Card", [card]) { draft, input in
                let number = try DeckDraft.number(input["card"])
                let front = draft.cards.indices.contains(number - 1) ? draft.cards[number - 1].front : ""
                try draft.removeCard(number)
                return "Removed card “\(front)”."
            },
        ]
    }

    // MARK: - Saving

    private func saveAction(_ id: UUID) -> ScreenAction {
        let store = store
        return ScreenAction("Save", accessibility: Accessibility(label: "Save", hint: "Saves the deck to your Library")) { _ in
            guard let (draft, hasUnsavedChanges) = try await store.editable(id) else {
                throw EditError("This deck was deleted or is not yours to edit.")
            }
            guard hasUnsavedChanges else {
                return .replace(with: DeckRoute.detail(id: id), message: "No changes to save.")
            }
            let saved = try await store.save(draft)
            return .replace(with: DeckRoute.detail(id: id), message: "Saved “\(saved.title)” to your Library.")
        }
    }

    private func discardAction(_ id: UUID) -> ScreenAction {
        let store = store
        return ScreenAction(
            "Discard Changes", accessibility: Accessibility(label: "Discard changes", hint: "Forgets every edit since the last save"),
            isDestructive: true
        ) { _ in
            let wasNew = try await store.discardDraft(id)
            return ActionResult(navigation: wasNew ? .back : nil, message: wasNew ? "Discarded the new deck." : "Discarded the unsaved changes.")
        }
    }
}
