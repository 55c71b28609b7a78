import ContentCore
import FeatureRegistry
import Foundation
import GRDB
import SailawayDatabase

extension DeckStore {
    // MARK: - Reading

    /// The review state of deck `id` for the viewer, if they may see the deck.
    func review(_ id: UUID) async throws -> DeckReview? {
        let user = try viewer.account()
        return try await database.writer.read { db in try review(id, for: user, in: db) }
    }

    /// The review state of deck `id` for `user`, read within a transaction of the caller's.
    func review(_ id: UUID, for user: UUID, in db: Database) throws -> DeckReview? {
        guard let content = try ContentItem.visible(id, kind: .deck, to: user, in: db) else { return nil }
        let deck = try Self.deck(content, in: db)
        return DeckReview(
            deck: deck, userID: user,
            schedule: try Self.schedule(of: deck, for: user, at: now(), in: db),
            session: try Self.session(of: deck, for: user, in: db)
        )
    }

    /// Where each card of `deck` stands for `user` at `date`.
    static func schedule(of deck: Deck, for user: UUID, at date: Date, in db: Database) throws -> DeckSchedule {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT cardReview.cardID, cardReview.box, cardReview.dueAt FROM cardReview
                JOIN deckCard ON deckCard.id = cardReview.cardID
                WHERE cardReview.userID = ? AND deckCard.deckID = ?
                """,
            arguments: [user, deck.id]
        )
        let placements = Dictionary(uniqueKeysWithValues: rows.map { row in
            (row["cardID"] as UUID, LeitnerSchedule.Placement(box: row["box"], dueAt: row["dueAt"]))
        })
        return DeckSchedule(cards: deck.cards, placements: placements, now: date)
    }

    /// The kept session of `deck` for `user`, without the cards removed since it began.
    private static func session(of deck: Deck, for user: UUID, in db: Database) throws -> ReviewSession? {
        guard var session = try Draft.load(ReviewSession.self, id: deck.id, kind: ReviewSession.draftKind, owner: user, in: db),
            session.userID == user, session.deckID == deck.id
        else { return nil }
        session.keepOnly(Set(deck.cards.map(\.id)))
        return session
    }

    // MARK: - Steps

    /// Starts a session over the due cards of `id`, or over all of them; returns it.
    func startSession(_ id: UUID, allCards: Bool) async throws -> ReviewSession {
        let date = now()
        let user = try viewer.account()
        return try await database.writer.write { db in
            guard let content = try ContentItem.visible(id, kind: .deck, to: user, in: db) else { throw Self.gone }
            let deck = try Self.deck(content, in: db)
            let queue = allCards ? deck.cards.map(\.id) : try Self.schedule(of: deck, for: user, at: date, in: db).due
            guard !queue.isEmpty else { throw EditError("There are no cards to review right now.") }
            let session = ReviewSession(deckID: id, userID: user, queue: queue)
            try Self.keep(session, at: date, in: db)
            return session
        }
    }

    /// Shows the back of the card on screen: the kept session's, else that of `shown`, the
    /// session the screen proposed, which this keeps.
    func reveal(_ shown: ReviewSession) async throws {
        _ = try await step(shown) { session, _, _ in try session.reveal() }
    }

    /// Grades the card on screen, moves it to its new box and the session to the next card,
    /// in one transaction; returns the session.
    @discardableResult
    func grade(_ shown: ReviewSession, _ grade: LeitnerSchedule.Grade) async throws -> ReviewSession {
        try await step(shown) { session, db, date in
            let card = try session.grade(grade)
            let box = try Int.fetchOne(db, sql: "SELECT box FROM cardReview WHERE userID = ? AND cardID = ?", arguments: [session.userID, card])
            let placement = LeitnerSchedule.place(from: box, grade: grade, at: date)
            try db.execute(
                sql: """
                    INSERT INTO cardReview (userID, cardID, box, dueAt, reviewedAt) VALUES (?, ?, ?, ?, ?)
                    ON CONFLICT (userID, cardID) DO UPDATE SET box = excluded.box, dueAt = excluded.dueAt, reviewedAt = excluded.reviewedAt
                    """,
                arguments: [session.userID, card, placement.box, placement.dueAt, date]
            )
        }
    }

    /// Forgets the session of deck `id`, finished or not.
    func endSession(_ id: UUID) async throws {
        let user = try viewer.account()
        try await database.writer.write { db in
            try Draft.discard(id: id, kind: ReviewSession.draftKind, owner: user, in: db)
        }
    }

    /// Forgets the session of deck `id` if it is finished, so the next review starts afresh;
    /// one left halfway is resumed instead.
    func closeFinishedSession(_ id: UUID) async throws {
        guard let review = try await review(id), review.session?.isFinished == true else { return }
        try await endSession(id)
    }

    // MARK: - Rows

    /// Applies `change` to the kept session — or to `shown` when none is kept — provided both
    /// are at the same card, and keeps the result, all in one transaction.
    private func step(
        _ shown: ReviewSession, _ change: @escaping @Sendable (inout ReviewSession, Database, Date) throws -> Void
    ) async throws -> ReviewSession {
        let date = now()
        let user = try viewer.account()
        return try await database.writer.write { db in
            guard let content = try ContentItem.visible(shown.deckID, kind: .deck, to: user, in: db) else { throw Self.gone }
            var session = try Self.session(of: try Self.deck(content, in: db), for: user, in: db) ?? shown
            guard session.userID == user, session.currentCard == shown.currentCard, session.index == shown.index else {
                throw EditError("This review has moved on since the screen was shown; look at the current card and try again.")
            }
            try change(&session, db, date)
            try Self.keep(session, at: date, in: db)
            return session
        }
    }

    private static func keep(_ session: ReviewSession, at date: Date, in db: Database) throws {
        try Draft.keep(session, id: session.deckID, kind: ReviewSession.draftKind, owner: session.userID, at: date, in: db)
    }

    private static var gone: EditError { EditError("This deck was deleted or you don't have access.") }
}
