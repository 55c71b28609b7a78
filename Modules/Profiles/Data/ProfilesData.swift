import Foundation
import GRDB
import SailawayDatabase

/// What Profiles keeps in the database: who follows whom. (People are shared: every feature's
/// content has an author.)
enum ProfilesData {
    /// The declaration, contributed to ``DatabaseSchema``.
    static let declaration = FeatureData(
        migrations: [FeatureMigration("follows", replaces: ["v3 follows"], migrate: createFollows)],
        // Who follows whom is public; a follow is the follower's, and reaches the one followed.
        synced: [SyncedTable("follow", key: ["followerID", "followedID"], owner: .column("followerID"), readers: .everyone, parent: .init("user", via: "followedID"))],
        sampleContent: FeatureMigration("sample follows", replaces: ["v3 sample decks, guides and follows"], migrate: insertSampleFollows),
        export: ExportPart("follows", value: export),
        account: account
    )

    // MARK: - Schema

    @Sendable
    static func createFollows(_ db: Database) throws {
        try db.create(table: "follow") { t in
            t.column("followerID", .blob).notNull().references("user", column: "id", onDelete: .cascade)
            t.column("followedID", .blob).notNull().references("user", column: "id", onDelete: .cascade)
            t.column("followedAt", .datetime).notNull()
            t.primaryKey(["followerID", "followedID"])
            t.check(sql: "followerID <> followedID")
        }
        // Followers of one person, most recent first.
        try db.create(index: "follow_byFollowed", on: "follow", columns: ["followedID", "followedAt"])
    }

    // MARK: - Sample content

    /// Who follows whom among the sample sailors.
    static let sampleFollows: [(follower: UUID, followed: UUID)] = [
        (SampleContent.currentUser, SampleContent.marta), (SampleContent.currentUser, SampleContent.aiko),
        (SampleContent.marta, SampleContent.currentUser), (SampleContent.jonas, SampleContent.currentUser),
        (SampleContent.aiko, SampleContent.marta), (SampleContent.sam, SampleContent.marta),
    ]

    /// Writes the sample follows between the sample sailors that are on the device.
    @Sendable
    static func insertSampleFollows(_ db: Database) throws {
        for follow in sampleFollows {
            try db.execute(
                sql: """
                    INSERT OR IGNORE INTO follow (followerID, followedID, followedAt)
                    SELECT ?, ?, ? WHERE (SELECT COUNT(*) FROM user WHERE id IN (?, ?)) = 2
                    """,
                arguments: [follow.follower, follow.followed, SampleContent.date("2026-09-01"), follow.follower, follow.followed]
            )
        }
    }

    // MARK: - The user's data

    /// Whom the user follows and who follows them.
    @Sendable
    static func export(_ db: Database, user: UUID) throws -> ExportValue {
        .object([
            "following": try .rows(db, "SELECT * FROM follow WHERE followerID = ? ORDER BY followedAt DESC", [user]),
            "followers": try .rows(db, "SELECT * FROM follow WHERE followedID = ? ORDER BY followedAt DESC", [user]),
        ])
    }

    /// The user's follows, both ways.
    @Sendable
    static func account(_ db: Database, user: UUID) throws -> [AccountHolding] {
        let following = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM follow WHERE followerID = ?", arguments: [user]) ?? 0
        let followers = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM follow WHERE followedID = ?", arguments: [user]) ?? 0
        return [AccountHolding(title: "Follows", count: following + followers, deletion: "Follows: you follow \(following), \(followers) follow you")]
    }
}
