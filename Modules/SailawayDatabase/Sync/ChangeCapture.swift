import GRDB

/// Captures every change to a synced row into the outbox, in the transaction that makes it: a
/// trigger per table and kind of change, written from the table's declaration and columns, so a
/// feature's queries stay plain GRDB and no write can forget to be sent.
///
/// Each change is one outbox row: the row's key, whether it was written or deleted, its values
/// before (none for a new row) and after. A change that moves a row to another key (a crew
/// member's new place) is its old key's delete and its new key's upsert. Nothing is captured
/// while ``SyncControl`` says so: a device that never signed in, sync applying what the server
/// sent, a migration.
enum ChangeCapture {
    /// Whether a table of `schema` has no capture triggers, or ones written for other columns.
    static func needsInstalling(_ schema: SyncSchema, in db: Database) throws -> Bool {
        try !outdated(schema, in: db).isEmpty
    }

    /// Writes the capture triggers of every table of `schema` the database has, again only for
    /// a table whose columns changed since they were written.
    static func install(_ schema: SyncSchema, in db: Database) throws {
        for (table, columns, signature) in try outdated(schema, in: db) {
            for kind in ["insert", "update", "delete"] {
                try db.execute(sql: "DROP TRIGGER IF EXISTS \(triggerName(table.name, kind))")
            }
            for statement in triggers(for: table, columns: columns) {
                try db.execute(sql: statement)
            }
            try SyncState.set(signatureKey(table), to: signature, in: db)
        }
    }

    /// The tables of `schema` the database has whose triggers are missing or were written for
    /// other columns, each with its synced columns as the database has them and the signature
    /// its triggers are remembered by.
    ///
    /// Every launch asks, so it reads in two queries, whatever the number of tables: every
    /// table's columns, then every signature written (asked table by table, it was some 75 small
    /// queries for 25 tables, 7 ms of each launch).
    private static func outdated(_ schema: SyncSchema, in db: Database) throws -> [(table: SyncedTable, columns: [String], signature: String)] {
        var columnsByTable: [String: [String]] = [:]
        let columns = try Row.fetchCursor(db, sql: """
            SELECT m.name, c.name FROM sqlite_master AS m JOIN pragma_table_info(m.name) AS c
            WHERE m.type = 'table' ORDER BY m.name, c.cid
            """)
        while let row = try columns.next() {
            columnsByTable[row[0], default: []].append(row[1])
        }
        guard columnsByTable["syncState"] != nil else { return [] }
        var written: [String: String] = [:]
        let signatures = try Row.fetchCursor(db, sql: "SELECT key, value FROM syncState WHERE key LIKE 'capture:%'")
        while let row = try signatures.next() {
            written[row[0]] = row[1]
        }
        return schema.tables.compactMap { table in
            guard let all = columnsByTable[table.name] else { return nil }
            let columns = all.filter { !table.localColumns.contains($0) }
            let signature = "\(triggersVersion);\(table.key.joined(separator: ","));\(columns.joined(separator: ","))"
            return written[signatureKey(table)] == signature ? nil : (table, columns, signature)
        }
    }

    /// The version of the triggers' text, in each table's signature: a database whose triggers
    /// an earlier release wrote has them written again as it opens. 2: values through
    /// ``valueFunction``.
    private static let triggersVersion = 2

    /// The key of `table`'s signature in ``SyncState``.
    private static func signatureKey(_ table: SyncedTable) -> String { "capture:\(table.name)" }

