import Foundation
import GRDB

/// A replica — a device's database, or a server node's — brought in step with the server's
/// order: each change applied as it was logged, the same way everywhere, so every replica
/// converges on the server's rows.
///
/// What this replica changed and has not sent yet stays as it is here: its changes will come
/// after, in the server's order, and win or merge there; applying the server's older value in
/// between would only make the screen flicker. A row deleted elsewhere while this replica has
/// changes to it waiting is kept as a copy (``KeptCopy``), so nothing typed is lost.
public enum Replica {
    /// What applying changes did.
    public struct Outcome: Sendable, Hashable {
        /// How many changes were applied (left alone ones included).
        public var applied = 0
        /// The rows deleted elsewhere whose waiting changes were kept as copies.
        public var keptCopies: [KeptCopy] = []
    }

    /// A root row — an item with its parts — deleted elsewhere while this replica had changes to
    /// it waiting: copied, with its parts, under new identities, before it went.
    public struct KeptCopy: Sendable, Hashable {
        /// The table of the root.
        public var table: String
        /// The key of the row deleted.
        public var original: SyncFields
        /// The key of its copy.
        public var copy: SyncFields

        /// The copy of `table`'s row at `original`, at `copy`.
        public init(table: String, original: SyncFields, copy: SyncFields) {
            self.table = table
            self.original = original
            self.copy = copy
        }
    }

    /// Applies `changes`, in order, within the caller's transaction, capturing nothing.
    ///
    /// The transaction must run with foreign keys off (``SailawayDatabase/applyingChanges(_:)``
    /// does both): the server sends a row whose references this replica may not hold (a rating
    /// by someone it never met), and a delete here removes the row's descendants itself.
    ///
    /// - Parameter makeID: New identities, for the copies kept.
    public static func apply(_ changes: [LoggedChange], schema: SyncSchema, makeID: () -> UUID, in db: Database) throws -> Outcome {
        try SyncControl.withoutCapture(db) {
            var outcome = Outcome()
            var waiting = try Outbox.waitingColumns(schema: schema, in: db)
            var columnsByTable: [String: Set<String>] = [:]
            for change in changes {
                defer { outcome.applied += 1 }
                guard let table = schema.table(change.table), try db.tableExists(table.name) else { continue }
                let keyText = table.keyText(change.key)
                if waiting.deleted[table.name]?.contains(keyText) == true { continue }
                switch change.operation {
                case .delete:
                    if let copy = try keepCopyIfWaiting(table, key: change.key, schema: schema, waiting: &waiting, makeID: makeID, in: db) {
                        outcome.keptCopies.append(copy)
                    }
                    try delete(table, key: change.key, schema: schema, in: db)
                case .upsert:
                    guard let row = change.row else { continue }
                    if columnsByTable[table.name] == nil {
                        columnsByTable[table.name] = Set(try db.columns(in: table.name).map(\.name))
                    }
                    let known = row.filter { columnsByTable[table.name]?.contains($0.key) == true && !table.localColumns.contains($0.key) }
                    try upsert(table, row: known, keeping: waiting.columns[table.name]?[keyText] ?? [], in: db)
                }
            }
            return outcome
        }
    }

    // MARK: - Rows
    //
    // Every statement here is kept compiled by the connection (GRDB's statement cache), its
    // values bound as arguments: a row's SQL differs only by its table and columns. Compiled
    // anew, a write of `content` compiled the search indexes' triggers with it each time, with
    // GRDB's authorizer called for every column they read — a fifth of the server's time
    // taking pushes (docs/PERFORMANCE.md, "Sync at scale").

    /// Writes `row`: inserted whole when it is new here, else every column but the key and those
    /// in `keeping`.
    static func upsert(_ table: SyncedTable, row: SyncFields, keeping: Set<String>, in db: Database) throws {
        let key = table.key(of: row)
        guard key.count == table.key.count else { throw SyncFormatError("a row of \(table.name) came without its key") }
        if try exists(table, key: key, in: db) {
            let changes = row.filter { !table.key.contains($0.key) && !keeping.contains($0.key) }.sorted { $0.key < $1.key }
            guard !changes.isEmpty else { return }
            let assignments = changes.map { column, value in SQL("\(identifier: column) = \(value.databaseValue)") }.joined(separator: ", ")
            try db.cachedStatement(literal: "UPDATE \(identifier: table.name) SET \(assignments) WHERE \(condition(key))").execute()
        } else {
            let columns = row.sorted { $0.key < $1.key }
            let names = columns.map { SQL("\(identifier: $0.key)") }.joined(separator: ", ")
            let values = columns.map { SQL("\($0.value.databaseValue)") }.joined(separator: ", ")
            try db.cachedStatement(literal: "INSERT INTO \(identifier: table.name) (\(names)) VALUES (\(values))").execute()
        }
    }

