import CommunityProtocol
import Foundation
import GRDB
import SailawayDatabase

/// The authority over every synced row: it applies the changes devices and nodes send, in one
/// order, the same way for everyone, and logs each so every replica can apply it after.
///
/// A change is applied once, by its identity, however often it is sent. It is checked against
/// who sends it: an account changes its own rows, adds rows under items it may read, deletes
/// what it owns or what hangs on its items — never another's, nor a row under another's name.
/// Two changes to one column that neither saw merge as the column's declaration says
/// (``FieldMerge``), and a device whose typed text a later change replaced is told, once, with
/// what it had typed.
public struct Authority: Sendable {
    /// What came of one change.
    public typealias Outcome = ChangeOutcome

    /// Who sends changes.
    public struct Sender: Sendable {
        /// The account; nil for a node of the server itself, whose app checked its own viewers.
        public var account: UUID?
        /// The device (a session's id), or the node.
        public var device: String
        /// Where the device's pull stood as it sent its changes: the log's changes up to it are
        /// what it had seen. Nil when it did not say.
        public var seen: Int64?

        /// A device of `account`, which had seen the log up to `seen`.
        public static func device(_ session: Accounts.Session, seen: Int64? = nil) -> Sender {
            Sender(account: session.account, device: session.id, seen: seen)
        }

        /// A node of the server, pushing what its own app wrote.
        public static func node(_ name: String) -> Sender {
            Sender(account: nil, device: "node:\(name)")
        }
    }

    /// The tables that sync.
    public let schema: SyncSchema
    let now: @Sendable () -> Date

    /// The authority over `schema`'s tables.
    public init(schema: SyncSchema, now: @escaping @Sendable () -> Date) {
        self.schema = schema
        self.now = now
    }

    // MARK: - Pushing

    /// Whether a replica can hold rows as the authority would keep them, each tried after the
    /// ones before it, as a push applies them: for each row, in order, nil when it can, else why
    /// not ("NOT NULL constraint failed: content.title"). Thrown errors are the check's own
    /// failures, not the rows'. A push's rows are checked together, in one call.
    public typealias RowCheck = @Sendable (_ rows: [CheckedRow]) async throws -> [String?]

    /// A row of a table, for a ``RowCheck``.
    public struct CheckedRow: Sendable {
        public var table: SyncedTable
        public var row: SyncFields
    }

    /// Applies `changes` from `sender`, in order, in one transaction of `database`.
    ///
    /// - Parameter check: Checks each row written as it will stand, before it is logged: a row
    ///   no replica could hold is refused, for it would stop every replica that applies the log.
    public func push(_ changes: [RowChange], from sender: Sender, in database: any CommunityDatabase, checking check: RowCheck? = nil) async throws -> [Outcome] {
        // The items these changes delete: a device deletes an item's parts before the item.
        let deletedItems = Set(changes.compactMap { change -> RowAddress? in
            guard change.operation == .delete, let table = schema.table(change.table), table.parent == nil else { return nil }
            return RowAddress(table: table.name, key: table.keyText(change.key))
        })
        let checking: RowChecking? = if let check { try await RowChecking(check, rowsOf: changes, schema: schema) } else { nil }
        return try await database.write { connection in
            var outcomes: [Outcome] = []
            for change in changes {
                outcomes.append(try await apply(change, from: sender, in: connection, checking: checking, deletingItems: deletedItems))
            }
            return outcomes
        }
    }

    /// A push's check of its rows, most of it done before the push's transaction: every row
    /// written as sent is checked first, and a row that stands as sent — one no other device
    /// changed meanwhile, which is nearly every row — is not checked again within it. The
    /// community's transaction is the one writer of the whole community: while it waited on a
    /// replica's check, every other push waited too (docs/PERFORMANCE.md, "Sync at scale").
    struct RowChecking: Sendable {
        let check: RowCheck
        /// Each row as sent, by change, with what its check said.
        private var early: [String: (row: SyncFields, problem: String?)] = [:]

        init(_ check: @escaping RowCheck, rowsOf changes: [RowChange], schema: SyncSchema) async throws {
            self.check = check
            var sent: [(change: String, row: CheckedRow)] = []
            for change in changes where change.operation == .upsert {
                guard let table = schema.table(change.table), let fields = change.fields, table.key(of: fields) == change.key,
                    change.key.count == table.key.count
                else { continue }
                sent.append((change.id, CheckedRow(table: table, row: fields)))
            }
            guard !sent.isEmpty else { return }
            // A row the check says nothing of is checked again within the transaction.
            for (checked, problem) in zip(sent, try await check(sent.map(\.row))) {
                early[checked.change] = (checked.row.row, problem)
            }
        }

