import Foundation
import GRDB

extension SailawayDatabase {
    /// Applies `changes` the server ordered and moves the pull's cursor to `cursor`, in one
    /// transaction with nothing captured and foreign keys off (``Replica/apply(_:schema:makeID:in:)``).
    ///
    /// With `replacing`, `changes` are everything there is (a first pull): a synced row they do
    /// not hold, and the replica has not changed, goes — a new node's sample content the
    /// community deleted long ago.
    public func apply(
        _ changes: [LoggedChange], cursor: Int64, makeID: @escaping @Sendable () -> UUID, replacing: Bool = false
    ) async throws -> Replica.Outcome {
        let schema = syncSchema
        return try await writer.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA foreign_keys = OFF")
            defer { try? db.execute(sql: "PRAGMA foreign_keys = ON") }
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
