import Decks
import DecksInterface
import FeatureTesting
import Foundation
import GRDB
import SailawayDatabase
import Testing

/// A new install's decks: public decks with their cards, the PRD's example among them.
struct DeckSamplesTests {
    @Test func decksHaveCardsAndThePRDsExampleIsPublic() throws {
        let database = try SailawayDatabase.inMemory(with: [DecksFeature()])
        try database.writer.read { db throws in
            #expect(try ContentItem.filter(Column("kind") == "deck").fetchCount(db) >= 3)
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM deckCard WHERE deckID = ?", arguments: [SampleDecks.knots])! >= 5)
            #expect(try ContentItem.find(SampleDecks.knots, kind: "deck", in: db)?.visibility == .public)
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM cardReview") == 0, "no review under way")
        }
    }
}
