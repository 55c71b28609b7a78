import ContentCore
import FeatureRegistry
import Foundation
import Testing

/// Every content kind moves and removes its parts the same way, by their identity — never by a
/// number typed against a screen that may have changed — in the same words.
struct DraftPartsTests {
    private struct Card: DraftPart, Equatable {
        var id = UUID()
        var front: String
    }

    private let parts = DraftParts(part: "card", owner: "deck")

    @Test func aPartMovesOnePlaceAndIsRemovedByItsIdentity() throws {
        var cards = [Card(front: "a"), Card(front: "b"), Card(front: "c")]
        let c = cards[2].id
        #expect(try parts.move(c, .up, in: &cards) == 2)
        #expect(cards.map(\.front) == ["a", "c", "b"])
        #expect(try parts.remove(c, from: &cards).front == "c")
        #expect(cards.map(\.front) == ["a", "b"])
    }

    @Test func aPartAtAnEndDoesNotMovePastItAndSaysSo() {
        var cards = [Card(front: "a"), Card(front: "b")]
        #expect(!parts.canMove(cards[0].id, .up, in: cards))
        #expect(parts.canMove(cards[0].id, .down, in: cards))
        #expect(throws: ContentRuleError("That card is already the last; nothing was moved.")) { try parts.move(cards[1].id, .down, in: &cards) }
        #expect(cards.map(\.front) == ["a", "b"])
    }

    @Test func aPartGoneMeanwhileSaysSoAndChangesNothing() {
        var cards = [Card(front: "a")]
        #expect(throws: ContentRuleError("That card is no longer in the deck. Nothing was changed.")) { try parts.remove(UUID(), from: &cards) }
        #expect(cards.count == 1)
    }

    @Test func aMoveIsNamedAndLabelledByItsWay() {
        #expect(DraftParts.Direction.up.actionName("section") == "move-section-up")
        #expect(DraftParts.Direction.down.label == "Move Down")
        #expect(DraftParts.Direction.up.kind == .moveUp)
    }
}
