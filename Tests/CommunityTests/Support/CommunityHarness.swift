import Community
import CommunityPostgres
import CommunityProtocol
import Foundation
import GRDB
import PostgresTesting
import ProcessTesting
import SailawayDatabase
import Testing

/// A community in a fresh database of `engine` — a new SQLite file, or a new database of the
/// test process's PostgreSQL server — over the shared synced tables and a `passage` table of
/// content's parts, with fast password hashing: what the community's tests sign up to and push to.
///
/// On PostgreSQL, its connections run while the harness lives: when the test lets go of it, they
/// close. Where PostgreSQL is not installed, a test case on it is cancelled, saying what is
/// missing.
final class CommunityHarness: Sendable {
    let community: Community
    private let connections: Task<Void, Never>?

    /// The tables it syncs.
    static let schema = try! SyncSchema(
        SailawayDatabase.syncedTables + [
            SyncedTable("passage", key: ["id"], parent: .init("content", via: "logbookID"), merging: ["text": .keepingBoth]),
        ]
    )

    init(_ engine: Engine, throttle: SignInThrottle = SignInThrottle()) async throws {
        let database: any CommunityDatabase
        switch engine {
        case .sqlite:
            database = try SQLiteCommunityDatabase(directory: TestCleanup.directory("community"))
            connections = nil
        case .postgres:
            let postgres = try PostgresCommunityDatabase(url: try await PostgresServer.databaseForTest("community"))
            connections = Task { await postgres.run() }
            database = postgres
        }
        community = try await Community.open(database, schema: Self.schema, hasher: PasswordHasher(cost: 4), throttle: throttle)
    }

    deinit {
        connections?.cancel()
    }

    var authority: Authority { community.authority }
    var accounts: Accounts { community.accounts }

    /// A new account and one device signed in to it.
    func sailor(_ name: String) async throws -> Accounts.SignedIn {
        try await accounts.signUp(name: name, email: "\(name.lowercased())@example.com", password: "correct horse", as: .device)
    }

    /// Another device of the account `signedIn` is.
    func otherDevice(of signedIn: Accounts.SignedIn) async throws -> Accounts.SignedIn {
        try await accounts.signIn(email: signedIn.account.email ?? "", password: "correct horse", from: "127.0.0.1", as: .device)
    }

    func session(_ signedIn: Accounts.SignedIn) async throws -> Accounts.Session {
        guard let session = try await accounts.session(signedIn.token) else { throw CommunityDatabaseError("signed out") }
        return session
    }

    @discardableResult
    func push(_ changes: [RowChange], from signedIn: Accounts.SignedIn) async throws -> [Authority.Outcome] {
        try await authority.push(changes, from: .device(try await session(signedIn)), in: community.database)
    }

    func pull(_ signedIn: Accounts.SignedIn, after cursor: Int64) async throws -> PullBatch {
        try await authority.pull(after: cursor, for: try await session(signedIn), in: community.database)
    }

    // MARK: - Rows

    static func contentRow(_ id: UUID, by author: UUID, title: String, visibility: String = "private") -> SyncFields {
        [
            "id": SyncValue(id), "kind": .text("logbook"), "title": .text(title), "body": .text(""), "authorID": SyncValue(author),
            "visibility": .text(visibility), "forkedFromID": .null, "createdAt": .text("2026-06-01 00:00:00.000"), "updatedAt": .text("2026-06-01 00:00:00.000"),
        ]
    }

    static func new(_ table: String, _ row: SyncFields) -> RowChange {
        RowChange(id: UUID().uuidString, table: table, key: key(table, row), operation: .upsert, base: nil, fields: row)
    }

    static func edit(_ table: String, from base: SyncFields, to row: SyncFields) -> RowChange {
        RowChange(id: UUID().uuidString, table: table, key: key(table, row), operation: .upsert, base: base, fields: row)
    }

    static func delete(_ table: String, _ row: SyncFields) -> RowChange {
        RowChange(id: UUID().uuidString, table: table, key: key(table, row), operation: .delete, base: row, fields: nil)
    }

    static func key(_ table: String, _ row: SyncFields) -> SyncFields {
        schema.table(table)?.key(of: row) ?? [:]
    }
}

extension PullBatch {
    /// The rows of `table` it writes, by id.
    func rows(_ table: String) -> [UUID: SyncFields] {
        var rows: [UUID: SyncFields] = [:]
        for change in changes where change.table == table && change.operation == .upsert {
            if let id = change.key["id"]?.uuid, let row = change.row { rows[id] = row }
        }
        return rows
    }

    /// The keys of `table` it deletes.
    func deleted(_ table: String) -> [SyncFields] {
        changes.filter { $0.table == table && $0.operation == .delete }.map(\.key)
    }
}
