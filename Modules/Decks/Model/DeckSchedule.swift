import FeatureRegistry
import Foundation

/// Where each card of a deck stands in one person's review schedule: which are due now, and
/// when the next one comes due.
struct DeckSchedule: Hashable, Sendable {
    /// The cards, in deck order.
    var cards: [Deck.Card]
    /// The placement of every card the person has reviewed; the others are due.
    var placements: [UUID: LeitnerSchedule.Placement]
    /// The time the schedule is read at.
    var now: Date

    /// Whether card `id` is due: never reviewed, or its time has come.
    func isDue(_ id: UUID) -> Bool {
        placements[id].map { $0.dueAt <= now } ?? true
    }

    /// The box of card `id`, if it was ever reviewed.
    func box(of id: UUID) -> Int? {
        placements[id]?.box
    }

    /// The due cards, in deck order.
    var due: [UUID] { cards.map(\.id).filter(isDue) }

    /// When the first card that is not due yet comes due.
    var nextDue: Date? {
        cards.compactMap { placements[$0.id]?.dueAt }.filter { $0 > now }.min()
    }

    /// "4 cards due", "1 card due", or when the next is due.
    var summary: String {
        if !due.isEmpty { return Self.count(due.count) + " due" }
        guard let nextDue else { return "No cards to review" }
        return "Nothing due: next card due on \(Self.describe(nextDue, now: now))"
    }

    /// "now (2 cards)", "2026-11-04 (tomorrow)": when the next review is, after a session.
    var nextReview: String {
        if !due.isEmpty { return "now (\(Self.count(due.count)))" }
        return nextDue.map { Self.describe($0, now: now) } ?? "never: the deck has no cards"
    }

    /// "1 card", "4 cards".
    static func count(_ cards: Int) -> String {
        "\(cards) card\(cards == 1 ? "" : "s")"
    }

    /// "4 Nov 2026 (tomorrow)", "6 Nov 2026 (in 3 days)": a day in the person's calendar, and
    /// how far off it is.
    static func describe(_ date: Date, now: Date, calendar: Calendar = .current) -> String {
        let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: now), to: calendar.startOfDay(for: date)).day ?? 0
        let relative = switch days {
        case ...0: "today"
        case 1: "tomorrow"
        default: "in \(days) days"
        }
        return "\(DateText.day(date, in: calendar.timeZone)) (\(relative))"
    }
}