    /// The three triggers of `table`, over its synced `columns`.
    static func triggers(for table: SyncedTable, columns: [String]) -> [String] {
        let name = quoted(table.name), literal = stringLiteral(table.name)
        let when = "(SELECT capturing FROM syncControl)"
        func key(_ row: String) -> String { "json_array(\(table.key.map { value(row, $0) }.joined(separator: ", ")))" }
        func fields(_ row: String) -> String {
            "json_object(\(columns.map { "\(stringLiteral($0)), \(value(row, $0))" }.joined(separator: ", ")))"
        }
        let insert = "INSERT INTO syncOutbox (changeID, tbl, rowKey, op, base, fields)"
        let changeID = "lower(hex(randomblob(16)))"
        let changed = columns.map { "OLD.\(quoted($0)) IS NOT NEW.\(quoted($0))" }.joined(separator: " OR ")
        return [
            """
            CREATE TRIGGER \(triggerName(table.name, "insert")) AFTER INSERT ON \(name) WHEN \(when) BEGIN
              \(insert) VALUES (\(changeID), \(literal), \(key("NEW")), 'upsert', NULL, \(fields("NEW")));
            END
            """,
            """
            CREATE TRIGGER \(triggerName(table.name, "update")) AFTER UPDATE ON \(name) WHEN \(when) AND (\(changed)) BEGIN
              \(insert) SELECT \(changeID), \(literal), \(key("OLD")), 'delete', \(fields("OLD")), NULL WHERE \(key("OLD")) IS NOT \(key("NEW"));
              \(insert) VALUES (\(changeID), \(literal), \(key("NEW")), 'upsert',
                CASE WHEN \(key("OLD")) IS \(key("NEW")) THEN \(fields("OLD")) END, \(fields("NEW")));
            END
            """,
            """
            CREATE TRIGGER \(triggerName(table.name, "delete")) AFTER DELETE ON \(name) WHEN \(when) BEGIN
              \(insert) VALUES (\(changeID), \(literal), \(key("OLD")), 'delete', \(fields("OLD")), NULL);
            END
            """,
        ]
    }

    /// A column's value as `[typeof(x), x]`, a blob as hex: JSON holds every SQLite value so.
    private static func value(_ row: String, _ column: String) -> String {
        let x = "\(row).\(quoted(column))"
        return "json_array(typeof(\(x)), \(valueFunction.name)(\(x)))"
    }

    /// The SQL function the triggers write a value with: the value itself, a blob as its hex in
    /// capitals, as `CASE typeof(x) WHEN 'blob' THEN hex(x) ELSE x END` would. Written out, that
    /// expression names the column three times more, in every value of every trigger: the
    /// triggers were 82 KB of the schema's 95 KB, which every connection parses as it opens
    /// (docs/PERFORMANCE.md, the process row).
    ///
    /// Every connection that writes a synced table needs it, as the search index's functions;
    /// ``SailawayDatabase`` adds it with them.
    static let valueFunction = DatabaseFunction("sailaway_sync_value", argumentCount: 1, pure: true) { arguments in
        let value = arguments[0]
        if case .blob(let bytes) = value.storage { return bytes.hex.uppercased() }
        return value
    }

    private static func triggerName(_ table: String, _ kind: String) -> String {
        quoted("sync_capture_\(table)_\(kind)")
    }

    /// `name` as an SQL identifier.
    static func quoted(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// `text` as an SQL string literal, for the names a trigger's text must hold.
    private static func stringLiteral(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
    }
}

/// Whether changes to synced rows are captured now: one row, read by every capture trigger.
public enum SyncControl {
    /// Whether changes are captured.
    public static func isCapturing(_ db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT capturing FROM syncControl") ?? false
    }

    /// Starts or stops capturing, for good: a device signs in, a server starts over its data.
    public static func setCapturing(_ capturing: Bool, _ db: Database) throws {
        try db.execute(sql: "UPDATE syncControl SET capturing = ?", arguments: [capturing])
    }

    /// Runs `body` with nothing captured, within the caller's transaction: what sync itself
    /// writes (what the server sent, a migration) is no change of the device's.
    static func withoutCapture<T>(_ db: Database, _ body: () throws -> T) throws -> T {
        try capturing(false, db, body)
    }

    /// Runs `body` capturing its changes, within the caller's transaction: the copy sync keeps of
    /// a row deleted elsewhere is the replica's new content.
    static func withCapture<T>(_ db: Database, _ body: () throws -> T) throws -> T {
        try capturing(true, db, body)
    }

    private static func capturing<T>(_ capturing: Bool, _ db: Database, _ body: () throws -> T) throws -> T {
        guard try db.tableExists("syncControl") else { return try body() }
        let was = try isCapturing(db)
        if was != capturing { try setCapturing(capturing, db) }
        defer { if was != capturing { try? setCapturing(was, db) } }
        return try body()
    }
}

/// What sync remembers on a replica, by key.
public enum SyncState {
    /// The value of `key`, if set.
    public static func value(_ key: String, in db: Database) throws -> String? {
        try String.fetchOne(db, sql: "SELECT value FROM syncState WHERE key = ?", arguments: [key])
    }

    /// Sets `key`, or removes it when `value` is nil.
    public static func set(_ key: String, to value: String?, in db: Database) throws {
        if let value {
            try db.execute(
                sql: "INSERT INTO syncState (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                arguments: [key, value]
            )
        } else {
            try db.execute(sql: "DELETE FROM syncState WHERE key = ?", arguments: [key])
        }
    }
}
