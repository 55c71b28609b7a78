import ContentCore
import Testing

/// Every content kind numbers, moves and removes its parts the same way, in the same words.
struct PartNumberingTests {
    private let numbering = PartNumbering(part: "card", owner: "deck", addAction: "Add Card")

    @Test func partsMoveAndAreRemovedByTheirNumberFromOne() throws {
        var parts = ["a", "b", "c"]
        try numbering.move(3, to: 1, in: &parts)
        #expect(parts == ["c", "a", "b"])
        try numbering.remove(2, from: &parts)
        #expect(parts == ["c", "b"])
    }

    @Test func aNumberThatNamesNothingSaysWhatThereIsAndChangesNothing() {
        var parts = ["a", "b"]
        #expect(throws: ContentRuleError("There is no position 5; the deck has 2 cards.")) { try numbering.move(1, to: 5, in: &parts) }
        #expect(throws: ContentRuleError("There is no card 3; the deck has 2 cards.")) { try numbering.remove(3, from: &parts) }
        #expect(parts == ["a", "b"])
        var none: [String] = []
        #expect(throws: ContentRuleError("The deck has no cards yet. Add one with “Add Card”.")) { try numbering.remove(1, from: &none) }
    }
}
