import CommunityProtocol
import Foundation
import SailawayDatabase

extension Authority {
    /// The most changes one pull returns.
    public static let pullLimit = 500

    // MARK: - A device's pull

    /// What changed after `cursor` that `session`'s device may read and follows: its account's
    /// rows, rows under its account's items, and the items of others it holds while it may
    /// still read them (one it may no longer read is taken back: its delete). From the start
    /// (`cursor` 0), everything of that as it stands now.
    public func pull(after cursor: Int64, limit: Int = pullLimit, for session: Accounts.Session, in database: any CommunityDatabase) async throws -> PullBatch {
        let device = session.id
        var (batch, taken) = try await database.read { connection in
            cursor == 0
                ? (try await snapshot(for: session.account, device: device, in: connection), [])
                : try await changes(after: cursor, limit: max(1, min(limit, Self.pullLimit)), for: session.account, device: device, in: connection)
        }
        if !taken.isEmpty {
            let takenBack = taken
            try await database.write { connection in
                for root in takenBack {
                    try await connection.execute("DELETE FROM holding WHERE deviceID = ? AND rootTbl = ? AND rootKey = ?", [.text(device), .text(root.table), .text(root.key)])
                }
            }
        }
        batch.changes += try await profiles(of: batch.changes, for: session.account, device: device, at: batch.cursor, in: database)
        batch.notices = try await notices(for: device, in: database)
        return batch
    }

    private func changes(
        after cursor: Int64, limit: Int, for account: UUID, device: String, in connection: any CommunityConnection
    ) async throws -> (PullBatch, takenBack: [RowAddress]) {
        let last = try await lastSeq(in: connection)
        let rows = try await connection.query(
            """
            SELECT seq, tbl, rowKey, op, row, owner, rootTbl, rootKey, rootOwner, access FROM log
            WHERE seq > ? AND (owner = ? OR (access <> 'owner' AND (rootOwner = ? OR EXISTS (
                SELECT 1 FROM holding WHERE holding.deviceID = ? AND holding.rootTbl = log.rootTbl AND holding.rootKey = log.rootKey AND holding.sinceSeq < log.seq))))
            ORDER BY seq LIMIT ?
            """,
            [.integer(cursor), SQLValue(account), SQLValue(account), .text(device), .integer(Int64(limit))]
        )
        var changes: [LoggedChange] = []
        var taken: Set<RowAddress> = []
        var roots: [RowAddress: StoredRecord?] = [:]
        for row in rows {
            let root = RowAddress(table: try row.text("rootTbl"), key: try row.text("rootKey"))
            guard !taken.contains(root), let change = try loggedChange(row) else { continue }
            let own = try row.uuid("owner") == account || row["rootOwner"]?.uuid == account
            // A held item of another's is followed while it may still be read.
            if !own, row["access"]?.text == StoredRecord.Access.root.rawValue, change.operation == .upsert {
                if roots[root] == nil { roots[root] = try await StoredRecord.find(root, in: connection) }
                if let record = roots[root] ?? nil, !StoredRecord.isOpen(record.visibility) {
                    changes += takeBack(root, at: change.seq)
                    taken.insert(root)
                    continue
                }
            }
            changes.append(change)
        }
        let end = rows.last?["seq"]?.integer ?? cursor
        return (PullBatch(changes: changes, cursor: rows.count == limit ? end : max(end, last), more: rows.count == limit), Array(taken))
    }

    /// Everything the device may read and follows, as it stands.
    private func snapshot(for account: UUID, device: String, in connection: any CommunityConnection) async throws -> PullBatch {
        let last = try await lastSeq(in: connection)
        let records = try await connection.query(
            """
            SELECT * FROM record
            WHERE owner = ? OR (access <> 'owner' AND (rootOwner = ? OR EXISTS (
                SELECT 1 FROM holding WHERE holding.deviceID = ? AND holding.rootTbl = record.rootTbl AND holding.rootKey = record.rootKey)))
            """,
            [SQLValue(account), SQLValue(account), .text(device)]
        ).map(StoredRecord.init)
        var rootRecords: [RowAddress: StoredRecord?] = [:]
        var readable: [StoredRecord] = []
        for record in records {
            if rootRecords[record.root] == nil { rootRecords[record.root] = try await StoredRecord.find(record.root, in: connection) }
            if record.isReadable(by: account, root: rootRecords[record.root] ?? nil) { readable.append(record) }
        }
        return PullBatch(changes: ordered(readable).compactMap { $0.asChange(seq: last, in: schema) }, cursor: last, more: false)
    }