        /// What the check says of `row`, the row `change` makes of `table`'s.
        func problem(with row: SyncFields, of table: SyncedTable, by change: RowChange) async throws -> String? {
            if let early = early[change.id], early.row == row { return early.problem }
            return try await check([CheckedRow(table: table, row: row)]).first ?? nil
        }
    }

    /// Applies one change within the caller's transaction.
    func apply(
        _ change: RowChange, from sender: Sender, in connection: any CommunityConnection, checking check: RowChecking? = nil, deletingItems: Set<RowAddress> = []
    ) async throws -> Outcome {
        if let earlier = try await connection.first("SELECT outcome, reason, seq FROM applied WHERE changeID = ?", [.text(change.id)]) {
            let kind = Outcome.Kind(rawValue: earlier["outcome"]?.text ?? "") ?? .applied
            return Outcome(id: change.id, outcome: kind == .applied ? .duplicate : kind, reason: earlier["reason"]?.text, seq: earlier["seq"]?.integer)
        }
        let outcome: Outcome
        do {
            outcome = try await decide(change, from: sender, in: connection, checking: check, deletingItems: deletingItems)
        } catch let refusal as Refusal {
            outcome = Outcome(id: change.id, outcome: refusal.isGone ? .gone : .refused, reason: refusal.reason)
        }
        try await connection.execute(
            "INSERT INTO applied (changeID, accountID, outcome, reason, seq, at) VALUES (?, ?, ?, ?, ?, ?)",
            [.text(change.id), SQLValue(sender.account?.uuidString.lowercased() ?? sender.device), .text(outcome.outcome.rawValue),
             SQLValue(outcome.reason), outcome.seq.map(SQLValue.integer) ?? .null, SQLValue(now())]
        )
        return outcome
    }

    /// The most bytes of a row's key, as the community keeps it (JSON): an index entry of
    /// PostgreSQL's holds some 2,700.
    static let longestKey = 1024

    /// Why a change is not applied.
    struct Refusal: Error {
        var reason: String
        var isGone = false
    }

    private func decide(
        _ change: RowChange, from sender: Sender, in connection: any CommunityConnection, checking check: RowChecking?, deletingItems: Set<RowAddress>
    ) async throws -> Outcome {
        guard let table = schema.table(change.table) else { throw Refusal(reason: "\(change.table) is not a table this server syncs") }
        guard change.key.count == table.key.count, table.key.allSatisfy({ change.key[$0] != nil }) else {
            throw Refusal(reason: "the key of a row of \(table.name) is \(table.key.joined(separator: ", "))")
        }
        let address = RowAddress(table: table.name, key: table.keyText(change.key))
        guard address.key.utf8.count <= Self.longestKey else {
            throw Refusal(reason: "the key of a row of \(table.name) is longer than \(Self.longestKey) bytes, more than the community indexes")
        }
        let current = try await StoredRecord.find(address, in: connection)
        switch change.operation {
        case .delete:
            guard let current else { return Outcome(id: change.id, outcome: .applied) }
            if let account = sender.account, current.owner != account, current.rootOwner != account {
                throw Refusal(reason: "this \(table.name) row is not yours to delete")
            }
            if deletingItems.contains(current.root) {
                try await keepOverriddenEdits(of: current.root, deletedBy: sender, in: connection)
            }
            let seq = try await delete(current, changeID: change.id, by: sender, in: connection)
            return Outcome(id: change.id, outcome: .applied, seq: seq)
        case .upsert:
            guard let fields = change.fields else { throw Refusal(reason: "a written row came without its values") }
            guard table.key(of: fields) == change.key else { throw Refusal(reason: "a row's values do not hold its key") }
            if current == nil, change.base != nil { throw Refusal(reason: "it was deleted before this change arrived", isGone: true) }
            var record = try await placed(table, row: fields, address: address, by: sender, in: connection)
            if let current {
                if let account = sender.account, current.owner != account { throw Refusal(reason: "this \(table.name) row is not yours to change") }
                record.row = try await merged(change, into: current, from: sender, in: connection)
                record.writers = current.writers
                guard record.row != current.row || record.visibility != current.visibility else {
                    return Outcome(id: change.id, outcome: .applied, seq: current.seq)
                }
            }
            if let check, let problem = try await check.problem(with: record.row, of: table, by: change) {
                throw Refusal(reason: "a replica cannot hold this row of \(table.name): \(problem)")
            }
            for column in change.changedColumns { record.writers[column] = sender.device }
            record.seq = try await log(change.id, .upsert, record, by: sender, in: connection)
            try await record.save(at: now(), in: connection)
            return Outcome(id: change.id, outcome: .applied, seq: record.seq)
        }
    }

