import FeatureRegistry
import FeatureTesting
import Search
import SearchInterface
import Testing

/// Browsing one kind of public content, in either order.
@MainActor
struct BrowseScreenTests {
    @Test func browsingListsAKindMostRecentFirstAndSortsByRating() async throws {
        let app = try await AppHarness(features: [SearchFeature(), Fakes.recipes])
        try app.selectTab("discover")
        try await app.tap("Browse Recipes")
        #expect(app.stackLinks == ["sailaway://browse/recipe"])
        #expect(await app.screen().sections.first?.rows.map(\.text) == ["Mediterranean fish stew", "One-pot pasta", "Sailing-day flapjacks"])
        try await app.tap("Sort: Top rated")
        #expect(app.stackLinks == ["sailaway://browse/recipe?order=top-rated"])
        #expect(await app.screen().sections.first?.rows.map(\.text) == ["Mediterranean fish stew", "Sailing-day flapjacks", "One-pot pasta"])
    }

    @Test func browsingAKindTheBuildLacksIsNotFound() async throws {
        let app = try await AppHarness(features: [SearchFeature(), Fakes.recipes])
        try app.open("sailaway://browse/deck", from: .internal)
        #expect(await app.screen().kind == .notFound)
    }
}
