@testable import Decks
import Foundation
import Testing

/// The spaced-repetition schedule: five boxes, again to box 1, good one up, easy two up.
struct LeitnerScheduleTests {
    private let noon = Date(timeIntervalSince1970: 1_793_620_800)
    private let day: TimeInterval = 86_400

    @Test(arguments: [
        (1, LeitnerSchedule.Grade.again, 1), (4, .again, 1),
        (1, .good, 2), (3, .good, 4), (5, .good, 5),
        (1, .easy, 3), (3, .easy, 5), (4, .easy, 5), (5, .easy, 5),
    ])
    func gradesMoveCardsBetweenBoxes(from box: Int, grade: LeitnerSchedule.Grade, to expected: Int) {
        #expect(LeitnerSchedule.box(after: grade, from: box) == expected)
    }

    @Test func eachBoxWaitsLongerThanTheOneBefore() {
        let waits = LeitnerSchedule.boxes.map { LeitnerSchedule.dueDate(inBox: $0, from: noon).timeIntervalSince(noon) / day }
        #expect(waits == [0, 1, 3, 7, 14])
    }

    @Test func aNewCardStartsInBoxOne() {
        #expect(LeitnerSchedule.place(from: nil, grade: .good, at: noon) == .init(box: 2, dueAt: noon + day))
        #expect(LeitnerSchedule.place(from: nil, grade: .easy, at: noon) == .init(box: 3, dueAt: noon + 3 * day))
        #expect(LeitnerSchedule.place(from: nil, grade: .again, at: noon) == .init(box: 1, dueAt: noon))
    }

    @Test func againSendsEvenALearnedCardBackToBeDueNow() {
        #expect(LeitnerSchedule.place(from: 5, grade: .again, at: noon) == .init(box: 1, dueAt: noon))
        #expect(LeitnerSchedule.place(from: 5, grade: .good, at: noon) == .init(box: 5, dueAt: noon + 14 * day))
    }

    @Test func waitsReadAsPeopleSayThem() {
        #expect(LeitnerSchedule.boxes.map(LeitnerSchedule.wait(inBox:)) == ["today", "tomorrow", "in 3 days", "in 7 days", "in 14 days"])
    }
}
