import AppShellInterface
import FeatureRegistry
import Foundation
import NavigationEngine
import SearchInterface

/// A fake content feature for tests: harbors, shown in the Discover tab it owns.
///
/// It has every shape of route the engine supports: a public detail by UUID with an alias, a
/// public search with a text query, an internal editor with no tab (pushed where the user is),
/// an internal review sheet, and a list with an enumeration and an optional page.
public struct HarborsFeature: Feature {
    /// The harbors the feature knows; tests share one to see edits.
    public let store: HarborStore

    /// Creates the feature over `store`.
    public init(store: HarborStore = HarborStore()) {
        self.store = store
    }

    public var name: String { "Harbors" }

    public func register(with registrar: FeatureRegistrar) {
        let store = store
        registrar.routes(HarborRoute.self, links: HarborRoute.links) { route, context in
            HarborScreens(store: store, context: context).screen(for: route)
        }
        registrar.tab(
            TabContribution(id: .discover, title: "Discover", order: 20, systemImage: "sparkles") { _ in
                Screen(
                    title: "Discover",
                    sections: [ScreenSection("Popular harbors", rows: HarborScreens.rows(opening: store.all()))],
                    actions: store.all().map(HarborScreens.open)
                )
            }
        )
        registrar.contribute(
            QuickAction(title: "Find a Harbor", systemImage: "map", order: 10, route: HarborRoute.list(region: .north, page: nil)),
            to: QuickActions.self
        )
        registrar.contribute(
            LibrarySection(title: "Saved harbors", order: 10) { _ in
                store.all().map { ContentSummary(title: $0.name, detail: $0.region.rawValue, route: HarborRoute.detail(id: $0.id)) }
            },
            to: LibrarySections.self
        )
    }
}

/// The routes of the fake Harbors feature.
@CasePathable
public enum HarborRoute: Route {
    /// A harbor's page.
    case detail(id: UUID)
    /// Harbors matching a query.
    case search(query: String)
    /// The editor of a harbor (internal).
    case editor(id: UUID)
    /// The review sheet of a harbor (internal).
    case review(id: UUID)
    /// Harbors of a region, a page at a time (internal).
    case list(region: HarborRegion, page: Int?)

    /// The links of every case.
    public static let links: [LinkPattern<HarborRoute>] = [
        LinkPattern(
            "harbor/{id}", aliases: ["content/{id}?type=harbor"], .public, opensIn: [.discover, .home],
            case: \.detail
        ),
        LinkPattern("harbors/search?q={query}", .public, opensIn: [.discover], case: \.search),
        LinkPattern("harbor/{id}/edit", .internal, case: \.editor),
        LinkPattern("harbor/{id}/review", .internal, presentation: .sheet, case: \.review),
        LinkPattern(
            "harbors/{region}?page={page}", .internal, opensIn: [.discover],
            case: \.list, values: (HarborRegion, Int?).self
        ),
    ]
}

/// The regions harbors are listed by.
public enum HarborRegion: String, CaseIterable, Sendable, LinkParameter {
    case north, south
}
