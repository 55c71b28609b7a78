import ContentCore
import Foundation

/// A deck being edited: its unsaved title and cards (``ContentDraft``). Cards keep their
/// identifiers through edits and moves, so each person's review schedule of a card survives.
typealias DeckDraft = ContentDraft<Deck>

extension Deck: PartedContent {
    var parts: [Card] { cards }
    static var kind: ContentKind { .deck }
    static var part: String { "card" }
    static var maxParts: Int { DeckRules.maxCards }
}

extension Deck.Card: DraftPart {}

extension ContentDraft<Deck> {
    /// The cards, in order.
    var cards: [Deck.Card] {
        get { parts }
        set { parts = newValue }
    }

    /// Adds a card at the end.
    mutating func addCard(front: String, back: String, id: UUID) throws(EditError) {
        try append(Deck.Card(id: id, front: try DeckRules.front.check(front), back: try DeckRules.back.check(back)))
    }

    /// Rewrites card `id`, keeping its identity and so its review schedule.
    mutating func editCard(_ id: UUID, front: String, back: String) throws(EditError) {
        let index = try index(of: id)
        let (front, back) = (try DeckRules.front.check(front), try DeckRules.back.check(back))
        cards[index].front = front
        cards[index].back = back
    }
}