    /// The device may no longer read the item at `root`: it is taken back, as its delete.
    private func takeBack(_ root: RowAddress, at seq: Int64) -> [LoggedChange] {
        guard let table = schema.table(root.table), let key = try? SyncJSON.decode([SyncValue].self, from: root.key) else { return [] }
        return [LoggedChange(seq: seq, table: table.name, key: SyncFields(uniqueKeysWithValues: zip(table.key, key)), operation: .delete, row: nil)]
    }

    // MARK: - Items of others

    /// The item `id` — a root row of any synced table keyed by one id — with what belongs to it
    /// that `session` may read, if they may read it; the device holds it from now on, and its
    /// pulls follow it. Nil for an item that is not there or is not theirs to read: the same.
    public func fetch(_ id: UUID, for session: Accounts.Session, in database: any CommunityDatabase) async throws -> PullBatch? {
        let device = session.id
        let roots = schema.tables.filter { $0.parent == nil && $0.key.count == 1 }
        let found = try await database.write { connection -> (records: [StoredRecord], cursor: Int64)? in
            for table in roots {
                let address = RowAddress(table: table.name, key: table.keyText([table.key[0]: SyncValue(id)]))
                guard let root = try await StoredRecord.find(address, in: connection), root.isReadable(by: session.account, root: root) else { continue }
                let last = try await lastSeq(in: connection)
                try await hold(address, for: device, since: last, in: connection)
                let tree = try await StoredRecord.tree(rootedAt: address, in: connection).filter { $0.isReadable(by: session.account, root: root) }
                return (tree, last)
            }
            return nil
        }
        guard let found else { return nil }
        var changes = ordered(found.records).compactMap { $0.asChange(seq: found.cursor, in: schema) }
        changes += try await profiles(of: changes, for: session.account, device: device, at: found.cursor, in: database)
        return PullBatch(changes: changes, cursor: found.cursor, more: false)
    }

    /// The public items most recently changed, at most `limit`, each as ``fetch(_:for:in:)``
    /// gives it: what Discover lists, kept on the device for when it is offline.
    public func discover(limit: Int, for session: Accounts.Session, in database: any CommunityDatabase) async throws -> PullBatch {
        let roots = Set(schema.tables.filter { $0.parent == nil && $0.key.count == 1 }.map(\.name))
        let ids = try await database.read { connection in
            try await connection.query(
                "SELECT tbl, row FROM record WHERE visibility = 'public' AND parentTbl IS NULL ORDER BY updatedAt DESC LIMIT ?", [.integer(Int64(limit))]
            )
        }.compactMap { row -> UUID? in
            guard let table = row["tbl"]?.text.flatMap(schema.table), roots.contains(table.name), let fields = try? SyncJSON.decode(SyncFields.self, from: row["row"]?.text ?? "") else { return nil }
            return fields[table.key[0]]?.uuid
        }
        var batch = PullBatch(changes: [], cursor: 0, more: false)
        for id in ids {
            guard let item = try await fetch(id, for: session, in: database) else { continue }
            batch.changes += item.changes
            batch.cursor = max(batch.cursor, item.cursor)
        }
        return batch
    }

    // MARK: - A node's pull

    /// Every change after `cursor`, for a node of the server, whose app reads everything and
    /// decides per viewer itself; from the start, every row as it stands.
    public func pullAll(after cursor: Int64, limit: Int = pullLimit, in database: any CommunityDatabase) async throws -> PullBatch {
        try await database.read { connection in
            let last = try await lastSeq(in: connection)
            if cursor == 0 {
                let records = try await connection.query("SELECT * FROM record").map(StoredRecord.init)
                return PullBatch(changes: ordered(records).compactMap { $0.asChange(seq: last, in: schema) }, cursor: last, more: false)
            }
            let rows = try await connection.query(
                "SELECT seq, tbl, rowKey, op, row FROM log WHERE seq > ? ORDER BY seq LIMIT ?", [.integer(cursor), .integer(Int64(limit))]
            )
            let end = rows.last?["seq"]?.integer ?? cursor
            return PullBatch(changes: try rows.compactMap { try loggedChange($0) }, cursor: rows.count == limit ? end : max(end, last), more: rows.count == limit)
        }
    }

