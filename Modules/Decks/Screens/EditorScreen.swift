import ContentCore
import DecksInterface
import FeatureRegistry
import Foundation

/// The deck editor: cards added, changed, moved and removed on a draft that outlives tab
/// switches and relaunches, then saved in one step.
struct EditorScreen {
    let store: DeckStore

    /// The screen of deck `id`, or not found when it is gone or not the user's to see.
    func load(_ id: UUID) async throws -> ScreenResult {
        guard let working = try await store.drafts.editable(id) else { return DeckScreens.notFound }
        let draft = working.draft
        let editor = EditorActions(drafts: store.drafts, id: id, routes: .decks, save: store.save)
        return .screen(
            Screen(
                title: "Edit “\(draft.title)”",
                subtitle: "\(working.status) · \(draft.cards.count) card\(draft.cards.count == 1 ? "" : "s")",
                sections: [DeckRows.cards(draft.cards, emptyText: "No cards yet. Add one with “Add Card”.")],
                actions: editActions(editor, draft: draft) + editor.saving(hasUnsavedChanges: working.hasUnsavedChanges)
            )
        )
    }

    // MARK: - Editing

    /// The edits of `draft`; each input says what it accepts, and the title its current text.
    private func editActions(_ editor: EditorActions<DeckDraft>, draft: DeckDraft) -> [ScreenAction] {
        let makeID = store.makeID
        let edit = editor.edit
        let card = ActionInput("card", prompt: "Card number", kind: .choice(count: draft.cards.count, noun: "card"))
        let front = ActionInput("front", prompt: "Front: the prompt", kind: .requiredText())
        let back = ActionInput("back", prompt: "Back: the answer", kind: .requiredText())
        return [
            edit("rename-deck", "Rename Deck", [ActionInput("title", prompt: "New title", kind: .requiredText(), current: draft.title)]) { draft, input in
                try draft.rename(to: input.text("title"))
                return "Renamed the deck “\(draft.title)”."
            },
            edit("add-card", "Add Card", [front, back]) { draft, input in
                try draft.addCard(front: input.text("front"), back: input.text("back"), id: makeID())
                return "Added card \(draft.cards.count) “\(draft.cards[draft.cards.count - 1].front)”."
            },
            edit("edit-card", "Edit Card", [card, front, back]) { draft, input in
                let number = try input.number("card")
                try draft.editCard(number, front: input.text("front"), back: input.text("back"))
                return "Changed card \(number) “\(draft.cards[number - 1].front)”."
            },
            edit("move-card", "Move Card", [card, ActionInput("position", prompt: "New position", kind: .number(1...max(1, draft.cards.count)))]) { draft, input in
                let number = try input.number("card")
                let position = try input.number("position")
                try draft.moveCard(number, to: position)
                return "Moved “\(draft.cards[position - 1].front)” to position \(position)."
            },
            edit("remove-card", "Remove Card", [card]) { draft, input in
                let number = try input.number("card")
                let front = draft.cards.indices.contains(number - 1) ? draft.cards[number - 1].front : ""
                try draft.removeCard(number)
                return "Removed card “\(front)”."
            },
        ]
    }
}
