import Foundation
import FeatureRegistry
import GRDB

/// A sailor: the app's user or someone whose content they see.
public struct User: Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
    /// The table, named here: GRDB's default derives it from the type's name with a regular
    /// expression, compiled (ICU) at the first query of every process — 8 % of `sailaway state`'s
    /// whole run, whose launch guard counts the sailors (docs/PERFORMANCE.md).
    public static let databaseTableName = "user"

    /// Its identifier, as in `sailaway://user/{id}`.
    public var id: UUID
    /// The name shown.
    public var name: String
    /// A few words about them.
    public var bio: String
    /// Whether this is the sailor of the device whose database this is: kept on the device, never
    /// synced, and read only by ``DeviceSailor`` (a feature is handed its viewer instead).
    public var isCurrent: Bool
    /// When they joined.
    public var joinedAt: Date

    /// Creates a user.
    public init(id: UUID, name: String, bio: String = "", isCurrent: Bool = false, joinedAt: Date) {
        self.id = id
        self.name = name
        self.bio = bio
        self.isCurrent = isCurrent
        self.joinedAt = joinedAt
    }
}
