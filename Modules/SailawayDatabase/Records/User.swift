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
    /// Whether this is the person using the app.
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

    /// The person using the app.
    public static func current(_ db: Database) throws -> User {
        guard let user = try User.filter(Column("isCurrent") == true).fetchOne(db) else {
            throw MissingCurrentUser()
        }
        return user
    }
}

/// The database has no current user, as after deleting the account without signing up again.
public struct MissingCurrentUser: Error, LocalizedError, CustomStringConvertible {
    /// Creates the error.
    public init() {}

    public var description: String { "There is no account on this device. Create one in the Profile tab." }
    public var errorDescription: String? { description }
}

extension Viewer {
    /// The account the viewer is, for a feature's queries to decide by: the device's account
    /// for its owner, none for the public. The one place that turns "the owner" into an id.
    ///
    /// Throws ``MissingCurrentUser`` for the owner of a device without an account, as after
    /// deleting it.
    public func person(in db: Database) throws -> UUID? {
        switch self {
        case .owner: try User.current(db).id
        case .public: nil
        }
    }

    /// The account the viewer is, when the screen is for an account only (the device's own
    /// places: Library, editing, settings). Throws ``MissingCurrentUser`` when there is none.
    public func account(in db: Database) throws -> UUID {
        guard let person = try person(in: db) else { throw MissingCurrentUser() }
        return person
    }
}
