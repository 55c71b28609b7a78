import ChecklistsInterface
import ContentCore
import FeatureRegistry
import Foundation
import GRDB
import SailawayDatabase

/// Checklists: create (blank, forked or imported), edit, publish, rate, share and report them,
/// and run them within a charter.
///
/// Contributes Home's “Create Checklist”, the user's checklists to Library and Home, public
/// checklists to Discover, search and profiles.
public struct ChecklistsFeature: Feature {
    /// Creates the feature.
    public init() {}

    public var name: String { FeatureDeclaration.checklists.name }

    public func register(with registrar: FeatureRegistrar) {
        registrar.routes(ChecklistRoute.self, links: ChecklistRoute.links) { route, context in
            try await ChecklistScreens(context: context).screen(for: route)
        }
        registrar.quickAction(QuickAction(title: "Create Checklist", systemImage: "checklist", order: 10, route: ChecklistRoute.typeSelection))
        registrar.librarySection(
            LibrarySection(title: "Checklists", order: 10) { context in
                try await Self.summaries(context) { db, user in
                    try ContentItem.authored(by: user, kind: .checklist, visibleTo: user, in: db)
                }
            }
        )
        registrar.activityProvider(
            ContentProvider(title: "Recently edited checklists", order: 10) { limit, context in
                try await Self.summaries(context) { db, user in
                    try ContentItem.authored(by: user, kind: .checklist, visibleTo: user, limit: limit, in: db)
                }
            }
        )
        registrar.discoverProvider(
            ContentProvider(title: "Public checklists", order: 10) { limit, context in
                try await Self.summaries(context) { db, _ in try ContentItem.publicItems(kind: .checklist, limit: limit, in: db) }
            }
        )
        registrar.searchProvider(
            SearchProvider(contentType: ContentKind.checklist.rawValue, order: 10) { query, limit, context in
                try await Self.summaries(context) { db, _ in try ContentItem.search(query, kind: .checklist, limit: limit, in: db) }
            }
        )
        registrar.profileSection(
            ProfileSection(title: "Checklists", order: 10) { userID, context in
                try await Self.summaries(context) { db, viewer in
                    try ContentItem.authored(by: userID, kind: .checklist, visibleTo: viewer, in: db)
                }
            }
        )
    }

    /// Checklists as list rows, from `query` given the database and the current user.
    private static func summaries(
        _ context: ScreenContext, _ query: @escaping @Sendable (Database, UUID) throws -> [ContentItem]
    ) async throws -> [ContentSummary] {
        try await context.database().writer.read { db in
            try query(db, try User.current(db).id).map { item in
                ContentSummary(title: item.title, detail: ChecklistRows.libraryDetail(item), route: ChecklistRoute.detail(id: item.id))
            }
        }
    }
}
