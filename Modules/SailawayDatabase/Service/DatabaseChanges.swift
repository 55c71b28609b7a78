import Foundation
import GRDB

/// The database's own signal that something was committed to it, by this process or by any
/// other on the same file: SQLite's `PRAGMA data_version`, read on a connection of its own that
/// never writes. Its value changes after every commit of every other connection, so a reader
/// compares it with the value it last saw — no file times, no polling of the rows themselves.
///
/// A database in memory has no other connection to hear from; it has no signal.
public struct DatabaseChanges: Sendable {
    private let listener: DatabaseQueue

    /// The signal of the database file at `path`, on a read-only connection of its own.
    init(path: String) throws {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.label = "sailaway.changes"
        listener = try DatabaseQueue(path: path, configuration: configuration)
    }

    /// A number that differs from the last one read whenever something was committed since.
    public func version() async throws -> Int {
        try await listener.read { db in try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0 }
    }
}
