import FeatureRegistry
import FeatureTesting
import Search
import SearchInterface
import Testing

/// Discover's root: what every content feature offers, a search, and browsing each kind.
@MainActor
struct DiscoverScreenTests {
    @Test func discoverShowsEveryProvidersListWithSearchAndBrowse() async throws {
        let app = try await AppHarness(features: [SearchFeature(), Fakes.recipes, Fakes.knots])
        try app.selectTab("discover")
        let screen = await app.screen()
        #expect(screen.title == "Discover")
        #expect(screen.sections.map(\.heading) == ["Trending knots", "Trending recipes"])
        #expect(screen.sections[1].rows.map(\.text) == ["Mediterranean fish stew", "Sailing-day flapjacks", "One-pot pasta"])
        #expect(screen.actions.first?.label == "Search")
        #expect(screen.actions.map(\.label).contains("Browse Recipes"))
        #expect(screen.actions.map(\.label).contains("Open Bowline"))
    }

    @Test func aBuildWithoutContentSaysThereIsNothingToDiscover() async throws {
        let app = try await AppHarness(features: [SearchFeature()])
        try app.selectTab("discover")
        #expect(await app.screen().sections.first?.emptyText == "Nothing to discover in this build: it has no content features.")
    }

    @Test func searchingFromDiscoverPushesTheResults() async throws {
        let app = try await AppHarness(features: [SearchFeature(), Fakes.recipes])
        try app.selectTab("discover")
        try await app.tap("Search", "  stew ")
        #expect(app.stackLinks == ["sailaway://search?q=stew"])
        #expect(await app.screen().title == "Results for “stew”")
    }
}
