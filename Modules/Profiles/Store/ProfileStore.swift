import FeatureRegistry
import Foundation
import GRDB
import SailawayDatabase

/// Sailors in the database as one viewer sees them: profiles, the viewer's own name and bio,
/// and who follows whom. Every change is one transaction, so nothing is ever half-saved, and is
/// the viewer's own: the public changes nothing.
struct ProfileStore: Sendable {
    /// The most sailors a follow list shows.
    static let listLimit = 100

    /// The database.
    let database: SailawayDatabase
    /// Who is looking.
    let viewer: Viewer
    /// The clock, for follows and new accounts.
    let now: @Sendable () -> Date
    /// Makes the id of a new account.
    let makeID: @Sendable () -> UUID

    // MARK: - Reading

    /// The viewer's own profile; throws ``NoAccount`` for the public, and when the account's
    /// profile is gone.
    func viewerProfile() async throws -> User {
        let id = try viewer.account()
        guard let user = try await database.writer.read({ db in try User.fetchOne(db, key: id) }) else { throw NoAccount() }
        return user
    }

    /// The profile of sailor `id` as the viewer sees it; nil when there is none. The public sees
    /// it as someone who follows no one.
    func profile(_ id: UUID) async throws -> Profile? {
        let person = viewer.accountID
        return try await database.writer.read { db in
            guard let user = try User.fetchOne(db, key: id) else { return nil }
            let isFollowed = try person.map { person in
                try Bool.fetchOne(
                    db, sql: "SELECT EXISTS (SELECT 1 FROM follow WHERE followerID = ? AND followedID = ?)",
                    arguments: [person, id]
                ) ?? false
            } ?? false
            return Profile(
                user: user,
                followerCount: try Self.count(db, "SELECT COUNT(*) FROM follow WHERE followedID = ?", id),
                followingCount: try Self.count(db, "SELECT COUNT(*) FROM follow WHERE followerID = ?", id),
                isOwn: person == id,
                isFollowed: isFollowed
            )
        }
    }

    /// Sailor `id`'s followers or the sailors they follow, most recent first; nil when there is
    /// no such sailor.
    func followList(_ direction: FollowList.Direction, of id: UUID, limit: Int = listLimit) async throws -> FollowList? {
        try await database.writer.read { db in
            guard let owner = try User.fetchOne(db, key: id) else { return nil }
            // Followers are served by the index follow_byFollowed (followedID, followedAt);
            // following by the primary key (followerID, followedID).
            let (sql, countSQL) = switch direction {
            case .followers: (
                "SELECT user.id, user.name, follow.followedAt FROM follow JOIN user ON user.id = follow.followerID WHERE follow.followedID = ? ORDER BY follow.followedAt DESC, user.name LIMIT ?",
                "SELECT COUNT(*) FROM follow WHERE followedID = ?"
            )
            case .following: (
                "SELECT user.id, user.name, follow.followedAt FROM follow JOIN user ON user.id = follow.followedID WHERE follow.followerID = ? ORDER BY follow.followedAt DESC, user.name LIMIT ?",
                "SELECT COUNT(*) FROM follow WHERE followerID = ?"
            )
            }
            let entries = try Row.fetchAll(db, sql: sql, arguments: [id, max(0, limit)]).map { row in
                FollowList.Entry(id: row["id"], name: row["name"], followedAt: row["followedAt"])
            }
            return FollowList(owner: owner.name, direction: direction, entries: entries, total: try Self.count(db, countSQL, id))
        }
    }

    // MARK: - Changes

    /// Sets the viewer's name; refuses an empty or too long one.
    func setName(_ text: String) async throws -> String {
        let name = try ProfileText.name(text)
        let id = try viewer.account()
        try await database.writer.write { db in
            try db.execute(sql: "UPDATE user SET name = ? WHERE id = ?", arguments: [name, id])
        }
        return name
    }

    /// Sets the viewer's bio; refuses a too long one; an empty one clears it.
    func setBio(_ text: String) async throws -> String {
        let bio = try ProfileText.bio(text)
        let id = try viewer.account()
        try await database.writer.write { db in
            try db.execute(sql: "UPDATE user SET bio = ? WHERE id = ?", arguments: [bio, id])
        }
        return bio
    }

    /// Makes the viewer follow sailor `id`, or stop; returns the sailor's name.
    func setFollowing(_ id: UUID, _ following: Bool) async throws -> String {
        let now = now()
        guard let follower = viewer.accountID else {
            throw ActionError("There is no account here. Create one in Profile, or sign in, to follow sailors.")
        }
        return try await database.writer.write { db in
            guard let user = try User.fetchOne(db, key: id) else {
                throw ActionError("This sailor's profile does not exist or was deleted.")
            }
            guard user.id != follower else { throw ActionError("You can't follow yourself.") }
            if following {
                try db.execute(
                    sql: "INSERT INTO follow (followerID, followedID, followedAt) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
                    arguments: [follower, id, now]
                )
            } else {
                try db.execute(sql: "DELETE FROM follow WHERE followerID = ? AND followedID = ?", arguments: [follower, id])
            }
            return user.name
        }
    }

    /// The integer `sql` counts for sailor `id`.
    static func count(_ db: Database, _ sql: String, _ id: UUID) throws -> Int {
        try Int.fetchOne(db, sql: sql, arguments: [id]) ?? 0
    }
}
