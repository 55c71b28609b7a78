import Foundation
import SailawayDatabase

/// A synced row as the community keeps it: its values, and what decides who may change and read
/// it — whose it is, the item it belongs to (its root) and that item's owner, and who may read it.
struct StoredRecord: Sendable {
    /// Who may read a row besides its owner, as the community files it.
    enum Access: String, Sendable {
        /// Its owner alone.
        case owner
        /// Whoever may read its root: the owner, anyone while the root is public or unlisted.
        case root
        /// Everyone.
        case everyone
    }

    var table: String
    var key: String
    var row: SyncFields
    var owner: UUID
    var parent: RowAddress?
    var root: RowAddress
    var rootOwner: UUID
    var access: Access
    /// For a root: `public`, `unlisted` or `private` as its visibility column says, or
    /// `everyone` / `owner` for a table read so; a part carries its root's at its last write.
    var visibility: String
    /// The device that last wrote each column: who is told when a later change replaces it.
    var writers: [String: String]
    var seq: Int64

    var address: RowAddress { RowAddress(table: table, key: key) }

    /// Whether the root's visibility lets anyone read it by its link.
    static func isOpen(_ visibility: String) -> Bool {
        visibility == "public" || visibility == "unlisted" || visibility == "everyone"
    }

    /// Whether `account` may read this row, its root being `root` (nil: gone, or this row).
    func isReadable(by account: UUID?, root: StoredRecord?) -> Bool {
        if let account, owner == account { return true }
        switch access {
        case .owner: return false
        case .everyone: return true
        case .root:
            if let account, rootOwner == account { return true }
            return Self.isOpen(root?.visibility ?? visibility)
        }
    }

    // MARK: - Reading and writing

    init(
        table: String, key: String, row: SyncFields, owner: UUID, parent: RowAddress?, root: RowAddress, rootOwner: UUID, access: Access,
        visibility: String, writers: [String: String], seq: Int64
    ) {
        self.table = table
        self.key = key
        self.row = row
        self.owner = owner
        self.parent = parent
        self.root = root
        self.rootOwner = rootOwner
        self.access = access
        self.visibility = visibility
        self.writers = writers
        self.seq = seq
    }

    init(_ row: SQLRow) throws {
        table = try row.text("tbl")
        key = try row.text("rowKey")
        self.row = try SyncJSON.decode(SyncFields.self, from: try row.text("row"))
        owner = try row.uuid("owner")
        parent = row["parentTbl"]?.text.flatMap { table in row["parentKey"]?.text.map { RowAddress(table: table, key: $0) } }
        root = RowAddress(table: try row.text("rootTbl"), key: try row.text("rootKey"))
        rootOwner = try row.uuid("rootOwner")
        access = Access(rawValue: try row.text("access")) ?? .owner
        visibility = try row.text("visibility")
        writers = (try? SyncJSON.decode([String: String].self, from: row["writers"]?.text ?? "{}")) ?? [:]
        seq = try row.integer("seq")
    }

    /// The record at `address`, if the community has it.
    static func find(_ address: RowAddress, in connection: any CommunityConnection) async throws -> StoredRecord? {
        try await connection.first("SELECT * FROM record WHERE tbl = ? AND rowKey = ?", [.text(address.table), .text(address.key)]).map(StoredRecord.init)
    }

    /// The records whose parent is at `address`.
    static func children(of address: RowAddress, in connection: any CommunityConnection) async throws -> [StoredRecord] {
        try await connection.query("SELECT * FROM record WHERE parentTbl = ? AND parentKey = ?", [.text(address.table), .text(address.key)])
            .map(StoredRecord.init)
    }

    /// The records of the item rooted at `address`, the root among them.
    static func tree(rootedAt address: RowAddress, in connection: any CommunityConnection) async throws -> [StoredRecord] {
        try await connection.query("SELECT * FROM record WHERE rootTbl = ? AND rootKey = ?", [.text(address.table), .text(address.key)])
            .map(StoredRecord.init)
    }

    /// Writes the record.
    func save(at date: Date, in connection: any CommunityConnection) async throws {
        try await connection.execute(
            """
            INSERT INTO record (tbl, rowKey, row, owner, parentTbl, parentKey, rootTbl, rootKey, rootOwner, access, visibility, writers, seq, updatedAt)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (tbl, rowKey) DO UPDATE SET row = excluded.row, owner = excluded.owner, parentTbl = excluded.parentTbl,
                parentKey = excluded.parentKey, rootTbl = excluded.rootTbl, rootKey = excluded.rootKey, rootOwner = excluded.rootOwner,
                access = excluded.access, visibility = excluded.visibility, writers = excluded.writers, seq = excluded.seq, updatedAt = excluded.updatedAt
            """,
            [
                .text(table), .text(key), .text(SyncJSON.text(row)), SQLValue(owner), SQLValue(parent?.table), SQLValue(parent?.key),
                .text(root.table), .text(root.key), SQLValue(rootOwner), .text(access.rawValue), .text(visibility), .text(SyncJSON.text(writers)),
                .integer(seq), SQLValue(date),
            ]
        )
    }

    /// Removes the record.
    func remove(in connection: any CommunityConnection) async throws {
        try await connection.execute("DELETE FROM record WHERE tbl = ? AND rowKey = ?", [.text(table), .text(key)])
    }

    /// The change a replica applies to have this row as it is.
    func asChange(seq: Int64? = nil, in schema: SyncSchema) -> LoggedChange? {
        guard let table = schema.table(self.table) else { return nil }
        return LoggedChange(seq: seq ?? self.seq, table: self.table, key: table.key(of: row), operation: .upsert, row: row)
    }
}
