import FeatureRegistry
import Foundation
import GRDB
import SailawayDatabase

/// The user's account as a whole: what it holds, its notification settings, and deleting it.
struct AccountStore: Sendable {
    /// The database.
    let database: SailawayDatabase
    /// The clock, for settings' change time.
    let now: @Sendable () -> Date

    /// What the device holds of the user's account.
    func summary() async throws -> AccountSummary {
        try await database.writer.read { db in
            let user = try User.current(db)
            let id = user.id
            let kinds = try Row.fetchAll(
                db, sql: "SELECT kind, COUNT(*) AS count FROM content WHERE authorID = ? GROUP BY kind ORDER BY kind", arguments: [id]
            ).map { (kind: $0["kind"] as String, count: $0["count"] as Int) }
            var visibility: [Visibility: Int] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT visibility, COUNT(*) AS count FROM content WHERE authorID = ? GROUP BY visibility", arguments: [id]) {
                if let value = Visibility(rawValue: row["visibility"]) { visibility[value] = row["count"] }
            }
            // Dates are stored as sortable text, so MAX over the union is the latest change.
            let lastChange = try Date.fetchOne(
                db,
                sql: """
                    SELECT MAX(changedAt) FROM (
                        SELECT MAX(updatedAt) AS changedAt FROM content WHERE authorID = ?1
                        UNION ALL SELECT MAX(updatedAt) FROM charter WHERE ownerID = ?1
                        UNION ALL SELECT MAX(run.updatedAt) FROM checklistRunItem AS run JOIN charter ON charter.id = run.charterID WHERE charter.ownerID = ?1
                    )
                    """,
                arguments: [id]
            )
            return AccountSummary(
                user: user, contentByKind: kinds, contentByVisibility: visibility,
                charterCount: try ProfileStore.count(db, "SELECT COUNT(*) FROM charter WHERE ownerID = ?", id),
                followingCount: try ProfileStore.count(db, "SELECT COUNT(*) FROM follow WHERE followerID = ?", id),
                followerCount: try ProfileStore.count(db, "SELECT COUNT(*) FROM follow WHERE followedID = ?", id),
                ratingCount: try ProfileStore.count(db, "SELECT COUNT(*) FROM rating WHERE userID = ?", id),
                draftCount: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM draft") ?? 0,
                lastChange: lastChange
            )
        }
    }

    // MARK: - Notifications

    /// The user's notification settings; the defaults until they change one.
    func notificationSettings() async throws -> NotificationSettings {
        try await database.writer.read { db in
            try Draft.load(NotificationSettings.self, id: User.current(db).id, kind: NotificationSettings.kind, in: db) ?? NotificationSettings()
        }
    }

    /// Turns one notification setting on or off, and keeps it.
    func setNotification(_ toggle: NotificationSettings.Toggle, _ isOn: Bool) async throws {
        let now = now()
        try await database.writer.write { db in
            let id = try User.current(db).id
            var settings = try Draft.load(NotificationSettings.self, id: id, kind: NotificationSettings.kind, in: db) ?? NotificationSettings()
            settings[keyPath: toggle.keyPath] = isOn
            try Draft.keep(settings, id: id, kind: NotificationSettings.kind, at: now, in: db)
        }
    }

    // MARK: - Deleting

    /// Deletes the user's account in one transaction: their row, and by cascade their content
    /// with its parts, charters with crew and runs, follows, ratings, reports and reviews; and
    /// every draft, since drafts are the device user's unsaved work and settings.
    ///
    /// Afterwards the device has no current user. Returns the deleted user's name.
    func deleteAccount() async throws -> String {
        try await database.writer.write { db in
            let user = try User.current(db)
            try db.execute(sql: "DELETE FROM draft")
            try db.execute(sql: "DELETE FROM user WHERE id = ?", arguments: [user.id])
            return user.name
        }
    }
}
