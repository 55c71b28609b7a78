import GRDB

// Version 3: drafts keyed by item and kind.
extension SailawayDatabase {
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
