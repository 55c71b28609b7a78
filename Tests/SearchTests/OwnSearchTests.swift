import FeatureRegistry
import FeatureTesting
import Foundation
import NavigationEngine
import Search
import SearchInterface
import Testing

/// A provider of the user's own things — private ones included — is found by their search,
/// under a heading of its own, and never shown as public content in Discover.
@MainActor
struct OwnSearchTests {
    private func app() async throws -> AppHarness {
        try await AppHarness(features: [SearchFeature(), Fakes.recipes, PassageLog()])
    }

    @Test func theUsersOwnThingsAreFoundUnderTheirOwnHeading() async throws {
        let app = try await app()
        try app.open("sailaway://search?q=mediterranean")

        let screen = await app.screen()
        #expect(screen.sections.map(\.heading) == ["Recipes", "Your passages"])
        #expect(screen.sections.last?.rows.map(\.text) == ["Mediterranean crossing (private)"])
    }

    @Test func discoverNeitherListsNorBrowsesTheUsersOwnThings() async throws {
        let app = try await app()
        try app.selectTab("discover")

        let screen = await app.screen()
        #expect(!screen.actions.map(\.label).contains("Browse Passages"))
        #expect(!screen.sections.flatMap(\.rows).map(\.text).contains("Mediterranean crossing (private)"))
        #expect(screen.actions.map(\.label).contains("Browse Recipes"))
    }

    @Test func browsingTheUsersOwnKindIsNotFound() async throws {
        let app = try await app()
        try app.session.router.apply(.push(AnyRoute(SearchRoute.browse(type: "passage", order: nil))))

        #expect(await app.screen().kind == .notFound)
    }
}

/// A feature whose search provider finds the user's own passages, private ones too.
private struct PassageLog: Feature {
    var name: String { "Passages" }

    func register(with registrar: FeatureRegistrar) {
        registrar.routes(PassageRoute.self, links: PassageRoute.links) { route, _ in .screen(Screen(title: route.title)) }
        registrar.contribute(
            SearchProvider(ownContentType: "passage", title: "Passages", order: 50) { query, _, _ in
                query.lowercased().contains("mediterranean")
                    ? [ContentSummary(title: "Mediterranean crossing (private)", route: PassageRoute(title: "crossing"))] : []
            },
            to: SearchProviders.self
        )
    }
}

private struct PassageRoute: Route {
    var title: String

    static let links: [LinkPattern<PassageRoute>] = [
        LinkPattern("passage/{title}", .internal, route: PassageRoute.init(title:), values: \.title)
    ]
}