    /// Deletes the row at `key` and, table by table, every row that belongs to it.
    static func delete(_ table: SyncedTable, key: SyncFields, schema: SyncSchema, in db: Database) throws {
        if table.key.count == 1, let id = key[table.key[0]] {
            for child in schema.children(of: table.name) where try db.tableExists(child.name) {
                guard let parent = child.parent else { continue }
                for childKey in try keys(of: child, where: parent.column, is: id, in: db) {
                    try delete(child, key: childKey, schema: schema, in: db)
                }
            }
        }
        try db.cachedStatement(literal: "DELETE FROM \(identifier: table.name) WHERE \(condition(key))").execute()
    }

    /// The whole row at `key`, its synced columns, if it is here.
    public static func row(_ table: SyncedTable, key: SyncFields, in db: Database) throws -> SyncFields? {
        try Row.fetchOne(db, SQLRequest<Row>(literal: "SELECT * FROM \(identifier: table.name) WHERE \(condition(key))", cached: true)).map { row in
            fields(of: row, in: table)
        }
    }

    /// The synced columns of a row read from `table`.
    static func fields(of row: Row, in table: SyncedTable) -> SyncFields {
        var fields = SyncFields()
        for (column, value) in row where !table.localColumns.contains(column) {
            fields[column] = SyncValue(value)
        }
        return fields
    }

    private static func exists(_ table: SyncedTable, key: SyncFields, in db: Database) throws -> Bool {
        try Bool.fetchOne(db, SQLRequest<Bool>(literal: "SELECT EXISTS (SELECT 1 FROM \(identifier: table.name) WHERE \(condition(key)))", cached: true)) ?? false
    }

    /// The keys of the rows of `table` whose `column` holds `value`.
    static func keys(of table: SyncedTable, where column: String, is value: SyncValue, in db: Database) throws -> [SyncFields] {
        let columns = table.key.map { SQL("\(identifier: $0)") }.joined(separator: ", ")
        return try Row.fetchAll(
            db, SQLRequest<Row>(literal: "SELECT \(columns) FROM \(identifier: table.name) WHERE \(identifier: column) = \(value.databaseValue)", cached: true)
        ).map { row in fields(of: row, in: table) }
    }

    /// `column = value AND …` for every column of `key`.
    static func condition(_ key: SyncFields) -> SQL {
        key.sorted { $0.key < $1.key }.map { column, value in SQL("\(identifier: column) = \(value.databaseValue)") }.joined(separator: " AND ")
    }

    // MARK: - Kept copies

    /// The server says `table`'s row at `key` is gone — it, or a row it belongs to, was deleted
    /// elsewhere before this replica's change to it arrived: the item it belongs to is kept here
    /// as a copy, as this replica has it, under new identities (captured whole, so the server
    /// gets it as new). What the server deleted goes here when the pull brings its delete. Nil
    /// when the item is not here.
    public static func keepCopyOfGone(_ table: SyncedTable, key: SyncFields, schema: SyncSchema, makeID: () -> UUID, in db: Database) throws -> KeptCopy? {
        var (rootTable, rootKey) = (table, key)
        while let parent = rootTable.parent, let parentTable = schema.table(parent.table) {
            guard let row = try row(rootTable, key: rootKey, in: db), let value = row[parent.column] else { return nil }
            (rootTable, rootKey) = (parentTable, [parentTable.key[0]: value])
        }
        return try copy(rootTable, key: rootKey, schema: schema, makeID: makeID, in: db)
    }

    /// The root of the row of `table` whose columns (its key at least) are `row`: the row it
    /// belongs to through its parents, as far as they are here — `row`'s own table and key when
    /// it has no parent, or its parent's column is not known.
    public static func root(of table: SyncedTable, row: SyncFields, schema: SyncSchema, in db: Database) throws -> (table: SyncedTable, key: SyncFields) {
        var (rootTable, rootKey) = (table, SyncFields(uniqueKeysWithValues: table.key.compactMap { column in row[column].map { (column, $0) } }))
        var fields: SyncFields? = row
        while let parent = rootTable.parent, let parentTable = schema.table(parent.table), let value = fields?[parent.column] {
            (rootTable, rootKey) = (parentTable, [parentTable.key[0]: value])
            fields = try self.row(rootTable, key: rootKey, in: db)
        }
        return (rootTable, rootKey)
    }