    /// The record of `row`, placed: whose it is, the item it belongs to and who may read it;
    /// refused when `sender` may not write it there.
    private func placed(_ table: SyncedTable, row: SyncFields, address: RowAddress, by sender: Sender, in connection: any CommunityConnection) async throws -> StoredRecord {
        var parent: StoredRecord?
        if let declared = table.parent, let parentTable = schema.table(declared.table) {
            guard let value = row[declared.column] else { throw Refusal(reason: "a row of \(table.name) came without its \(declared.column)") }
            let parentAddress = RowAddress(table: parentTable.name, key: parentTable.keyText([parentTable.key[0]: value]))
            guard let found = try await StoredRecord.find(parentAddress, in: connection) else {
                throw Refusal(reason: "the \(parentTable.name) it belongs to was deleted", isGone: true)
            }
            parent = found
        }
        let owner: UUID
        switch table.owner {
        case .column(let column):
            guard let id = row[column]?.uuid else { throw Refusal(reason: "a row of \(table.name) names no owner in \(column)") }
            owner = id
        case .parent:
            guard let parent else { throw Refusal(reason: "a row of \(table.name) belongs to nothing") }
            owner = parent.owner
        }
        if let account = sender.account {
            guard owner == account else { throw Refusal(reason: "a row of \(table.name) may only be written under your own account") }
            if let parent, parent.owner != account {
                let root = parent.root == parent.address ? parent : try await StoredRecord.find(parent.root, in: connection)
                guard parent.isReadable(by: account, root: root) else { throw Refusal(reason: "what it belongs to is not yours to see") }
            }
        }
        let access: StoredRecord.Access
        let visibility: String
        switch table.readers {
        case .owner: (access, visibility) = (.owner, "owner")
        case .everyone: (access, visibility) = (.everyone, "everyone")
        case .visibility(let column): (access, visibility) = (.root, row[column]?.text ?? "private")
        case .parent: (access, visibility) = (parent?.access ?? .owner, parent?.visibility ?? "owner")
        }
        return StoredRecord(
            table: table.name, key: address.key, row: row, owner: owner, parent: parent?.address, root: parent?.root ?? address,
            rootOwner: parent?.rootOwner ?? owner, access: access, visibility: visibility, writers: [:], seq: 0
        )
    }

    /// The row `change` makes of `current`: each column it changed takes its value, unless
    /// another device changed that column since the sender read it — then the column's merge
    /// decides, and a device whose typed text is replaced is told.
    private func merged(_ change: RowChange, into current: StoredRecord, from sender: Sender, in connection: any CommunityConnection) async throws -> SyncFields {
        guard let table = schema.table(change.table), let fields = change.fields else { return current.row }
        var row = current.row
        for column in change.changedColumns.sorted() {
            let incoming = fields[column] ?? .null
            let now = current.row[column] ?? .null
            guard Self.changedMeanwhile(column, by: change, now: now, writers: current.writers, sender: sender), now != incoming else {
                row[column] = incoming
                continue
            }
            switch table.merge(of: column) {
            case .latest:
                row[column] = incoming
            case .latestTellingLoser:
                row[column] = incoming
                if let loser = current.writers[column], loser != sender.device, case .text(let lost) = now {
                    let won = incoming.text.map { "“\($0)”" } ?? "another value"
                    try await tell(loser, "Your edit “\(lost)” was replaced by a later one from another device: \(won).", in: connection)
                }
            case .keepingBoth:
                if case .text(let earlier) = now, case .text(let later) = incoming, !earlier.isEmpty, !later.isEmpty {
                    row[column] = .text(earlier + "\n" + later)
                } else {
                    row[column] = incoming == .text("") ? now : incoming
                }
            }
        }
        // Columns a newer release added, that this sender did not know: kept.
        for (column, value) in fields where row[column] == nil { row[column] = value }
        return row
    }

