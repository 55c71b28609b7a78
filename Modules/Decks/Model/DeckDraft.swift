import ContentCore
import Foundation

/// A deck being edited: its unsaved title and cards.
///
/// Every edit checks the rules first and changes nothing when it refuses. The draft is kept in
/// the database between edits, so switching tabs or relaunching loses nothing; saving turns it
/// into the deck in one transaction. Cards keep their identifiers through edits and moves, so
/// each person's review schedule of a card survives them.
struct DeckDraft: EditableContent, Hashable {
    /// The deck's identifier, saved or to be.
    var id: UUID
    /// The title.
    var title: String
    /// The cards, in order.
    var cards: [Deck.Card]
    /// Whether the deck has never been saved.
    var isNew: Bool

    /// A new deck without cards, titled `title`.
    static func blank(id: UUID, title: String) throws(EditError) -> DeckDraft {
        DeckDraft(id: id, title: try DeckRules.title.check(title), cards: [], isNew: true)
    }

    /// The draft of a saved deck, as it is.
    init(saved deck: Deck) {
        self.init(id: deck.id, title: deck.title, cards: deck.cards, isNew: false)
    }

    /// A draft as it is given.
    init(id: UUID, title: String, cards: [Deck.Card], isNew: Bool) {
        self.id = id
        self.title = title
        self.cards = cards
        self.isNew = isNew
    }

    // MARK: - Editing

    /// Gives the deck a new title.
    mutating func rename(to title: String) throws(EditError) {
        self.title = try DeckRules.title.check(title)
    }

    /// Adds a card at the end.
    mutating func addCard(front: String, back: String, id: UUID) throws(EditError) {
        let card = Deck.Card(id: id, front: try DeckRules.front.check(front), back: try DeckRules.back.check(back))
        guard cards.count < DeckRules.maxCards else {
            throw EditError("A deck can have at most \(DeckRules.maxCards) cards.")
        }
        cards.append(card)
    }

    /// Rewrites card `id`, keeping its identity and so its review schedule.
    mutating func editCard(_ id: UUID, front: String, back: String) throws(EditError) {
        let index = try Self.cardParts.index(of: id, in: cards)
        let (front, back) = (try DeckRules.front.check(front), try DeckRules.back.check(back))
        cards[index].front = front
        cards[index].back = back
    }

    /// Moves card `id` one place up or down; returns its new place, from 1.
    @discardableResult
    mutating func moveCard(_ id: UUID, _ direction: DraftParts.Direction) throws(EditError) -> Int {
        try Self.cardParts.move(id, direction, in: &cards)
    }

    /// Removes card `id`; saving forgets its reviews. Returns it.
    @discardableResult
    mutating func removeCard(_ id: UUID) throws(EditError) -> Deck.Card {
        try Self.cardParts.remove(id, from: &cards)
    }

    // MARK: - Saving

    /// The cards as they will be saved; refuses a deck that is not ready.
    func readyToSave() throws(EditError) -> [Deck.Card] {
        _ = try DeckRules.title.check(title)
        guard !cards.isEmpty else {
            throw EditError("A deck needs at least one card. Add one with “Add Card”.")
        }
        return cards
    }

    /// How the editor finds, moves and removes the cards.
    static let cardParts = DraftParts(part: "card", owner: "deck")
}

extension Deck.Card: DraftPart {}
