import GRDB

// Version 1: people, content, checklists, charters and their runs.
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

    static func createChecklists(_ db: Database) throws {
        try db.create(table: "checklistSection") { t in
            t.primaryKey("id", .blob)
            t.column("checklistID", .blob).notNull().references("content", column: "id", onDelete: .cascade)
            t.column("position", .integer).notNull()
            t.column("title", .text).notNull()
        }
        try db.create(index: "checklistSection_byChecklist", on: "checklistSection", columns: ["checklistID", "position"])
        try db.create(table: "checklistItem") { t in
            t.primaryKey("id", .blob)
            t.column("sectionID", .blob).notNull().references("checklistSection", column: "id", onDelete: .cascade)
            t.column("position", .integer).notNull()
            t.column("text", .text).notNull()
        }
        try db.create(index: "checklistItem_bySection", on: "checklistItem", columns: ["sectionID", "position"])
    }

    static func createCharters(_ db: Database) throws {
        try db.create(table: "charter") { t in
            t.primaryKey("id", .blob)
            t.column("ownerID", .blob).notNull().references("user", column: "id", onDelete: .cascade)
            t.column("name", .text).notNull()
            t.column("boat", .text).notNull()
            // Calendar days, "2027-06-12": a charter runs from one day to another wherever it is.
            t.column("startDay", .text).notNull()
            t.column("endDay", .text).notNull()
            t.column("archivedAt", .datetime)
            t.column("createdAt", .datetime).notNull()
            t.column("updatedAt", .datetime).notNull()
            t.check(sql: "endDay >= startDay")
        }
        // The list: active or archived, most recent start first.
        try db.create(index: "charter_byOwner", on: "charter", columns: ["ownerID", "archivedAt", "startDay"])
        try db.create(table: "charterCrew") { t in
            t.column("charterID", .blob).notNull().references("charter", column: "id", onDelete: .cascade)
            t.column("position", .integer).notNull()
            t.column("name", .text).notNull()
            t.primaryKey(["charterID", "position"])
        }
        // The checklists a charter runs, one per role (check-in, daily, post-charter).
        try db.create(table: "charterChecklist") { t in
            t.column("charterID", .blob).notNull().references("charter", column: "id", onDelete: .cascade)
            t.column("role", .text).notNull()
            t.column("checklistID", .blob).notNull().indexed().references("content", column: "id", onDelete: .cascade)
            t.primaryKey(["charterID", "role"])
        }
        // A checklist's run within a charter: one row per item touched, kept per charter.
        try db.create(table: "checklistRunItem") { t in
            t.column("charterID", .blob).notNull().references("charter", column: "id", onDelete: .cascade)
            t.column("itemID", .blob).notNull().indexed().references("checklistItem", column: "id", onDelete: .cascade)
            t.column("isChecked", .boolean).notNull().defaults(to: false)
            t.column("note", .text).notNull().defaults(to: "")
            t.column("updatedAt", .datetime).notNull()
            t.primaryKey(["charterID", "itemID"])
        }
        // Progress of each checklist in each charter, for screens that show "3 of 12" without
        // knowing how checklists are stored.
        try db.execute(sql: """
            CREATE VIEW checklistRunProgress AS
            SELECT charterChecklist.charterID AS charterID,
                   charterChecklist.role AS role,
                   charterChecklist.checklistID AS checklistID,
                   COUNT(checklistItem.id) AS itemCount,
                   COUNT(CASE WHEN checklistRunItem.isChecked THEN 1 END) AS checkedCount
            FROM charterChecklist
            LEFT JOIN checklistSection ON checklistSection.checklistID = charterChecklist.checklistID
            LEFT JOIN checklistItem ON checklistItem.sectionID = checklistSection.id
            LEFT JOIN checklistRunItem ON checklistRunItem.charterID = charterChecklist.charterID
                                      AND checklistRunItem.itemID = checklistItem.id
            GROUP BY charterChecklist.charterID, charterChecklist.role
            """)
    }
}
