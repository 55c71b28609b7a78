import FeatureRegistry
import FeatureTesting
import Foundation
import GRDB
import SailawayDatabase

/// What the tests of Profiles share: the sample sailors' links and reading the database as
/// the app left it.
enum ProfileTestSupport {
    /// Marta's profile: the PRD's example user link.
    static let martaLink = "sailaway://user/550e8400-e29b-41d4-a716-446655440001"

    /// The link of sailor `id`'s profile.
    static func link(_ id: UUID) -> String {
        "sailaway://user/\(id.uuidString.lowercased())"
    }

    /// The user's row, as saved.
    static func user(_ id: UUID, in app: AppHarness) async throws -> User? {
        try await app.database.writer.read { db in try User.fetchOne(db, key: id) }
    }

    /// Whether `follower` follows `followed`, as saved.
    static func follows(_ follower: UUID, _ followed: UUID, in app: AppHarness) async throws -> Bool {
        try await app.database.writer.read { db in
            try Bool.fetchOne(
                db, sql: "SELECT EXISTS (SELECT 1 FROM follow WHERE followerID = ? AND followedID = ?)", arguments: [follower, followed]
            ) ?? false
        }
    }

    /// The number of rows of `table`.
    static func count(_ table: String, in app: AppHarness) async throws -> Int {
        try await app.database.writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") ?? 0 }
    }
}
