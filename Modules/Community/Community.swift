import Foundation
import SailawayDatabase

/// The community a server serves: its accounts and sessions (``Accounts``) and the authority
/// over every synced row (``Authority``), kept in one ``CommunityDatabase`` — SQLite in the data
/// directory, or PostgreSQL shared by every node.
public struct Community: Sendable {
    /// Where it is kept.
    public let database: any CommunityDatabase
    /// Every synced row, and the log of their changes.
    public let authority: Authority
    /// Accounts and sessions.
    public let accounts: Accounts
    /// The key browser cookies, one-time links and CSRF tokens are signed with: the same on every
    /// node, so a browser session made on one works on another.
    public let signingKey: [UInt8]

    /// Opens the community kept in `database` — creating its tables and keys when it is new —
    /// for the tables of `schema`.
    ///
    /// - Parameter signingKey: The key a server kept before there was a community (its data
    ///   directory's), adopted by a new community so the browser sessions it signed go on.
    public static func open(
        _ database: any CommunityDatabase, schema: SyncSchema, hasher: PasswordHasher = PasswordHasher(), throttle: SignInThrottle = SignInThrottle(),
        adopting signingKey: [UInt8]? = nil, now: @escaping @Sendable () -> Date = { Date() }, makeID: @escaping @Sendable () -> UUID = { UUID() }
    ) async throws -> Community {
        try Secret.checkAvailable()
        try await database.prepare()
        let (tokenKey, signing) = try await database.write { connection in
            (try await key("tokenKey", made: Secret.randomKey(), in: connection), try await key("signingKey", made: signingKey ?? Secret.randomKey(), in: connection))
        }
        let authority = Authority(schema: schema, now: now)
        return Community(
            database: database, authority: authority,
            accounts: Accounts(database: database, hasher: hasher, throttle: throttle, tokenKey: tokenKey, now: now, makeID: makeID, authority: authority),
            signingKey: signing
        )
    }

    /// The key kept under `name`, or `made`, kept now.
    private static func key(_ name: String, made: [UInt8], in connection: any CommunityConnection) async throws -> [UInt8] {
        if let hex = try await connection.first("SELECT value FROM communityInfo WHERE key = ?", [.text(name)])?["value"]?.text,
            let key = Secret.bytes(hex: Substring(hex)), key.count == 32
        {
            return key
        }
        try await connection.execute("INSERT INTO communityInfo (key, value) VALUES (?, ?)", [.text(name), .text(Secret.hex(made))])
        return made
    }

    // MARK: - A new community

    /// Whether the community holds no row yet.
    public func isEmpty() async throws -> Bool {
        try await database.read { connection in try await connection.first("SELECT 1 AS any FROM record LIMIT 1") == nil }
    }

    /// Takes in every synced row of a replica — the first node's data, its sample sailors and
    /// their public content among them — as the server's own changes, in batches.
    public func adopt(_ rows: [(table: SyncedTable, row: SyncFields)]) async throws {
        let changes = rows.map { table, row in
            RowChange(id: "adopt:\(table.name):\(table.keyText(table.key(of: row)))", table: table.name, key: table.key(of: row), operation: .upsert, base: nil, fields: row)
        }
        var start = 0
        while start < changes.count {
            let end = min(start + 500, changes.count)
            _ = try await authority.push(Array(changes[start..<end]), from: .node("adopt"), in: database)
            start = end
        }
    }
}
