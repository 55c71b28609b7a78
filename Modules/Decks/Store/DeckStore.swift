import ContentCore
import FeatureRegistry
import Foundation
import GRDB
import SailawayDatabase

/// Decks in the database: reading them, saving drafts into them, forking them, and each
/// person's reviews of their cards.
///
/// Every method that changes something is one transaction, committed before it returns, and is
/// the viewer's own doing: the public changes nothing.
struct DeckStore: Sendable {
    let database: SailawayDatabase
    /// Who reads and writes: what they may see is decided in each query.
    let viewer: Viewer
    let now: @Sendable () -> Date
    let makeID: @Sendable () -> UUID

    /// The editor's drafts of decks.
    var drafts: ContentDrafts<DeckDraft> {
        ContentDrafts(kind: .deck, database: database, viewer: viewer, now: now) { content, db in try Self.deck(content, in: db) }
    }

    // MARK: - Reading

    /// The deck `id` if the viewer may see it.
    func deck(_ id: UUID) async throws -> Deck? {
        let viewer = viewer.accountID
        return try await database.writer.read { db in
            guard let content = try ContentItem.visible(id, kind: .deck, to: viewer, in: db) else { return nil }
            return try Self.deck(content, in: db)
        }
    }

    /// The deck of `content`, with its cards in order.
    static func deck(_ content: ContentItem, in db: Database) throws -> Deck {
        let cards = try Row.fetchAll(
            db, sql: "SELECT id, front, back FROM deckCard WHERE deckID = ? ORDER BY position, id", arguments: [content.id]
        ).map { Deck.Card(id: $0["id"], front: $0["front"], back: $0["back"]) }
        return Deck(content: content, cards: cards)
    }

    // MARK: - Saving

    /// Saves `draft` as its deck — creating it, or replacing its title and cards — and forgets
    /// the draft, all in one transaction. Cards keep their identity, so reviews keep their
    /// schedule across edits.
    func save(_ draft: DeckDraft) async throws -> ContentItem {
        let cards = try draft.readyToSave()
        let title = try DeckRules.title.check(draft.title)
        return try await drafts.save(draft, title: title, body: Deck.body(of: cards)) { db in
            try Self.replaceCards(of: draft.id, with: cards, in: db)
        }
    }

    /// Makes the saved cards exactly `cards`: removed ones are deleted (with their reviews),
    /// kept ones updated in place, new ones inserted.
    private static func replaceCards(of deckID: UUID, with cards: [Deck.Card], in db: Database) throws {
        try Table("deckCard")
            .filter(Column("deckID") == deckID && !cards.map(\.id).contains(Column("id")))
            .deleteAll(db)
        for (position, card) in cards.enumerated() {
            try db.execute(
                sql: """
                    INSERT INTO deckCard (id, deckID, position, front, back) VALUES (?, ?, ?, ?, ?)
                    ON CONFLICT (id) DO UPDATE SET position = excluded.position, front = excluded.front, back = excluded.back
                    WHERE deckCard.deckID = excluded.deckID
                    """,
                arguments: [card.id, deckID, position, card.front, card.back]
            )
        }
    }

    // MARK: - Forking

    /// Copies deck `id` into the viewer's library as a private deck with new cards, so the copy
    /// starts its own review schedule; returns the copy.
    func fork(_ id: UUID) async throws -> ContentItem? {
        let makeID = makeID
        return try await ContentItem.fork(id, kind: .deck, by: try viewer.account(), at: now(), makeID: makeID, in: database) { original, fork, db in
            let cards = try Self.deck(original, in: db).cards.map { Deck.Card(id: makeID(), front: $0.front, back: $0.back) }
            try Self.replaceCards(of: fork.id, with: cards, in: db)
        }
    }
}
