import ContentCore
import Foundation
import GRDB
import SailawayDatabase

/// What Decks keeps in the database: a deck's cards (its row in the shared `content` table
/// holds its title), and each person's Leitner box for each card they reviewed.
enum DecksData {
    /// The declaration, contributed to ``DatabaseSchema``.
    static let declaration = FeatureData(
        migrations: [FeatureMigration("cards and reviews", replaces: ["v3 decks"], migrate: createDecks)],
        synced: [
            SyncedTable("deckCard", key: ["id"], parent: .init("content", via: "deckID"), merging: ["front": .latestTellingLoser, "back": .latestTellingLoser]),
            // Each sailor's schedule is their own.
            SyncedTable("cardReview", key: ["userID", "cardID"], owner: .column("userID"), readers: .owner, parent: .init("deckCard", via: "cardID")),
        ],
        sampleContent: FeatureMigration("sample decks", replaces: ["v3 sample decks, guides and follows"], migrate: DeckSamples.insert),
        export: ExportPart("decks", value: export)
    )

    // MARK: - Schema

    @Sendable
    static func createDecks(_ db: Database) throws {
        try db.create(table: "deckCard") { t in
            t.primaryKey("id", .blob)
            t.column("deckID", .blob).notNull().references("content", column: "id", onDelete: .cascade)
            t.column("position", .integer).notNull()
            t.column("front", .text).notNull()
            t.column("back", .text).notNull()
        }
        try db.create(index: "deckCard_byDeck", on: "deckCard", columns: ["deckID", "position"])
        // Each person's Leitner box for each card they have reviewed: box 1 comes back soonest.
        try db.create(table: "cardReview") { t in
            t.column("userID", .blob).notNull().references("user", column: "id", onDelete: .cascade)
            t.column("cardID", .blob).notNull().references("deckCard", column: "id", onDelete: .cascade)
            t.column("box", .integer).notNull().defaults(to: 1).check { $0 >= 1 && $0 <= 5 }
            t.column("dueAt", .datetime).notNull()
            t.column("reviewedAt", .datetime).notNull()
            t.primaryKey(["userID", "cardID"])
        }
        try db.create(index: "cardReview_byCard", on: "cardReview", columns: ["cardID"])
    }

    // MARK: - The user's data

    /// The cards of the user's decks, and the user's review schedule.
    @Sendable
    static func export(_ db: Database, user: UUID) throws -> ExportValue {
        .object([
            "cards": .rows(try ContentItem.parts(in: "deckCard", by: "deckID", kind: .deck, author: user, in: db)),
            "reviews": try .rows(db, "SELECT * FROM cardReview WHERE userID = ? ORDER BY reviewedAt", [user]),
        ])
    }
}
