import GRDB

// Version 6: drafts are an account's own.
extension SailawayDatabase {
    /// On a server many accounts keep drafts in one database: two of them reviewing one public
    /// deck, or starting charters, must never share a draft. The table is rebuilt keyed by its
    /// owner too; the drafts an earlier release kept were its one sailor's, and stay theirs.
    static func keyDraftsByOwner(_ db: Database) throws {
        try db.create(table: "newDraft") { t in
            t.column("ownerID", .blob).notNull()
            t.column("contentID", .blob).notNull()
            t.column("kind", .text).notNull()
            t.column("payload", .jsonText).notNull()
            t.column("updatedAt", .datetime).notNull()
            t.primaryKey(["ownerID", "contentID", "kind"])
        }
        // A device without a sailor kept no drafts worth keeping: nobody could have made them.
        try db.execute(
            sql: """
                INSERT INTO newDraft (ownerID, contentID, kind, payload, updatedAt)
                SELECT user.id, draft.contentID, draft.kind, draft.payload, draft.updatedAt FROM draft JOIN user ON user.isCurrent
                """
        )
        try db.drop(table: "draft")
        try db.rename(table: "newDraft", to: "draft")
        // One account's drafts of a kind, most recent first (unfinished charters).
        try db.create(index: "draft_byOwnerKind", on: "draft", columns: ["ownerID", "kind", "updatedAt"])
    }
}
