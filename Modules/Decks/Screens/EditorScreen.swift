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
        let editor = EditorActions(drafts: store.drafts, id: id, routes: ContentRoutes(DeckRoute.self), save: store.save)
        let cards = EditorActions<DeckDraft>.ownActions(of: draft.cards) { cardEdits(editor, $0, of: draft) }
        let actions = cards.all + deckActions(editor, draft: draft) + editor.saving(hasUnsavedChanges: working.hasUnsavedChanges)
        return .screen(
            Screen(
                title: "Edit “\(draft.title)”",
                subtitle: "\(working.status) · \(draft.cards.count) card\(draft.cards.count == 1 ? "" : "s")",
                sections: [DeckRows.cards(draft.cards, showsBacks: true) { cards.byPart[$0.id] ?? [] }],
                actions: actions,
                primaryAction: editor.saveAction.id
            )
        )
    }

    // MARK: - Editing

    /// The deck's own edits: its title, and a card added at the end, where it goes.
    private func deckActions(_ editor: EditorActions<DeckDraft>, draft: DeckDraft) -> [ScreenAction] {
        let makeID = store.makeID
        return [
            editor.edit("rename-deck", "Rename Deck", [DeckRules.title.input("title", prompt: "New title", current: draft.title)], kind: .rename) { draft, input in
                try draft.rename(to: input.text("title"))
                return "Renamed the deck “\(draft.title)”."
            },
            editor.edit("add-card", "Add Card", Self.sides(of: nil), kind: .add) { draft, input in
                try draft.addCard(front: input.text("front"), back: input.text("back"), id: makeID())
                return "Added the card “\(draft.cards[draft.cards.count - 1].front)”."
            },
        ]
    }

    /// The edits of `card`, drawn on its row, each naming it by its identity.
    private func cardEdits(_ editor: EditorActions<DeckDraft>, _ card: Deck.Card, of draft: DeckDraft) -> [ScreenAction] {
        let id = card.id
        let edit = editor.edit(ActionID("edit-card", id), "Edit", on: card.front, kind: .edit, Self.sides(of: card)) { draft, input in
            try draft.editCard(id, front: input.text("front"), back: input.text("back"))
            return "Changed the card “\(try input.text("front"))”."
        }
        return editor.partActions(
            "card", id: id, on: card.front, edits: [edit], canMove: { draft.canMove(id, $0) },
            move: { draft, direction in DraftParts.moved(card.front, to: try draft.move(id, direction), of: draft.cards.count) },
            remove: { draft in "Removed the card “\(try draft.remove(id).front)”." }
        )
    }

    /// A card's two sides, holding those of `card` when it is edited.
    private static func sides(of card: Deck.Card?) -> [ActionInput] {
        [
            DeckRules.front.input("front", prompt: "Front: the prompt", current: card?.front),
            DeckRules.back.input("back", prompt: "Back: the answer", current: card?.back),
        ]
    }
}
