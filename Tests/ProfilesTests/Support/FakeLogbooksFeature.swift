import FeatureRegistry
import Foundation
import GRDB
import NavigationEngine
import ProfilesInterface
import SailawayDatabase

/// A content feature Profiles has never heard of: "Logbooks", whose items are the sailor's
/// checklists as the viewer may see them (their own, or public ones). It contributes a profile
/// section and a route of its own, as a real content feature does, so the tests show that a
/// profile lists and opens whatever the enabled features contribute.
struct FakeLogbooksFeature: Feature {
    /// A logbook's page.
    struct LogbookRoute: Route {
        var id: UUID
    }

    var name: String { "Logbooks" }

    func register(with registrar: FeatureRegistrar) {
        registrar.routes(
            LogbookRoute.self,
            links: [LinkPattern("logbook/{id}", .internal, route: LogbookRoute.init(id:), parameters: { $0.id })]
        ) { route, _ in
            .screen(Screen(title: "Logbook \(route.id.uuidString.lowercased())", actions: [.goBack]))
        }
        registrar.contribute(
            ProfileSection(title: "Logbooks", order: 10) { userID, context in
                try await context.database().writer.read { db in
                    let viewer = try User.current(db).id
                    return try Row.fetchAll(
                        db,
                        sql: """
                            SELECT id, title, visibility FROM content
                            WHERE authorID = ? AND kind = 'checklist' AND (visibility = 'public' OR authorID = ?)
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
