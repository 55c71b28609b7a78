import GRDB

// Version 3: flashcard decks and their review schedule, practice guides, and who follows whom.
extension SailawayDatabase {
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

    static func createGuides(_ db: Database) throws {
        try db.create(table: "guideSection") { t in
            t.primaryKey("id", .blob)
            t.column("guideID", .blob).notNull().references("content", column: "id", onDelete: .cascade)
            t.column("position", .integer).notNull()
            t.column("title", .text).notNull()
            t.column("body", .text).notNull()
        }
        try db.create(index: "guideSection_byGuide", on: "guideSection", columns: ["guideID", "position"])
    }

    static func createFollows(_ db: Database) throws {
        try db.create(table: "follow") { t in
            t.column("followerID", .blob).notNull().references("user", column: "id", onDelete: .cascade)
            t.column("followedID", .blob).notNull().references("user", column: "id", onDelete: .cascade)
            t.column("followedAt", .datetime).notNull()
            t.primaryKey(["followerID", "followedID"])
            t.check(sql: "followerID <> followedID")
        }
        // Followers of one person, most recent first.
        try db.create(index: "follow_byFollowed", on: "follow", columns: ["followedID", "followedAt"])
    }

    /// One item can have unsaved work of several kinds at once — a deck's edits and its review
    /// session —, so a draft is keyed by item and kind. SQLite cannot change a primary key in
    /// place: the table is rebuilt, keeping every draft.
    static func keyDraftsByKind(_ db: Database) throws {
        try db.create(table: "newDraft") { t in
            t.column("contentID", .blob).notNull()
            t.column("kind", .text).notNull()
            t.column("payload", .jsonText).notNull()
            t.column("updatedAt", .datetime).notNull()
            t.primaryKey(["contentID", "kind"])
        }
        try db.execute(sql: "INSERT INTO newDraft (contentID, kind, payload, updatedAt) SELECT contentID, kind, payload, updatedAt FROM draft")
        try db.drop(table: "draft")
        try db.rename(table: "newDraft", to: "draft")
        // New charters' forms are listed by kind, most recent first.
        try db.create(index: "draft_byKind", on: "draft", columns: ["kind", "updatedAt"])
    }
}
