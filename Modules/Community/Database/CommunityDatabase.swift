import Foundation

/// The community's authority: where accounts, sessions and every synced row are kept, and the
/// log that orders every change. SQLite in the server's data directory by default; PostgreSQL
/// when several nodes serve one community (`CommunityPostgres`).
///
/// Everything the community does is written once, in SQL both engines read (``SQLValue``, `?`
/// for each argument); an engine gives connections, runs transactions one after another in the
/// log's order, and tells every node when the log grew.
public protocol CommunityDatabase: Sendable {
    /// Creates the tables on a new database; a database already made is left as it is.
    func prepare() async throws

    /// Runs `body` as one transaction that changes the community, after every other one
    /// (across nodes, too): the log's order is the order transactions commit in. What `body`
    /// throws rolls everything back.
    func write<T: Sendable>(_ body: @Sendable (any CommunityConnection) async throws -> T) async throws -> T

    /// Runs `body`, which only reads, beside any transaction.
    func read<T: Sendable>(_ body: @Sendable (any CommunityConnection) async throws -> T) async throws -> T

    /// Each time a transaction that grew the log commits, here or on another node; a reader that
    /// falls behind gets one signal for many.
    func logGrowth() -> AsyncStream<Void>

    /// A short name of the engine and where it is, for logs ("SQLite at /srv/…").
    var description: String { get }

    /// Runs what the engine needs running while the server serves (a connection pool), until
    /// the task is cancelled; returns at once for an engine that needs nothing.
    func run() async throws
}

extension CommunityDatabase {
    public func run() async throws {}
}

/// One connection of a ``CommunityDatabase``, within one `write` or `read`.
public protocol CommunityConnection: Sendable {
    /// Runs a statement that returns nothing.
    func execute(_ sql: String, _ arguments: [SQLValue]) async throws
    /// Runs a query; its rows, each by column.
    func query(_ sql: String, _ arguments: [SQLValue]) async throws -> [SQLRow]
}

extension CommunityConnection {
    /// The first row of a query, if any.
    func first(_ sql: String, _ arguments: [SQLValue] = []) async throws -> SQLRow? {
        try await query(sql, arguments).first
    }

    /// Runs a query without arguments.
    func query(_ sql: String) async throws -> [SQLRow] {
        try await query(sql, [])
    }

    /// Runs a statement without arguments.
    func execute(_ sql: String) async throws {
        try await execute(sql, [])
    }
}

/// The community's database could not be used, or holds what it should not.
public struct CommunityDatabaseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public var description: String

    /// The error.
    public init(_ description: String) {
        self.description = description
    }
}
