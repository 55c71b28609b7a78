import Foundation
import GRDB

/// The changes a replica made that the server does not have yet, oldest first, as the capture
/// triggers wrote them (``ChangeCapture``).
///
/// A change stays until the server says it has it; sending it again is harmless, since the
/// server applies each change once, by its identity. Nothing here waits on the network: the
/// changes are read, sent elsewhere, and removed once acknowledged.
public enum Outbox {
    /// The oldest `limit` changes waiting, as the server reads them.
    public static func waiting(limit: Int, schema: SyncSchema, in db: Database) throws -> [RowChange] {
        var defaults = Defaults()
        return try Row.fetchAll(
            db, sql: "SELECT changeID, tbl, rowKey, op, base, fields FROM syncOutbox ORDER BY seq LIMIT ?", arguments: [limit]
        ).compactMap { row in try change(row, schema: schema).map { try defaults.marking($0, in: db) } }
    }

    /// The declared defaults of each table's columns, read once: a new row's columns that hold
    /// theirs are not what its replica set.
    struct Defaults {
        private var byTable: [String: SyncFields] = [:]

        /// `change` with the columns of its new row that hold their default marked as such.
        mutating func marking(_ change: RowChange, in db: Database) throws -> RowChange {
            guard change.operation == .upsert, change.base == nil, let fields = change.fields else { return change }
            if byTable[change.table] == nil {
                var defaults = SyncFields()
                for column in try db.columns(in: change.table) {
                    // A constant only: a time or a random value is no default two replicas share.
                    guard let value = column.defaultValueSQL.flatMap(Self.constant) else { continue }
                    defaults[column.name] = value
                }
                byTable[change.table] = defaults
            }
            let defaults = byTable[change.table] ?? [:]
            let defaulted = Set(fields.compactMap { column, value in defaults[column] == value ? column : nil })
            var marked = change
            marked.defaulted = defaulted.isEmpty ? nil : defaulted
            return marked
        }

