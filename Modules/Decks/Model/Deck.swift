import ContentCore
import Foundation
import SailawayDatabase

/// A saved deck: its content row and its cards, in order.
struct Deck: Hashable, Sendable {
    /// One flashcard: a prompt on the front, the answer on the back.
    struct Card: Codable, Hashable, Sendable {
        /// Its identifier, which the review schedule keys on, so it survives edits.
        var id: UUID
        /// The prompt.
        var front: String
        /// The answer.
        var back: String
    }

    /// The shared content row: title, author, visibility, dates.
    var content: ContentItem
    /// The cards, in order.
    var cards: [Card]

    var id: UUID { content.id }
    var title: String { content.title }

    /// The searchable text of its cards: fronts and backs.
    static func body(of cards: [Card]) -> String {
        ContentItem.body(of: cards.flatMap { [$0.front, $0.back] })
    }
}