    /// Whether another device changed `column` since `change`'s sender read it: its value is not
    /// the change's base any more — or, for a row the sender made new (no base) where another
    /// device had made it too (a note on one item of a run, written on two devices at once),
    /// another device wrote it.
    private static func changedMeanwhile(_ column: String, by change: RowChange, now: SyncValue, writers: [String: String], sender: Sender) -> Bool {
        if let base = change.base { return base[column] != now }
        guard let writer = writers[column] else { return false }
        return writer != sender.device && writer != "server"
    }

    /// Deletes `record` and what belongs to it; logs its delete, and the deletes of rows under it
    /// that others own (their devices hold them without the item). Returns the delete's place.
    private func delete(_ record: StoredRecord, changeID: String?, by sender: Sender, in connection: any CommunityConnection) async throws -> Int64 {
        for child in try await StoredRecord.children(of: record.address, in: connection) {
            if child.owner != record.owner {
                _ = try await delete(child, changeID: nil, by: sender, in: connection)
            } else {
                try await removeQuietly(child, in: connection)
            }
        }
        try await record.remove(in: connection)
        try await connection.execute("DELETE FROM holding WHERE rootTbl = ? AND rootKey = ?", [.text(record.table), .text(record.key)])
        return try await log(changeID, .delete, record, by: sender, in: connection)
    }

    /// Before the item at `root` is deleted by `sender`: when other devices of its owner changed
    /// it (or its parts) after what the sender had seen, the deletion would take their edits
    /// with it unseen — so the item is kept first, as it stands, as a copy under new identities
    /// (the server's own change, which every device pulls), and each of those devices is told.
    /// Once, however many of its parts the sender deletes: the copy's identities come from the
    /// item, the sender and what it had seen.
    private func keepOverriddenEdits(of root: RowAddress, deletedBy sender: Sender, in connection: any CommunityConnection) async throws {
        guard let seen = sender.seen, sender.account != nil, let table = schema.table(root.table), table.parent == nil, table.key.count == 1,
            let item = try await StoredRecord.find(root, in: connection), let id = item.row[table.key[0]]
        else { return }
        let devices = try await connection.query(
            """
            SELECT DISTINCT deviceID FROM log
            WHERE rootTbl = ? AND rootKey = ? AND seq > ? AND op = 'upsert' AND accountID = ? AND deviceID <> ?
            ORDER BY deviceID
            """,
            [.text(root.table), .text(root.key), .integer(seen), SQLValue(item.owner), .text(sender.device)]
        ).compactMap { $0["deviceID"]?.text }.filter { !$0.hasPrefix("node:") && $0 != "server" }
        guard !devices.isEmpty else { return }
        func copied(_ old: SyncValue) -> SyncValue {
            let bytes = Secret.hmacSHA256(Array("\(root.table) \(root.key) \(sender.device) \(seen) \(SyncJSON.text(old))".utf8), key: Array("kept copy".utf8))
            var uuid = Array(bytes.prefix(16))
            uuid[6] = (uuid[6] & 0x0F) | 0x80  // version 8: made from a name
            uuid[8] = (uuid[8] & 0x3F) | 0x80
            return SyncValue(UUID(uuid: (uuid[0], uuid[1], uuid[2], uuid[3], uuid[4], uuid[5], uuid[6], uuid[7], uuid[8], uuid[9], uuid[10], uuid[11], uuid[12], uuid[13], uuid[14], uuid[15])))
        }
        let copyRoot = RowAddress(table: table.name, key: table.keyText([table.key[0]: copied(id)]))
        guard try await StoredRecord.find(copyRoot, in: connection) == nil else { return }
        let server = Sender(account: nil, device: "server")
        var made: Set<RowAddress> = []
        var copyRow: SyncFields?
        for record in ordered(try await StoredRecord.tree(rootedAt: root, in: connection)) {
            guard let part = schema.table(record.table) else { continue }
            var row = record.row
            if record.address == root {
                row[table.key[0]] = copied(id)
            } else {
                // What others attached (a rating) stays theirs, and goes with the item.
                guard part.owner == .parent, let parent = record.parent, made.contains(parent), let declared = part.parent, let parentID = row[declared.column] else { continue }
                row[declared.column] = copied(parentID)
                if part.key.count == 1 { row[part.key[0]] = copied(row[part.key[0]] ?? .null) }
            }
            var copy = try await placed(part, row: row, address: RowAddress(table: part.name, key: part.keyText(part.key(of: row))), by: server, in: connection)
            for column in row.keys { copy.writers[column] = server.device }
            copy.seq = try await log(nil, .upsert, copy, by: server, in: connection)
            try await copy.save(at: now(), in: connection)
            made.insert(record.address)
            if record.address == root { copyRow = row }
        }
        let name = copyRow.flatMap { $0["title"]?.text ?? $0["name"]?.text }
        for device in devices {
            try await tell(device, "\(name.map { "“\($0)”" } ?? "Something you changed") was deleted on another device; what you changed is kept in a copy, in your Library.", in: connection)
        }
    }

