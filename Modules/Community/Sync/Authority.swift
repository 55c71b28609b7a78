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

        /// A device of `account`.
        public static func device(_ session: Accounts.Session) -> Sender {
            Sender(account: session.account, device: session.id)
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

    /// Whether a replica can hold a row as the authority would keep it: nil when it can, else
    /// why not ("NOT NULL constraint failed: content.title"). Thrown errors are the check's own
    /// failures, not the row's.
    public typealias RowCheck = @Sendable (_ table: SyncedTable, _ row: SyncFields) async throws -> String?

    /// Applies `changes` from `sender`, in order, in one transaction of `database`.
    ///
    /// - Parameter check: Checks each row written as it will stand, before it is logged: a row
    ///   no replica could hold is refused, for it would stop every replica that applies the log.
    public func push(_ changes: [RowChange], from sender: Sender, in database: any CommunityDatabase, checking check: RowCheck? = nil) async throws -> [Outcome] {
        try await database.write { connection in
            var outcomes: [Outcome] = []
            for change in changes {
                outcomes.append(try await apply(change, from: sender, in: connection, checking: check))
            }
            return outcomes
        }
    }

    /// Applies one change within the caller's transaction.
    func apply(_ change: RowChange, from sender: Sender, in connection: any CommunityConnection, checking check: RowCheck? = nil) async throws -> Outcome {
        if let earlier = try await connection.first("SELECT outcome, reason, seq FROM applied WHERE changeID = ?", [.text(change.id)]) {
            let kind = Outcome.Kind(rawValue: earlier["outcome"]?.text ?? "") ?? .applied
            return Outcome(id: change.id, outcome: kind == .applied ? .duplicate : kind, reason: earlier["reason"]?.text, seq: earlier["seq"]?.integer)
        }
        let outcome: Outcome
        do {
            outcome = try await decide(change, from: sender, in: connection, checking: check)
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

    private func decide(_ change: RowChange, from sender: Sender, in connection: any CommunityConnection, checking check: RowCheck?) async throws -> Outcome {
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
            if let check, let problem = try await check(table, record.row) {
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
