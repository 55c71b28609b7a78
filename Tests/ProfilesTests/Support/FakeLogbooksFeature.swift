import FeatureRegistry
import Foundation
import GRDB
import NavigationEngine
import ProfilesInterface
import SailawayDatabase

/// A content feature Profiles has never heard of: "Voyages", keeping logbooks, with its own data as a real
/// feature has — logbooks are rows of the shared `content` table (sample ones among them, the
/// sample sailors' checklists' ids and titles), and the passages logged on them are rows of
/// its own `passage` table —, its part of the export and of the account, a profile section
/// and a route of its own. The tests show that a profile lists and opens, and that the export
/// and account deletion cover, whatever the enabled features contribute.
struct FakeLogbooksFeature: Feature {
    /// A logbook's page.
    struct LogbookRoute: Route {
        var id: UUID
    }

    var name: String { "Voyages" }

    func register(with registrar: FeatureRegistrar) {
        registrar.routes(
            LogbookRoute.self,
            links: [LinkPattern("logbook/{id}", .internal, route: LogbookRoute.init(id:), values: \.id)]
        ) { route, _ in
            .screen(Screen(title: "Logbook \(route.id.uuidString.lowercased())", actions: [.goBack]))
        }
        registrar.contribute(Self.data, to: DatabaseSchema.self)
        registrar.contribute(
            ProfileSection(title: "Logbooks", order: 10) { subject, context in
                let userID = subject.id
                let viewer = context.viewer.accountID
                return try await context.database().writer.read { db in
                    return try Row.fetchAll(
                        db,
                        sql: """
                            SELECT id, title, visibility FROM content
                            WHERE authorID = ? AND kind = 'logbook' AND (visibility = 'public' OR authorID = ?)
                            ORDER BY title
                            """,
                        arguments: [userID, viewer]
                    ).map { row in
                        ContentSummary(title: row["title"], detail: row["visibility"], route: LogbookRoute(id: row["id"]))
                    }
                }
            }, to: ProfileSections.self
        )
    }

    // MARK: - Data

    /// The user's “Daily Boat Checks” logbook.
    static let dailyLog = UUID(uuidString: "5A11C4EC-0000-4000-8000-000000000006")!

    /// The sample logbooks: id, title, author, visibility.
    static let samples: [(id: String, title: String, author: UUID, visibility: Visibility)] = [
        ("550E8400-E29B-41D4-A716-446655440000", "Pre-Departure Safety", SampleContent.marta, .public),
        ("5A11C4EC-0000-4000-8000-000000000004", "Man Overboard", SampleContent.marta, .public),
        ("5A11C4EC-0000-4000-8000-000000000002", "Engine Start", SampleContent.jonas, .public),
        ("5A11C4EC-0000-4000-8000-000000000006", "Daily Boat Checks", SampleContent.currentUser, .private),
        ("5A11C4EC-0000-4000-8000-000000000008", "Night Watch Handover", SampleContent.currentUser, .unlisted),
    ]

    static let data = FeatureData(
        migrations: [
            FeatureMigration("passages") { db in
                try db.create(table: "passage") { t in
                    t.primaryKey("id", .blob)
                    t.column("logbookID", .blob).notNull().references("content", column: "id", onDelete: .cascade)
                    t.column("text", .text).notNull()
                    t.column("loggedAt", .datetime).notNull()
                }
            },
        ],
        sampleContent: FeatureMigration("sample logbooks") { db in
            for sample in samples {
                let id = UUID(uuidString: sample.id)!
                let item = ContentItem(
                    id: id, kind: "logbook", title: sample.title, authorID: sample.author, visibility: sample.visibility,
                    createdAt: SampleContent.date("2026-10-01")
                )
                guard try SampleContent.insert(item, in: db) else { continue }
                try db.execute(
                    sql: "INSERT INTO passage (id, logbookID, text, loggedAt) VALUES (?, ?, 'Lefkada to Meganisi', ?)",
                    arguments: [SampleContent.derivedID(id, 1, 1), id, SampleContent.date("2026-10-02")]
                )
            }
        },
        export: ExportPart("logbooks") { db, user in
            try .rows(
                db,
                "SELECT passage.* FROM passage JOIN content ON content.id = passage.logbookID WHERE content.authorID = ? ORDER BY loggedAt",
                [user]
            )
        },
        account: { db, user in
            let count = try Int.fetchOne(
                db, sql: "SELECT COUNT(*) FROM passage JOIN content ON content.id = passage.logbookID WHERE content.authorID = ?", arguments: [user]
            ) ?? 0
            return [AccountHolding(title: "Passages", count: count, deletion: "\(count) passages in your logbooks")]
        }
    )
}

/// A content feature whose profile section always fails, as one whose tables are unreadable.
struct FailingSectionFeature: Feature {
    /// What the section reports.
    struct Broken: Error, CustomStringConvertible {
        var description: String { "the logbook shelf is flooded" }
    }

    var name: String { "Broken" }

    func register(with registrar: FeatureRegistrar) {
        registrar.contribute(ProfileSection(title: "Broken Things", order: 20) { _, _ in throw Broken() }, to: ProfileSections.self)
    }
}

/// A feature whose content is only ever its owner's — a boat's servicing log —: on another
/// sailor's profile its section has nothing to show and says so by listing nothing at all.
struct PrivateServicingFeature: Feature {
    var name: String { "Servicing" }

    func register(with registrar: FeatureRegistrar) {
        registrar.contribute(
            ProfileSection(title: "Servicing", order: 30) { subject, _ in
                subject.isViewer ? [] : nil
            }, to: ProfileSections.self
        )
    }
}