    /// When `table`'s row at `key` — a root being deleted — has changes waiting in it or its
    /// parts, copies it with its parts and forgets those changes: they are in the copy.
    private static func keepCopyIfWaiting(
        _ table: SyncedTable, key: SyncFields, schema: SyncSchema, waiting: inout (columns: [String: [String: Set<String>]], deleted: [String: Set<String>]),
        makeID: () -> UUID, in db: Database
    ) throws -> KeptCopy? {
        guard table.parent == nil, table.key.count == 1 else { return nil }
        let tree = try subtree(table, key: key, schema: schema, in: db)
        guard tree.contains(where: { part, partKey in waiting.columns[part.name]?[part.keyText(partKey)] != nil }),
            let copy = try copy(table, key: key, schema: schema, makeID: makeID, in: db)
        else { return nil }
        try Outbox.forget(rows: Set(tree.map { part, partKey in RowAddress(table: part.name, key: part.keyText(partKey)) }), schema: schema, in: db)
        for (part, partKey) in tree {
            waiting.columns[part.name]?[part.keyText(partKey)] = nil
        }
        return copy
    }

    /// Copies the root row at `key` with its parts under new identities, capturing the copy: it
    /// is this replica's new content, and reaches the server. What others attached to it
    /// (ratings) stays theirs. Nil when the row is not here.
    private static func copy(_ table: SyncedTable, key: SyncFields, schema: SyncSchema, makeID: () -> UUID, in db: Database) throws -> KeptCopy? {
        guard table.parent == nil, table.key.count == 1, let root = try row(table, key: key, in: db) else { return nil }
        var ids: [SyncValue: SyncValue] = [:]
        func newID(for old: SyncValue) -> SyncValue {
            if let id = ids[old] { return id }
            let id = SyncValue(makeID())
            ids[old] = id
            return id
        }
        let copyKey = [table.key[0]: newID(for: key[table.key[0]] ?? .null)]
        try SyncControl.withCapture(db) {
            var copied = root
            copied[table.key[0]] = copyKey[table.key[0]]
            try upsert(table, row: copied, keeping: [], in: db)
            for (part, partKey) in try subtree(table, key: key, schema: schema, in: db).dropFirst() where part.owner == .parent {
                guard var row = try row(part, key: partKey, in: db), let parent = part.parent, let parentID = row[parent.column] else { continue }
                row[parent.column] = newID(for: parentID)
                if part.key.count == 1 { row[part.key[0]] = newID(for: row[part.key[0]] ?? .null) }
                try upsert(part, row: row, keeping: [], in: db)
            }
        }
        return KeptCopy(table: table.name, original: key, copy: copyKey)
    }

    /// The row at `key` and every row that belongs to it, parents before children.
    private static func subtree(_ table: SyncedTable, key: SyncFields, schema: SyncSchema, in db: Database) throws -> [(SyncedTable, SyncFields)] {
        var rows = [(table, key)]
        guard table.key.count == 1, let id = key[table.key[0]] else { return rows }
        for child in schema.children(of: table.name) where try db.tableExists(child.name) {
            guard let parent = child.parent else { continue }
            for childKey in try keys(of: child, where: parent.column, is: id, in: db) {
                rows += try subtree(child, key: childKey, schema: schema, in: db)
            }
        }
        return rows
    }
}

extension Replica {
    /// Deletes every synced row not at one of `addresses` that this replica has no change
    /// waiting for, children first.
    static func keepOnly(_ addresses: Set<RowAddress>, schema: SyncSchema, in db: Database) throws {
        let waiting = try Outbox.waitingColumns(schema: schema, in: db)
        for table in schema.tables.reversed() where try db.tableExists(table.name) {
            let columns = table.key.map { SQL("\(identifier: $0)") }.joined(separator: ", ")
            for row in try Row.fetchAll(db, SQLRequest<Row>(literal: "SELECT \(columns) FROM \(identifier: table.name)")) {
                let key = fields(of: row, in: table)
                let text = table.keyText(key)
                guard !addresses.contains(RowAddress(table: table.name, key: text)), waiting.columns[table.name]?[text] == nil else { continue }
                try db.execute(literal: "DELETE FROM \(identifier: table.name) WHERE \(condition(key))")
            }
        }
    }

    /// Every synced row of the replica, parents before children, each with its table: what a new
    /// community takes in from the first node.
    public static func everyRow(schema: SyncSchema, in db: Database) throws -> [(table: SyncedTable, row: SyncFields)] {
        var rows: [(table: SyncedTable, row: SyncFields)] = []
        for table in schema.tables where try db.tableExists(table.name) {
            for row in try Row.fetchAll(db, SQLRequest<Row>(literal: "SELECT * FROM \(identifier: table.name)")) {
                rows.append((table, fields(of: row, in: table)))
            }
        }
        return rows
    }

