import Foundation
import GRDB

extension SailawayDatabase {
    /// Applies `changes` the server ordered and moves the pull's cursor to `cursor`, in one
    /// transaction with nothing captured and foreign keys off (``Replica/apply(_:schema:makeID:in:)``).
    ///
    /// With `replacing`, `changes` are everything there is (a first pull): a synced row they do
    /// not hold, and the replica has not changed, goes — a new node's sample content the
    /// community deleted long ago.
    ///
    /// Turning foreign keys off expires every statement the connection keeps compiled — the
    /// search indexes' triggers with them, compiled again by the next write of `content` —, so
    /// a batch that only writes rows is first applied with them on: what it writes is the same
    /// when it succeeds (a write of a row starts no cascade; only a delete does), and a row
    /// whose reference this replica does not hold (a rating by someone it never met) makes it
    /// roll back and go the way that holds it. A server node applies a batch of its log after
    /// every push: done so, a sixth of its time went to compiling (docs/PERFORMANCE.md, "Sync
    /// at scale").
    public func apply(
        _ changes: [LoggedChange], cursor: Int64, makeID: @escaping @Sendable () -> UUID, replacing: Bool = false
    ) async throws -> Replica.Outcome {
        let schema = syncSchema
        return try await writer.writeWithoutTransaction { db in
            func applyAll() throws -> Replica.Outcome {
                var outcome = Replica.Outcome()
                try db.inTransaction(.immediate) {
                    outcome = try Replica.apply(changes, schema: schema, makeID: makeID, in: db)
                    if replacing {
                        try Replica.keepOnly(Set(changes.compactMap { change in schema.table(change.table).map { RowAddress(table: $0.name, key: $0.keyText(change.key)) } }), schema: schema, in: db)
                    }
                    try SyncCursor.set(cursor, schema: schema, in: db)
                    return .commit
                }
                return outcome
            }
            if !replacing, changes.allSatisfy({ $0.operation == .upsert }) {
                do {
                    return try applyAll()
                } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_FOREIGNKEY {
                    // Rolled back: applied again below, as every other batch is.
                }
            }
            try db.execute(sql: "PRAGMA foreign_keys = OFF")
            defer { try? db.execute(sql: "PRAGMA foreign_keys = ON") }
            return try applyAll()
        }
    }
}

/// Where a replica's pull stands: the last change of the server's order it applied, for the
/// tables the build that applied it syncs. A build that syncs other tables (a feature added)
/// starts again from the beginning, so it receives the rows its new tables missed.
public enum SyncCursor {
    /// The last change applied, or 0 when the replica should take everything again.
    public static func value(schema: SyncSchema, in db: Database) throws -> Int64 {
        guard try SyncState.value("pull.tables", in: db) == tables(schema) else { return 0 }
        return Int64(try SyncState.value("pull.cursor", in: db) ?? "") ?? 0
    }

    /// Records `cursor` as the last change applied.
    public static func set(_ cursor: Int64, schema: SyncSchema, in db: Database) throws {
        try SyncState.set("pull.cursor", to: String(cursor), in: db)
        try SyncState.set("pull.tables", to: tables(schema), in: db)
    }

    /// Forgets where the pull stood: the next one takes everything again.
    public static func reset(in db: Database) throws {
        try SyncState.set("pull.cursor", to: nil, in: db)
    }

    private static func tables(_ schema: SyncSchema) -> String {
        schema.tables.map(\.name).sorted().joined(separator: ",")
    }
}
