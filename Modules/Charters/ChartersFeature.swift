import AppShellInterface
import ChartersInterface
import FeatureRegistry
import Foundation
import SailawayDatabase

/// Charters: the user's charters — boat, dates, crew and the checklists run aboard — in the
/// Charters tab it owns.
///
/// It registers ``CharterRoute`` (whose link `charter/{id}` is public and opens in Charters),
/// the tab, Home's "New Charter" quick action and the "Upcoming charters" activity. A charter
/// opens a checklist's run through Checklists' interface only; in a build without Checklists
/// its checklists say they are not available.
public struct ChartersFeature: Feature {
    /// Creates the feature.
    public init() {}

    public var name: String { FeatureDeclaration.charters.name }

    public func register(with registrar: FeatureRegistrar) {
        registrar.routes(CharterRoute.self, links: CharterRoute.links) { route, context in
            // A charter is its owner's alone: anyone else is told to open the app, before anything
            // is read, so whether the charter exists is not told either.
            guard let screens = try CharterScreens(context) else { return .restricted }
            return try await screens.screen(for: route)
        }
        registrar.tab(
            TabContribution(id: .charters, title: "Charters", order: 30, systemImage: "sailboat.fill") { context in
                try await CharterListScreen(store: Self.store(context), makeID: context.context.makeID).root()
            }
        )
        registrar.contribute(ChartersData.declaration, to: DatabaseSchema.self)
        CharterChecklistChoice.register(with: registrar)
        registrar.provide(
            CharterDirectory(
                name: { id, context in try await Self.store(context).name(of: id) },
                runningChecklist: { checklistID, context in try await Self.store(context).names(running: checklistID) }
            ),
            for: CharterDirectoryKey.self
        )
        registrar.contribute(QuickAction(title: "New Charter", systemImage: "sailboat", order: 20, route: CharterRoute.start), to: QuickActions.self)
        registrar.contribute(
            ContentProvider(title: "Upcoming charters", order: 30) { limit, context in
                let today = CharterDay(context.context.now(), in: .current)
                return try await Self.store(context).upcoming(from: today, limit: limit).map { charter in
                    ContentSummary(title: charter.name, detail: charter.summary, route: CharterRoute.detail(id: charter.id))
                }
            },
            to: HomeActivity.self
        )
    }

    /// The context's viewer's charters, over its database; only an account has any.
    static func store(_ context: ScreenContext) throws -> CharterStore {
        try store(context, of: context.viewer.account())
    }

    /// `owner`'s charters, over the context's database.
    static func store(_ context: ScreenContext, of owner: UUID) throws -> CharterStore {
        CharterStore(database: try context.database(), owner: owner, now: context.context.now)
    }
}
