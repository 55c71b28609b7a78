import Foundation
import GRDB

/// The sailors a new install starts with, and what every feature's sample content uses: fixed
/// identifiers, so links in the docs (the PRD's own examples among them) open real content on
/// every fresh install, and dates that are the same everywhere.
///
/// Each feature writes its own sample content (``FeatureData/sampleContent``); this module only
/// knows the people.
public enum SampleContent {
    // MARK: - People

    /// The person using the app.
    public static let currentUser = UUID(uuidString: "5A11A4A7-0000-4000-8000-000000000001")!
    /// Marta Ferrer, a Mediterranean skipper: the PRD's example user link.
    public static let marta = UUID(uuidString: "550E8400-E29B-41D4-A716-446655440001")!
    /// Jonas Lind, a Baltic engineer.
    public static let jonas = UUID(uuidString: "5A11A4A7-0000-4000-8000-000000000002")!
    /// Aiko Tanaka, an instructor.
    public static let aiko = UUID(uuidString: "5A11A4A7-0000-4000-8000-000000000003")!
    /// Sam Okafor, a charter-base manager.
    public static let sam = UUID(uuidString: "5A11A4A7-0000-4000-8000-000000000004")!

    static let users = [
        User(id: currentUser, name: "Alex Morgan", bio: "Weekend skipper, learning the ropes of bareboat chartering.", isCurrent: true, joinedAt: date("2026-03-02")),
        User(id: marta, name: "Marta Ferrer", bio: "RYA Yachtmaster. Twenty seasons between Mallorca and the Cyclades.", joinedAt: date("2025-04-11")),
        User(id: jonas, name: "Jonas Lind", bio: "Marine diesel engineer on the Baltic. Bleeds injectors for fun.", joinedAt: date("2025-06-20")),
        User(id: aiko, name: "Aiko Tanaka", bio: "Sailing instructor; teaches anchoring, mooring and heavy-weather tactics.", joinedAt: date("2025-09-05")),
        User(id: sam, name: "Sam Okafor", bio: "Runs a yacht base in Lefkada. Has seen every way a handover can go wrong.", joinedAt: date("2025-11-30")),
    ]

    /// Writes the sample people, on a database that has nobody yet.
    static func insertPeople(_ db: Database) throws {
        guard try User.fetchCount(db) == 0 else { return }
        for user in users {
            try user.insert(db)
        }
    }

    // MARK: - Helpers for features' sample content

    /// Writes `item`, a piece of sample content, unless its author is not on the device (the
    /// account was deleted before the feature first ran) or it is there already. Returns whether
    /// it was written, so the feature writes its parts only then.
    public static func insert(_ item: ContentItem, in db: Database) throws -> Bool {
        guard try User.exists(db, key: item.authorID), try ContentItem.filter(Column("id") == item.id).isEmpty(db) else {
            return false
        }
        var item = item
        try item.insert(db)
        return true
    }

    /// Writes sample rows of a feature's own table, each of them `owner`'s: none when that
    /// account is not on the device (deleted before the feature first ran), and a row already
    /// there by its key stays as it is — its sailor may have changed it since.
    public static func insert<Row: PersistableRecord>(_ rows: [Row], ownedBy owner: UUID, in db: Database) throws {
        guard try User.exists(db, key: owner) else { return }
        for row in rows {
            try row.insert(db, onConflict: .ignore)
        }
    }

    /// Writes sample ratings — content, who rated it, stars — on `day`, leaving out those whose
    /// content or rater is not on the device.
    public static func insertRatings(_ ratings: [(content: UUID, rater: UUID, stars: Int)], on day: String, in db: Database) throws {
        for rating in ratings {
            try db.execute(
                sql: """
                    INSERT OR IGNORE INTO rating (contentID, userID, stars, ratedAt)
                    SELECT ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM content WHERE id = ?) AND EXISTS (SELECT 1 FROM user WHERE id = ?)
                    """,
                arguments: [rating.content, rating.rater, rating.stars, date(day), rating.content, rating.rater]
            )
        }
    }

    /// Midnight UTC of a day, "2026-09-14".
    public static func date(_ day: String) -> Date {
        let parts = day.split(separator: "-").compactMap { Int($0) }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2]))!
    }

    /// The identifier of a seeded part of `base` (a section with `item` 0, an item, a card):
    /// `base`'s, with three bytes the sample identifiers share replaced, so every install has
    /// the same ones.
    public static func derivedID(_ base: UUID, _ section: Int, _ item: Int) -> UUID {
        var bytes = base.uuid
        bytes.10 = UInt8(section)
        bytes.11 = UInt8(item >> 8)
        bytes.12 = UInt8(item & 0xFF)
        return UUID(uuid: bytes)
    }
}