    /// The rows a new install of `schema` starts with — its features' sample content —, by
    /// address: what is everyone's already, never a device's own to upload.
    public static func sampleRows(of schema: AppSchema) throws -> Set<RowAddress> {
        let sample = try SailawayDatabase.inMemory(schema: schema)
        return try sample.writer.read { db in
            Set(try everyRow(schema: sample.syncSchema, in: db).map { table, row in RowAddress(table: table.name, key: table.keyText(table.key(of: row))) })
        }
    }
}

extension Replica {
    /// What a device's replica does as it signs in to `account`, in one transaction: the rows its
    /// own sailor made before — never the sample content every install has, `sampleRows` — become
    /// the account's and wait to be sent as new; the rows of an account it was signed in to before
    /// leave it (they are on the server); the account is its sailor; changes are captured from now
    /// on, and its next pull takes everything again.
    ///
    /// Returns how many rows wait to be sent.
    public static func signIn(
        to account: UUID, name: String, joinedAt: Date, previous: UUID?, sampleRows: Set<RowAddress>, schema: SyncSchema, in db: Database
    ) throws -> Int {
        try SyncControl.withoutCapture(db) {
            let sailor = try DeviceSailor.id(db)
            var made: [(table: SyncedTable, row: SyncFields)] = []
            // The account's profile first: the rows taken over name it.
            if try !User.exists(db, key: account) {
                try User(id: account, name: name, joinedAt: joinedAt).insert(db)
            }
            if let sailor, sailor != account {
                let theirs = try owned(by: sailor, schema: schema, excluding: sampleRows, in: db)
                if previous == sailor {
                    // Another account's rows, which the server keeps: this device holds them no more.
                    for (table, row) in theirs.reversed() { try delete(table, key: table.key(of: row), schema: schema, in: db) }
                } else {
                    made = try takeOver(theirs, from: sailor, to: account, in: db)
                    try db.execute(sql: "UPDATE draft SET ownerID = ? WHERE ownerID = ?", arguments: [account, sailor])
                }
            }
            try DeviceSailor.choose(account, db)
            try Preference.newInstall.set(nil, db)
            try Outbox.queueAsNew(made, in: db)
            try SyncCursor.reset(in: db)
            try SyncControl.setCapturing(true, db)
            return made.count
        }
    }

    /// The rows `sailor` owns, with every row under them, parents first; sample rows left out.
    private static func owned(by sailor: UUID, schema: SyncSchema, excluding sampleRows: Set<RowAddress>, in db: Database) throws -> [(table: SyncedTable, row: SyncFields)] {
        var rows: [(table: SyncedTable, row: SyncFields)] = []
        var seen: Set<RowAddress> = []
        for table in schema.tables where try db.tableExists(table.name) {
            guard case .column(let column) = table.owner else { continue }
            for key in try keys(of: table, where: column, is: SyncValue(sailor), in: db) {
                for (part, partKey) in try subtree(table, key: key, schema: schema, in: db) {
                    let address = RowAddress(table: part.name, key: part.keyText(partKey))
                    guard !sampleRows.contains(address), seen.insert(address).inserted, let row = try row(part, key: partKey, in: db) else { continue }
                    rows.append((part, row))
                }
            }
        }
        return rows
    }

    /// Makes `rows`, `sailor`'s, `account`'s: each owner column that names the sailor names the
    /// account; the sailor's own profile goes, the account's replacing it. Returns the rows as
    /// they are now.
    private static func takeOver(
        _ rows: [(table: SyncedTable, row: SyncFields)], from sailor: UUID, to account: UUID, in db: Database
    ) throws -> [(table: SyncedTable, row: SyncFields)] {
        var taken: [(table: SyncedTable, row: SyncFields)] = []
        var profiles: [(table: SyncedTable, key: SyncFields)] = []
        for (table, row) in rows {
            var row = row
            if case .column(let column) = table.owner, row[column] == SyncValue(sailor) {
                if table.key == [column] {
                    // The sailor's own profile: the account has one. It goes last, once nothing
                    // names it.
                    profiles.append((table, table.key(of: row)))
                    continue
                }
                try db.execute(literal: "UPDATE \(identifier: table.name) SET \(identifier: column) = \(account) WHERE \(condition(table.key(of: row)))")
                row[column] = SyncValue(account)
            }
            taken.append((table, row))
        }
        for (table, key) in profiles {
            try db.execute(literal: "DELETE FROM \(identifier: table.name) WHERE \(condition(key))")
        }
        return taken
    }
}
