import GRDB

// Version 5: the app's preferences and facts about the install, as text by key.
extension SailawayDatabase {
    /// One row per preference (`navigation.reselect`) or fact about the install
    /// (`installation.new`); features declare their keys, this module names none of theirs.
    static func createPreferences(_ db: Database) throws {
        try db.create(table: "preference") { table in
            table.primaryKey("key", .text)
            table.column("value", .text).notNull()
        }
    }
}
