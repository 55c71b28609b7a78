@testable import Decks
import Foundation
import Testing

/// One person's schedule of a deck: what is due, and when the next card comes due.
struct DeckScheduleTests {
    private let noon = Date(timeIntervalSince1970: 1_793_620_800)
    private let cards = (1...4).map { Deck.Card(id: UUID(), front: "Front \($0)", back: "Back \($0)") }
    private var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    @Test func cardsNeverReviewedOrPastTheirTimeAreDue() {
        let schedule = DeckSchedule(
            cards: cards,
            placements: [cards[0].id: .init(box: 2, dueAt: noon + 86_400), cards[1].id: .init(box: 1, dueAt: noon)],
            now: noon
        )
        #expect(schedule.due == [cards[1].id, cards[2].id, cards[3].id])
        #expect(schedule.summary == "3 cards due")
        #expect(schedule.nextReview == "now (3 cards)")
        #expect(schedule.box(of: cards[0].id) == 2)
        #expect(schedule.box(of: cards[2].id) == nil)
    }

    @Test func whenNothingIsDueItSaysWhenTheNextCardIs() {
        let placements = Dictionary(uniqueKeysWithValues: cards.enumerated().map { index, card in
            (card.id, LeitnerSchedule.Placement(box: 3, dueAt: noon + TimeInterval(3 + index) * 86_400))
        })
        let schedule = DeckSchedule(cards: cards, placements: placements, now: noon)
        #expect(schedule.due.isEmpty)
        #expect(schedule.nextDue == noon + 3 * 86_400)
        #expect(DeckSchedule.describe(noon + 3 * 86_400, now: noon, calendar: utc) == "5 Nov 2026 (in 3 days)")
        #expect(DeckSchedule.describe(noon + 86_400, now: noon, calendar: utc) == "3 Nov 2026 (tomorrow)")
        #expect(schedule.summary.hasPrefix("Nothing due: next card due on "))
    }
}
