import GRDB

// Version 1: people and content, with what every kind of content has: ratings, reports, drafts.
extension SailawayDatabase {
    static func createPeopleAndContent(_ db: Database) throws {
        try db.create(table: "user") { t in
            t.primaryKey("id", .blob)
            t.column("name", .text).notNull()
            t.column("bio", .text).notNull().defaults(to: "")
            t.column("isCurrent", .boolean).notNull().defaults(to: false)
            t.column("joinedAt", .datetime).notNull()
        }
        // At most one person uses the app.
        try db.create(index: "user_current", on: "user", columns: ["isCurrent"], options: .unique, condition: Column("isCurrent") == true)

        // Every kind of content shares this table; the integer key is what search indexes
        // (an explicit INTEGER PRIMARY KEY never changes, even on VACUUM).
        try db.create(table: "content") { t in
            t.autoIncrementedPrimaryKey("rowID")
            t.column("id", .blob).notNull().unique()
            t.column("kind", .text).notNull()
            t.column("title", .text).notNull()
            t.column("body", .text).notNull().defaults(to: "")
            t.column("authorID", .blob).notNull().references("user", column: "id", onDelete: .cascade)
            t.column("visibility", .text).notNull().defaults(to: Visibility.private.rawValue)
                .check { [Visibility.private.rawValue, Visibility.unlisted.rawValue, Visibility.public.rawValue].contains($0) }
            t.column("forkedFromID", .blob).references("content", column: "id", onDelete: .setNull)
            t.column("createdAt", .datetime).notNull()
            t.column("updatedAt", .datetime).notNull()
        }
        // Library and profiles: one author's content of a kind, recent first.
        try db.create(index: "content_byAuthor", on: "content", columns: ["authorID", "kind", "updatedAt"])
        // Discover: public content of a kind, recent first.
        try db.create(index: "content_byVisibility", on: "content", columns: ["visibility", "kind", "updatedAt"])
        try db.create(index: "content_byOrigin", on: "content", columns: ["forkedFromID"])

        try db.create(table: "rating") { t in
            t.column("contentID", .blob).notNull().references("content", column: "id", onDelete: .cascade)
            t.column("userID", .blob).notNull().references("user", column: "id", onDelete: .cascade)
            t.column("stars", .integer).notNull().check { $0 >= 1 && $0 <= 5 }
            t.column("ratedAt", .datetime).notNull()
            t.primaryKey(["contentID", "userID"])
        }
        try db.create(table: "report") { t in
            t.primaryKey("id", .blob)
            t.column("contentID", .blob).notNull().indexed().references("content", column: "id", onDelete: .cascade)
            t.column("reporterID", .blob).notNull().references("user", column: "id", onDelete: .cascade)
            t.column("reason", .text).notNull()
            t.column("reportedAt", .datetime).notNull()
        }
        // Unsaved edits, one per item being edited, so they outlive tab switches and relaunches.
        try db.create(table: "draft") { t in
            t.primaryKey("contentID", .blob)
            t.column("kind", .text).notNull()
            t.column("payload", .jsonText).notNull()
            t.column("updatedAt", .datetime).notNull()
        }
    }
}
