import CommunityProtocol
import FeatureRegistry
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

/// What sync remembers of its last attempts, by key of ``SyncState``.
enum SyncLog {
    static let lastSync = "sync.lastSync"
    static let online = "sync.online"
    static let lastError = "sync.lastError"
    static let lastErrorAt = "sync.lastErrorAt"
    static let notices = "sync.notices"
    static let lastDiscover = "sync.lastDiscover"

    static func date(_ key: String, in db: Database) throws -> Date? {
        try SyncState.value(key, in: db).flatMap(DateText.moment(timestamp:))
    }

    static func set(_ key: String, _ date: Date?, in db: Database) throws {
        try SyncState.set(key, to: date.map(DateText.timestamp), in: db)
    }
}
