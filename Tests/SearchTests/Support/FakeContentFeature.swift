import FeatureRegistry
import Foundation
import NavigationEngine
import SearchInterface
import Synchronization

/// A content feature as Search sees one: providers and nothing else. Search must work with
/// whatever kinds of content a build has, so its tests use made-up kinds.
struct FakeContentFeature<Kind: FakeKind>: Feature {
    /// The kind: `recipe`, `knot`…
    var kind: String { Kind.name }
    /// Its items, newest first.
    let items: [FakeItem]
    /// Every query the search provider was asked, to check it arrives as typed.
    let queries = QueryLog()

    var name: String { kind.capitalized + "s" }

    func register(with registrar: FeatureRegistrar) {
        let kind = kind, items = items, queries = queries
        registrar.routes(FakeRoute<Kind>.self, links: FakeRoute<Kind>.links) { route, _ in
            .screen(Screen(title: route.title))
        }
        @Sendable func summaries(_ items: [FakeItem]) -> [ContentSummary] {
            items.map { ContentSummary(title: $0.title, detail: "★ \($0.rating)", route: FakeRoute<Kind>(title: $0.title)) }
        }
        registrar.contribute(ContentProvider(title: "Trending \(kind)s", order: 10) { limit, _ in
            summaries(Array(items.sorted { $0.rating > $1.rating }.prefix(limit)))
        }, to: DiscoverLists.self)
        registrar.contribute(
            SearchProvider(
                contentType: kind, title: name, order: items.count,
                search: { query, limit, _ in
                    queries.record(query)
                    let words = query.lowercased().split(separator: " ")
                    return summaries(Array(items.filter { item in words.allSatisfy { item.title.lowercased().contains($0) } }.prefix(limit)))
                },
                browse: { order, limit, _ in
                    summaries(Array((order == .topRated ? items.sorted { $0.rating > $1.rating } : items).prefix(limit)))
                }
            ), to: SearchProviders.self
        )
    }
}

/// A kind of fake content; each kind has its own route type, as each feature does.
protocol FakeKind: Sendable {
    /// The kind's name: `recipe`.
    static var name: String { get }
}

/// Recipes for the galley.
enum Recipe: FakeKind {
    static let name = "recipe"
}

/// Knots.
enum Knot: FakeKind {
    static let name = "knot"
}

/// A fake item's page.
struct FakeRoute<Kind: FakeKind>: Route {
    var title: String

    static var links: [LinkPattern<FakeRoute>] {
        [
            LinkPattern(
                "\(Kind.name)/{title}", .public, opensIn: [.discover],
                route: FakeRoute.init(title:), values: \.title
            )
        ]
    }
}

/// The queries a provider received.
final class QueryLog: Sendable {
    private let queries = Mutex<[String]>([])

    func record(_ query: String) {
        queries.withLock { $0.append(query) }
    }

    var all: [String] { queries.withLock { $0 } }
}

/// The fake content of Search's tests.
enum Fakes {
    /// Recipes for the galley.
    static let recipes = FakeContentFeature<Recipe>(items: [
        FakeItem(title: "Mediterranean fish stew", rating: 5),
        FakeItem(title: "One-pot pasta", rating: 3),
        FakeItem(title: "Sailing-day flapjacks", rating: 4),
    ])

    /// Knots.
    static let knots = FakeContentFeature<Knot>(items: [
        FakeItem(title: "Bowline", rating: 5),
        FakeItem(title: "Mediterranean moor hitch", rating: 2),
    ])
}

/// An item of fake content.
struct FakeItem: Sendable {
    var title: String
    var rating: Int
}