    // MARK: - Parts

    /// The last place of the log; 0 when it is empty.
    func lastSeq(in connection: any CommunityConnection) async throws -> Int64 {
        try await connection.first("SELECT MAX(seq) AS seq FROM log")?["seq"]?.integer ?? 0
    }

    /// The change a log row holds; nil for a table this server no longer syncs.
    private func loggedChange(_ row: SQLRow) throws -> LoggedChange? {
        guard let table = schema.table(try row.text("tbl")) else { return nil }
        let keyValues = try SyncJSON.decode([SyncValue].self, from: try row.text("rowKey"))
        let operation = RowOperation(rawValue: try row.text("op")) ?? .upsert
        return LoggedChange(
            seq: try row.integer("seq"), table: table.name, key: SyncFields(uniqueKeysWithValues: zip(table.key, keyValues)), operation: operation,
            row: try row["row"]?.text.map { try SyncJSON.decode(SyncFields.self, from: $0) }
        )
    }

    /// `records` in the order a replica writes them: parents before children.
    func ordered(_ records: [StoredRecord]) -> [StoredRecord] {
        let rank = Dictionary(uniqueKeysWithValues: schema.tables.enumerated().map { ($1.name, $0) })
        return records.sorted { (rank[$0.table] ?? 0, $0.key) < (rank[$1.table] ?? 0, $1.key) }
    }

    /// Notes that `device` holds the item at `root` from `seq` on.
    private func hold(_ root: RowAddress, for device: String, since seq: Int64, in connection: any CommunityConnection) async throws {
        try await connection.execute(
            """
            INSERT INTO holding (deviceID, rootTbl, rootKey, sinceSeq) VALUES (?, ?, ?, ?)
            ON CONFLICT (deviceID, rootTbl, rootKey) DO UPDATE SET sinceSeq = excluded.sinceSeq
            """,
            [.text(device), .text(root.table), .text(root.key), .integer(seq)]
        )
    }

    /// The profiles of the sailors whose rows `changes` hold that the device does not follow
    /// yet: it follows them from now on, so a rating or a follow names who made it.
    private func profiles(of changes: [LoggedChange], for account: UUID, device: String, at cursor: Int64, in database: any CommunityDatabase) async throws -> [LoggedChange] {
        guard let profiles = schema.table(SailawayDatabase.profileTable) else { return [] }
        var people: Set<UUID> = []
        for change in changes where change.operation == .upsert {
            guard let table = schema.table(change.table), case .column(let column) = table.owner, let id = change.row?[column]?.uuid, id != account else { continue }
            people.insert(id)
        }
        guard !people.isEmpty else { return [] }
        let sailors = people.sorted { $0.uuidString < $1.uuidString }
        return try await database.write { connection in
            var added: [LoggedChange] = []
            for id in sailors {
                let address = RowAddress(table: profiles.name, key: profiles.keyText([profiles.key[0]: SyncValue(id)]))
                let held = try await connection.first(
                    "SELECT 1 AS held FROM holding WHERE deviceID = ? AND rootTbl = ? AND rootKey = ?", [.text(device), .text(address.table), .text(address.key)]
                )
                guard held == nil, let record = try await StoredRecord.find(address, in: connection) else { continue }
                try await hold(address, for: device, since: cursor, in: connection)
                if let change = record.asChange(seq: cursor, in: schema) { added.append(change) }
            }
            return added
        }
    }

    /// What `device` is told, once: each notice is forgotten as it is handed over.
    private func notices(for device: String, in database: any CommunityDatabase) async throws -> [Notice] {
        let rows = try await database.read { connection in
            try await connection.query("SELECT id, text, at FROM notice WHERE deviceID = ? ORDER BY id", [.text(device)])
        }
        guard let last = rows.last?["id"]?.integer else { return [] }
        try await database.write { connection in
            try await connection.execute("DELETE FROM notice WHERE deviceID = ? AND id <= ?", [.text(device), .integer(last)])
        }
        return rows.compactMap { row in row["text"]?.text.map { Notice(text: $0, at: row["at"]?.date ?? Date()) } }
    }
}
