import GRDB

// Version 7: what sync keeps on every replica — a device, or a node of the server.
extension SailawayDatabase {
    /// The tables of sync itself, none of them synced:
    ///
    /// - `syncOutbox`: each change to a synced row, captured by a trigger in the transaction that
    ///   made it (``ChangeCapture``), kept in order with an identity of its own until the server
    ///   has it; the server applies a change once, however often it is sent.
    /// - `syncControl`: whether changes are captured now — off while sync itself writes (applying
    ///   what the server sent, migrating) and on a device that never signed in.
    /// - `syncState`: what sync remembers by key — where the replica's pull stands, the columns
    ///   each capture trigger was written for, the account a device is signed in to.
    /// - `syncWanted`: items a device was asked to open that it does not have yet — a link from
    ///   an email — waiting to be fetched, also across a relaunch, or found not to exist.
    static func createSyncTables(_ db: Database) throws {
        try db.create(table: "syncOutbox") { t in
            t.autoIncrementedPrimaryKey("seq")
            t.column("changeID", .text).notNull().unique()
            t.column("tbl", .text).notNull()
            t.column("rowKey", .text).notNull()
            t.column("op", .text).notNull().check { ["upsert", "delete"].contains($0) }
            t.column("base", .text)
            t.column("fields", .text)
            t.column("capturedAt", .datetime).notNull().defaults(sql: "CURRENT_TIMESTAMP")
        }
        // The changes waiting for one row: what a pull leaves alone until they are sent.
        try db.create(index: "syncOutbox_byRow", on: "syncOutbox", columns: ["tbl", "rowKey"])
        try db.create(table: "syncControl") { t in
            t.primaryKey("id", .integer).check { $0 == 1 }
            t.column("capturing", .boolean).notNull().defaults(to: false)
        }
        try db.execute(sql: "INSERT INTO syncControl (id, capturing) VALUES (1, 0)")
        try db.create(table: "syncState") { t in
            t.primaryKey("key", .text)
            t.column("value", .text).notNull()
        }
        try db.create(table: "syncWanted") { t in
            t.primaryKey("id", .blob)
            t.column("askedAt", .datetime).notNull()
            t.column("isMissing", .boolean).notNull().defaults(to: false)
        }
    }
}
