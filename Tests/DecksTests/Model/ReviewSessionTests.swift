@testable import Decks
import Foundation
import Testing

/// A review session's steps: reveal, then grade, card after card, tallied.
struct ReviewSessionTests {
    private let cards = [UUID(), UUID(), UUID()]

    private func session() -> ReviewSession {
        ReviewSession(deckID: UUID(), userID: UUID(), queue: cards)
    }

    @Test func eachCardIsRevealedThenGradedAndTallied() throws {
        var session = session()
        #expect(session.progress == "Card 1 of 3")
        try session.reveal()
        #expect(try session.grade(.again) == cards[0])
        #expect(session.progress == "Card 2 of 3")
        #expect(!session.isRevealed)
        try session.reveal()
        _ = try session.grade(.good)
        try session.reveal()
        _ = try session.grade(.easy)
        #expect(session.isFinished)
        #expect(session.currentCard == nil)
        #expect(session.tally.text == "1 again, 1 good, 1 easy")
    }

    @Test func aCardIsGradedOnlyOnceItsBackIsShownAndNotAfterTheEnd() throws {
        var session = session()
        #expect(throws: EditError("Reveal the card's back before grading it.")) { try session.grade(.good) }
        for _ in cards {
            try session.reveal()
            _ = try session.grade(.good)
        }
        #expect(throws: EditError("This review is finished; there is no card to reveal.")) { try session.reveal() }
    }

    @Test func cardsRemovedFromTheDeckAreSkippedButGradedOnesStayCounted() throws {
        var session = session()
        try session.reveal()
        _ = try session.grade(.good)
        try session.reveal()
        session.keepOnly([cards[0], cards[2]])
        #expect(session.queue == [cards[0], cards[2]])
        #expect(session.currentCard == cards[2])
        #expect(!session.isRevealed)
        #expect(session.tally.good == 1)
    }
}
