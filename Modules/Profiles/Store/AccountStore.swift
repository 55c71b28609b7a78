import FeatureRegistry
import Foundation
import GRDB
import SailawayDatabase

/// The user's account as a whole: what it holds, its notification settings, and deleting it.
///
/// The shared tables (people, content, ratings, drafts) are read here; what each feature keeps
/// of the account comes from its ``FeatureData``, so Profiles names no other feature's table.
struct AccountStore: Sendable {
    /// The database.
    let database: SailawayDatabase
    /// Whose account it is.
    let viewer: Viewer
    /// What the build's features keep in it.
    let data: [FeatureData]
    /// The clock, for settings' change time.
    let now: @Sendable () -> Date

    /// What the device holds of the user's account.
    func summary() async throws -> AccountSummary {
        let data = data
        let id = try viewer.account()
        return try await database.writer.read { db in
            guard let user = try User.fetchOne(db, key: id) else { throw NoAccount() }
            let kinds = try Row.fetchAll(
                db, sql: "SELECT kind, COUNT(*) AS count FROM content WHERE authorID = ? GROUP BY kind ORDER BY kind", arguments: [id]
            ).map { (kind: $0["kind"] as String, count: $0["count"] as Int) }
            var visibility: [Visibility: Int] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT visibility, COUNT(*) AS count FROM content WHERE authorID = ? GROUP BY visibility", arguments: [id]) {
                if let value = Visibility(rawValue: row["visibility"]) { visibility[value] = row["count"] }
            }
            let holdings = try data.flatMap { try $0.account?(db, id) ?? [] }
            let contentChange = try Date.fetchOne(db, sql: "SELECT MAX(updatedAt) FROM content WHERE authorID = ?", arguments: [id])
            return AccountSummary(
                user: user, contentByKind: kinds, contentByVisibility: visibility,
                holdings: holdings,
                ratingCount: try ProfileStore.count(db, "SELECT COUNT(*) FROM rating WHERE userID = ?", id),
                draftCount: try ProfileStore.count(db, "SELECT COUNT(*) FROM draft WHERE ownerID = ?", id),
                lastChange: ([contentChange] + holdings.map(\.lastChange)).compactMap { $0 }.max()
            )
        }
    }

    // MARK: - Notifications

    /// The user's notification settings; the defaults until they change one.
    func notificationSettings() async throws -> NotificationSettings {
        let id = try viewer.account()
        return try await database.writer.read { db in
            try Draft.load(NotificationSettings.self, id: id, kind: NotificationSettings.kind, owner: id, in: db) ?? NotificationSettings()
        }
    }

    /// Turns one notification setting on or off, and keeps it.
    func setNotification(_ toggle: NotificationSettings.Toggle, _ isOn: Bool) async throws {
        let now = now()
        let id = try viewer.account()
        try await database.writer.write { db in
            var settings = try Draft.load(NotificationSettings.self, id: id, kind: NotificationSettings.kind, owner: id, in: db) ?? NotificationSettings()
            settings[keyPath: toggle.keyPath] = isOn
            try Draft.keep(settings, id: id, kind: NotificationSettings.kind, owner: id, at: now, in: db)
        }
    }

    // MARK: - Deleting

    /// Deletes the viewer's account in one transaction: each feature's part that no foreign key
    /// reaches, every draft of theirs (unsaved work and settings), then their row, and
    /// by cascade everything that names them — content with its parts, charters, follows,
    /// ratings, reports, reviews —, whichever features this build has.
    ///
    /// Afterwards a device whose sailor it was has none. Returns the deleted user's name.
    func deleteAccount() async throws -> String {
        let data = data
        let id = try viewer.account()
        return try await database.writer.write { db in
            guard let user = try User.fetchOne(db, key: id) else { throw NoAccount() }
            for part in data {
                try part.deleteAccount?(db, user.id)
            }
            try Draft.discardAll(owner: user.id, in: db)
            try db.execute(sql: "DELETE FROM user WHERE id = ?", arguments: [user.id])
            return user.name
        }
    }
}
