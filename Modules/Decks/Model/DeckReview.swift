import Foundation

/// A deck as its review screen needs it: the cards, the person's schedule, and the session in
/// progress, if one was started.
struct DeckReview: Sendable {
    /// The deck.
    var deck: Deck
    /// Who reviews.
    var userID: UUID
    /// Where each card stands for them.
    var schedule: DeckSchedule
    /// The kept session, if one was started and not closed.
    var session: ReviewSession?
}
