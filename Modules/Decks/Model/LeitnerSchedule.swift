import Foundation

/// The spaced-repetition schedule of reviews: five Leitner boxes, each seen less often than the
/// one before. A card a person has never reviewed is in box 1 and due at once.
///
/// Pure: where a card goes and when it comes back depend only on its box, the grade and the
/// time of the review.
enum LeitnerSchedule {
    /// How well a person knew a card.
    enum Grade: String, Codable, CaseIterable, Hashable, Sendable {
        /// Not known: back to box 1, due again now.
        case again
        /// Known: one box up.
        case good
        /// Known without effort: two boxes up.
        case easy

        /// "Again", as an action reads.
        var title: String { rawValue.capitalized }
    }

    /// A card's place in the schedule after a review.
    struct Placement: Hashable, Sendable {
        /// Its box, 1...5.
        var box: Int
        /// When it is next due.
        var dueAt: Date
    }

    /// The boxes, lowest first.
    static let boxes = 1...5

    /// How many days a card waits in each box before it is due again, box 1 first.
    static let intervals = [0, 1, 3, 7, 14]

    /// The box a card in `box` moves to when graded `grade`.
    static func box(after grade: Grade, from box: Int) -> Int {
        let box = boxes.clamped(box)
        return switch grade {
        case .again: boxes.lowerBound
        case .good: boxes.clamped(box + 1)
        case .easy: boxes.clamped(box + 2)
        }
    }

    /// When a card put in `box` at `date` is next due.
    static func dueDate(inBox box: Int, from date: Date) -> Date {
        date.addingTimeInterval(TimeInterval(intervals[boxes.clamped(box) - 1]) * 86_400)
    }

    /// Where a card in `box` (box 1 if never reviewed) goes when graded `grade` at `date`.
    static func place(from box: Int?, grade: Grade, at date: Date) -> Placement {
        let next = self.box(after: grade, from: box ?? boxes.lowerBound)
        return Placement(box: next, dueAt: dueDate(inBox: next, from: date))
    }

    /// "in 3 days", "tomorrow", "today": how long a card graded into `box` waits.
    static func wait(inBox box: Int) -> String {
        switch intervals[boxes.clamped(box) - 1] {
        case 0: "today"
        case 1: "tomorrow"
        case let days: "in \(days) days"
        }
    }
}

extension ClosedRange where Bound == Int {
    /// `value` brought within the range.
    fileprivate func clamped(_ value: Int) -> Int {
        Swift.min(Swift.max(value, lowerBound), upperBound)
    }
}
