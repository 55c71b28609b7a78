import Foundation

/// One sitting of reviewing a deck: the cards that were due when it began, how far the person
/// got, whether the current card's back is shown, and how they graded the cards so far.
///
/// It is kept in the database after every step, never only in memory, so a relaunch (every
/// `sailaway` command is one) carries on at the same card and side.
struct ReviewSession: Codable, Hashable, Sendable {
    /// How many cards were graded each way.
    struct Tally: Codable, Hashable, Sendable {
        var again = 0
        var good = 0
        var easy = 0

        /// How many cards were graded.
        var total: Int { again + good + easy }

        /// "1 again, 3 good, 1 easy".
        var text: String { "\(again) again, \(good) good, \(easy) easy" }
    }

    /// The deck reviewed.
    var deckID: UUID
    /// Who reviews: a session belongs to the person who started it.
    var userID: UUID
    /// The cards to review, in order.
    var queue: [UUID]
    /// The position of the current card in ``queue``; equal to its count when done.
    var index = 0
    /// Whether the current card's back is shown.
    var isRevealed = false
    /// The grades given so far.
    var tally = Tally()

    /// Whether every card has been graded.
    var isFinished: Bool { index >= queue.count }

    /// The card to show, if any remain.
    var currentCard: UUID? { isFinished ? nil : queue[index] }

    /// "Card 2 of 5".
    var progress: String { "Card \(index + 1) of \(queue.count)" }

    // MARK: - Steps

    /// Shows the back of the current card.
    mutating func reveal() throws(EditError) {
        guard !isFinished else { throw EditError("This review is finished; there is no card to reveal.") }
        isRevealed = true
    }

    /// Records `grade` for the current card and moves to the next; returns the graded card.
    mutating func grade(_ grade: LeitnerSchedule.Grade) throws(EditError) -> UUID {
        guard let card = currentCard else { throw EditError("This review is finished; there is no card to grade.") }
        guard isRevealed else { throw EditError("Reveal the card's back before grading it.") }
        switch grade {
        case .again: tally.again += 1
        case .good: tally.good += 1
        case .easy: tally.easy += 1
        }
        index += 1
        isRevealed = false
        return card
    }

    /// Drops the cards still to come that are no longer in the deck (removed in the editor
    /// since the session began); graded ones stay counted.
    mutating func keepOnly(_ cards: Set<UUID>) {
        guard !isFinished else { return }
        let current = queue[index]
        queue = Array(queue[..<index]) + queue[index...].filter(cards.contains)
        if !cards.contains(current) { isRevealed = false }
    }

    // MARK: - Keeping

    /// The kind of its row in the shared `draft` table, keyed by the deck's id beside the
    /// editor's draft of the same deck.
    static let draftKind = "deck-review"
}
