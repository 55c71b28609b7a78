import CommunityProtocol
import Foundation
import GRDB
import SailawayDatabase

/// The account a device is signed in to, and where its sync stands, as its database keeps them
/// (``SyncState``): one device, one account at a time.
public struct DeviceAccount: Codable, Hashable, Sendable {
    /// The server.
    public var server: URL
    /// The session's token, sent with every call.
    public var token: String
    /// The account.
    public var account: AccountInfo
    /// This device's session id at the server.
    public var session: String
    /// When this device signed in.
    public var since: Date

    static let key = "device.account"
    /// The account this device was signed in to last, kept after it signs out: signing in to
    /// another one takes that account's rows off the device.
    static let previousKey = "device.previousAccount"

    /// The account `db` is signed in to, if any.
    public static func current(in db: Database) throws -> DeviceAccount? {
        try SyncState.value(key, in: db).map { try APIJSON.decoder.decode(DeviceAccount.self, from: Data($0.utf8)) }
    }

    /// Keeps `account` as the one `db` is signed in to, or forgets it (signed out).
    static func set(_ account: DeviceAccount?, in db: Database) throws {
        let text = try account.map { String(decoding: try APIJSON.encoder.encode($0), as: UTF8.self) }
        try SyncState.set(key, to: text, in: db)
        if let account { try SyncState.set(previousKey, to: account.account.id.uuidString, in: db) }
    }

    /// The account this device was last signed in to.
    static func previous(in db: Database) throws -> UUID? {
        try SyncState.value(previousKey, in: db).flatMap(UUID.init(uuidString:))
    }
}

/// Where a device's sync stands, as Sync Status shows it and `sailaway sync --status --json`
/// prints it.
public struct SyncStatus: Codable, Hashable, Sendable {
    /// The server, when signed in.
    public var server: String?
    /// The account signed in: "Name <email>".
    public var account: String?
    /// Whether the server answered the last time it was asked; nil when never asked.
    public var online: Bool?
    /// When the last sync went through.
    public var lastSync: Date?
    /// How many changes have not reached the server yet.
    public var waiting: Int
    /// Those changes, by what they change: (table, count).
    public var waitingByKind: [Waiting]
    /// How many items asked for wait to arrive.
    public var opening: Int
    /// What went wrong last, if anything did since the last sync went through.
    public var lastError: String?
    /// When it went wrong.
    public var lastErrorAt: Date?

    /// Changes waiting of one kind.
    public struct Waiting: Codable, Hashable, Sendable {
        /// The table they change.
        public var table: String
        /// How many.
        public var count: Int
    }
}

/// What sync remembers of its last attempts, by key of ``SyncState``.
enum SyncLog {
    static let lastSync = "sync.lastSync"
    static let online = "sync.online"
    static let lastError = "sync.lastError"
    static let lastErrorAt = "sync.lastErrorAt"
    static let notices = "sync.notices"
    static let lastDiscover = "sync.lastDiscover"

    static func date(_ key: String, in db: Database) throws -> Date? {
        try SyncState.value(key, in: db).flatMap { ISO8601DateFormatter().date(from: $0) }
    }

    static func set(_ key: String, _ date: Date?, in db: Database) throws {
        try SyncState.set(key, to: date.map { ISO8601DateFormatter().string(from: $0) }, in: db)
    }
}