        /// The value of a column's default as the schema writes it, when it is a constant — a
        /// number, a quoted text, NULL, TRUE or FALSE, perhaps in parentheses —; nil for an
        /// expression. Read here, not evaluated by SQLite: the schema's text never becomes a
        /// statement.
        static func constant(_ sql: String) -> SyncValue? {
            var text = sql.trimmingCharacters(in: .whitespaces)
            while text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces) }
            switch text.uppercased() {
            case "NULL": return .null
            case "TRUE": return .integer(1)
            case "FALSE": return .integer(0)
            default: break
            }
            if let integer = Int64(text) { return .integer(integer) }
            if let real = Double(text), text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) { return .real(real) }
            guard text.count >= 2, text.hasPrefix("'"), text.hasSuffix("'") else { return nil }
            let inner = text.dropFirst().dropLast()
            // A quote inside is written twice; one alone means this is no single literal.
            guard !inner.replacingOccurrences(of: "''", with: "").contains("'") else { return nil }
            return .text(inner.replacingOccurrences(of: "''", with: "'"))
        }
    }

    /// How many changes wait.
    public static func count(in db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM syncOutbox") ?? 0
    }

    /// When the oldest change waiting was made, if one waits.
    public static func oldest(in db: Database) throws -> Date? {
        try Date.fetchOne(db, sql: "SELECT MIN(capturedAt) FROM syncOutbox")
    }

    /// Changes waiting for one item.
    public struct WaitingItem: Hashable, Sendable {
        /// The item's table: the root of the changed rows' lineage (`checklist` for an item of
        /// one of its sections).
        public var table: String
        /// Its title or name, when it has one and is still here.
        public var name: String?
        /// How many changes wait for it and its parts, as a person counts them: an item made
        /// while they wait is one change, however many rows it took.
        public var count: Int
        /// Whether the item itself was made while its changes wait: the server has none of it.
        public var isNew: Bool
        /// How many rows' changes wait for it: what is sent.
        public var rowChanges: Int
    }

    /// The changes waiting, by the item each changes — its row's root, a checklist for a change
    /// to one of its items — in the order they were first made: what Sync Status lists, in the
    /// words a person knows (the checklist's title, not a table's name).
    public static func waitingByItem(schema: SyncSchema, in db: Database) throws -> [WaitingItem] {
        var items: [WaitingItem] = []
        var index: [RowAddress: Int] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT changeID, tbl, rowKey, op, base, fields FROM syncOutbox ORDER BY seq") {
            guard let change = try change(row, schema: schema), let table = schema.table(change.table) else { continue }
            let root = try Replica.root(of: table, row: change.fields ?? change.base ?? change.key, schema: schema, in: db)
            let address = RowAddress(table: root.table.name, key: root.table.keyText(root.key))
            let makesRoot = change.table == root.table.name && change.operation == .upsert && change.base == nil
            if let at = index[address] {
                items[at].rowChanges += 1
                items[at].isNew = items[at].isNew || makesRoot
                items[at].count = items[at].isNew ? 1 : items[at].rowChanges
            } else {
                index[address] = items.count
                let name = try Replica.row(root.table, key: root.key, in: db).flatMap { $0["title"]?.text ?? $0["name"]?.text }
                items.append(WaitingItem(table: root.table.name, name: name, count: 1, isNew: makesRoot, rowChanges: 1))
            }
        }
        return items
    }

    /// Queues `rows` as new to the server, each whole: what a device made before it first signed
    /// in, taken up by its account.
    public static func queueAsNew(_ rows: [(table: SyncedTable, row: SyncFields)], in db: Database) throws {
        for (table, row) in rows {
            let key = try JSONSerialization.data(withJSONObject: table.key.map { (row[$0] ?? .null).captured })
            let fields = try JSONSerialization.data(withJSONObject: Dictionary(uniqueKeysWithValues: row.map { ($0.key, $0.value.captured) }))
            try db.execute(
                sql: "INSERT INTO syncOutbox (changeID, tbl, rowKey, op, base, fields) VALUES (lower(hex(randomblob(16))), ?, ?, 'upsert', NULL, ?)",
                arguments: [table.name, String(decoding: key, as: UTF8.self), String(decoding: fields, as: UTF8.self)]
            )
        }
    }

    /// Forgets the changes the server has, by identity.
    public static func remove(_ ids: some Collection<String>, in db: Database) throws {
        guard !ids.isEmpty else { return }
        try db.execute(literal: "DELETE FROM syncOutbox WHERE changeID IN \(Array(ids))")
    }

    /// Forgets every change waiting for the rows at `rows`: a row deleted elsewhere whose changes
    /// were kept in a copy.
    static func forget(rows: Set<RowAddress>, schema: SyncSchema, in db: Database) throws {
        var forgotten: [String] = []
        for row in try Row.fetchAll(db, sql: "SELECT changeID, tbl, rowKey, op, base, fields FROM syncOutbox") {
            guard let change = try change(row, schema: schema), let table = schema.table(change.table) else { continue }
            if rows.contains(RowAddress(table: table.name, key: table.keyText(change.key))) { forgotten.append(change.id) }
        }
        try remove(forgotten, in: db)
    }

    /// The columns of each row that changes waiting set, by table and key text: what a pull
    /// leaves as the replica has them until they are sent. A row waiting to be deleted is in
    /// `deleted`.
    static func waitingColumns(schema: SyncSchema, in db: Database) throws -> (columns: [String: [String: Set<String>]], deleted: [String: Set<String>]) {
        var columns: [String: [String: Set<String>]] = [:]
        var deleted: [String: Set<String>] = [:]
        var defaults = Defaults()
        for row in try Row.fetchAll(db, sql: "SELECT changeID, tbl, rowKey, op, base, fields FROM syncOutbox ORDER BY seq") {
            guard let change = try change(row, schema: schema).map({ try defaults.marking($0, in: db) }), let table = schema.table(change.table) else { continue }
            let key = table.keyText(change.key)
            switch change.operation {
            case .upsert:
                deleted[change.table]?.remove(key)
                columns[change.table, default: [:]][key, default: []].formUnion(change.changedColumns)
            case .delete:
                deleted[change.table, default: []].insert(key)
            }
        }
        return (columns, deleted)
    }

    /// The change an outbox row holds; nil for a table this build does not sync.
    private static func change(_ row: Row, schema: SyncSchema) throws -> RowChange? {
        guard let table = schema.table(row["tbl"]) else { return nil }
        let keyValues = try captured(array: row["rowKey"])
        guard keyValues.count == table.key.count else { throw SyncFormatError("a captured key of \(table.name) has \(keyValues.count) values") }
        return RowChange(
            id: row["changeID"], table: table.name, key: SyncFields(uniqueKeysWithValues: zip(table.key, keyValues)),
            operation: RowOperation(rawValue: row["op"]) ?? .upsert,
            base: try (row["base"] as String?).map(captured(object:)), fields: try (row["fields"] as String?).map(captured(object:))
        )
    }

    private static func captured(array text: String) throws -> [SyncValue] {
        guard let pairs = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[Any]] else {
            throw SyncFormatError("a captured key is not a list of values")
        }
        return try pairs.map { pair throws(SyncFormatError) in try SyncValue(captured: pair) }
    }

    private static func captured(object text: String) throws -> SyncFields {
        guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: [Any]] else {
            throw SyncFormatError("a captured row is not an object of values")
        }
        var fields = SyncFields()
        for (column, pair) in object {
            fields[column] = try SyncValue(captured: pair)
        }
        return fields
    }
}
