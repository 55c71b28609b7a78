import GRDB

// Version 2: full-text search over content.
extension SailawayDatabase {
    static func createContentSearch(_ db: Database) throws {
        // Kept in step with `content` by triggers; filled from existing rows on creation, so a
        // database an older version wrote is searchable at once.
        try db.create(virtualTable: "contentSearch", using: FTS5()) { t in
            t.synchronize(withTable: "content")
            t.tokenizer = .porter(wrapping: .unicode61())
            t.column("title")
            t.column("body")
        }
    }
}
