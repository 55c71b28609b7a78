@testable import Decks
import Foundation
import Testing

/// The editor's rules: what a deck accepts, and that a refused edit changes nothing.
struct DeckDraftTests {
    private func draft(_ fronts: [String] = ["Bowline", "Clove hitch", "Reef knot"]) throws -> DeckDraft {
        var draft = try DeckDraft.blank(id: UUID(), title: "Knots")
        for front in fronts { try draft.addCard(front: front, back: "The back of \(front)", id: UUID()) }
        return draft
    }

    /// What the release before kept in the database for an unsaved deck, when each kind had a
    /// draft type of its own.
    static let keptBefore = #"{"id":"550E8400-E29B-41D4-A716-446655440003","isNew":false,"cards":[{"id":"550E8400-E29B-41D4-A716-010001440003","front":"Bowline","back":"A fixed loop"}],"title":"Essential Knots"}"#

    @Test func aDraftKeptByTheReleaseBeforeOpensAsItWasAndIsKeptInTheSameShape() throws {
        let draft = try JSONDecoder().decode(DeckDraft.self, from: Data(Self.keptBefore.utf8))
        #expect(draft.title == "Essential Knots")
        #expect(draft.cards.map(\.front) == ["Bowline"])
        #expect(!draft.isNew)

        let kept = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(draft)) as? NSDictionary)
        #expect(kept == (try JSONSerialization.jsonObject(with: Data(Self.keptBefore.utf8)) as? NSDictionary))
    }

    @Test func aBlankDeckNeedsATitleHeldToItsLength() {
        #expect(throws: EditError("A deck title cannot be empty.")) { try DeckDraft.blank(id: UUID(), title: "  ") }
        #expect(throws: EditError("A deck title can be at most 100 characters; this one has 101.")) {
            try DeckDraft.blank(id: UUID(), title: String(repeating: "k", count: 101))
        }
    }

    @Test func cardsAreTrimmedAndAdded() throws {
        var draft = try DeckDraft.blank(id: UUID(), title: " Knots ")
        try draft.addCard(front: "  Bowline ", back: "\nA fixed loop\n", id: UUID())
        #expect(draft.title == "Knots")
        #expect(draft.cards.map(\.front) == ["Bowline"])
        #expect(draft.cards.map(\.back) == ["A fixed loop"])
    }

    @Test func emptyOrOverLongFrontsAndBacksAreRefusedAndChangeNothing() throws {
        var draft = try draft()
        let before = draft
        #expect(throws: EditError("A card's front cannot be empty.")) { try draft.addCard(front: " ", back: "x", id: UUID()) }
        #expect(throws: EditError("A card's back cannot be empty.")) { try draft.addCard(front: "x", back: "", id: UUID()) }
        #expect(throws: EditError("A card's front can be at most 200 characters; this one has 201.")) {
            try draft.editCard(draft.cards[0].id, front: String(repeating: "f", count: 201), back: "fine")
        }
        #expect(throws: EditError("A card's back can be at most 500 characters; this one has 501.")) {
            try draft.editCard(draft.cards[0].id, front: "fine", back: String(repeating: "b", count: 501))
        }
        #expect(throws: EditError("A deck title cannot be empty.")) { try draft.rename(to: "") }
        #expect(draft == before)
    }

    @Test func cardsAreEditedMovedAndRemovedKeepingTheirIdentity() throws {
        var draft = try draft()
        let bowline = draft.cards[0].id
        try draft.editCard(bowline, front: "Bowline knot", back: "A loop")
        try draft.move(bowline, .down)
        #expect(try draft.move(bowline, .down) == 3)
        #expect(draft.cards.map(\.front) == ["Clove hitch", "Reef knot", "Bowline knot"])
        #expect(draft.cards[2].id == bowline)
        #expect(try draft.remove(draft.cards[0].id).front == "Clove hitch")
        #expect(draft.cards.map(\.front) == ["Reef knot", "Bowline knot"])
    }

    @Test func aCardGoneOrAtTheEndSaysSoAndNothingChanges() throws {
        var draft = try draft()
        let before = draft
        #expect(throws: EditError("That card is no longer in the deck. Nothing was changed.")) { try draft.remove(UUID()) }
        #expect(throws: EditError("That card is already the last; nothing was moved.")) { try draft.move(draft.cards[2].id, .down) }
        #expect(draft == before)
    }

    @Test func aDeckIsSavedOnlyWithCards() throws {
        let empty = try DeckDraft.blank(id: UUID(), title: "Empty")
        #expect(throws: EditError("A deck needs at least one card. Add one with “Add Card”.")) { try empty.readyToSave() }
        #expect(try draft().readyToSave().count == 3)
    }
}