    /// Removes `record` and what belongs to it without logging them: a replica deletes a row's
    /// parts with it.
    private func removeQuietly(_ record: StoredRecord, in connection: any CommunityConnection) async throws {
        for child in try await StoredRecord.children(of: record.address, in: connection) {
            try await removeQuietly(child, in: connection)
        }
        try await record.remove(in: connection)
    }

    /// Appends a change to the log; returns its place.
    private func log(_ changeID: String?, _ operation: RowOperation, _ record: StoredRecord, by sender: Sender, in connection: any CommunityConnection) async throws -> Int64 {
        let row = try await connection.first(
            """
            INSERT INTO log (changeID, tbl, rowKey, op, row, owner, rootTbl, rootKey, rootOwner, access, accountID, deviceID, at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING seq
            """,
            [
                SQLValue(changeID), .text(record.table), .text(record.key), .text(operation.rawValue),
                operation == .upsert ? .text(SyncJSON.text(record.row)) : .null, SQLValue(record.owner), .text(record.root.table),
                .text(record.root.key), SQLValue(record.rootOwner), .text(record.access.rawValue),
                sender.account.map(SQLValue.init) ?? .null, .text(sender.device), SQLValue(now()),
            ]
        )
        guard let seq = row?["seq"]?.integer else { throw CommunityDatabaseError("the log gave no place to a change") }
        return seq
    }

    /// Leaves `text` for `device` to be told once, at its next pull.
    private func tell(_ device: String, _ text: String, in connection: any CommunityConnection) async throws {
        guard !device.hasPrefix("node:") else { return }
        // What was typed may hold a NUL, which no engine keeps in text: shown as the mark for
        // a character that cannot be shown.
        let shown = text.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}")
        try await connection.execute("INSERT INTO notice (deviceID, text, at) VALUES (?, ?, ?)", [.text(device), .text(shown), SQLValue(now())])
    }

    // MARK: - The server's own changes

    /// Writes the profile of a new account, as the server's own change.
    func createProfile(of account: AccountInfo, in connection: any CommunityConnection) async throws {
        guard let table = schema.table(SailawayDatabase.profileTable) else { return }
        let row: SyncFields = [
            "id": SyncValue(account.id), "name": .text(account.name), "bio": .text(""), "joinedAt": SyncValue(account.createdAt.databaseValue),
        ]
        let change = RowChange(id: "profile-\(account.id.uuidString.lowercased())", table: table.name, key: table.key(of: row), operation: .upsert, base: nil, fields: row)
        _ = try await apply(change, from: Sender(account: nil, device: "server"), in: connection)
    }

    /// Deletes every row `account` owns, with what belongs to it, as the server's own changes.
    func deleteEverything(ownedBy account: UUID, in connection: any CommunityConnection) async throws {
        let owned = try await connection.query("SELECT * FROM record WHERE owner = ?", [SQLValue(account)]).map(StoredRecord.init)
        // Roots first: their parts go with them.
        for record in owned.sorted(by: { ($0.parent == nil ? 0 : 1) < ($1.parent == nil ? 0 : 1) }) {
            guard let still = try await StoredRecord.find(record.address, in: connection) else { continue }
            _ = try await delete(still, changeID: nil, by: Sender(account: nil, device: "server"), in: connection)
        }
    }
}

extension SailawayDatabase {
    /// The shared table of sailors' profiles, one row per account, keyed by its id.
    public static let profileTable = "user"
}
