import FeatureRegistry
import FeatureTesting
import Foundation
import Search
import SearchInterface
import Testing

/// Search results: every kind that matches, a type filter, a clear empty state, and a query
/// that is always data.
@MainActor
struct SearchResultsTests {
    private func app() async throws -> AppHarness {
        try await AppHarness(features: [SearchFeature(), Fakes.recipes, Fakes.knots])
    }

    @Test func thePRDsSearchLinkOpensResultsInDiscover() async throws {
        let app = try await app()
        try app.open("sailaway://search?q=mediterranean+sailing")
        #expect(app.state.selectedTab == "discover")
        #expect(app.stackLinks == ["sailaway://search?q=mediterranean+sailing"])
        let screen = await app.screen()
        #expect(screen.title == "Results for “mediterranean sailing”")
    }

    @Test func resultsComeFromEveryKindInItsOwnSection() async throws {
        let app = try await app()
        try app.open("sailaway://search?q=mediterranean")
        let screen = await app.screen()
        #expect(screen.subtitle == "2 results")
        #expect(screen.sections.map(\.heading) == ["Knots", "Recipes"])
        #expect(screen.actions.filter { $0.label.hasPrefix("Open ") }.map(\.label) == ["Open Mediterranean moor hitch", "Open Mediterranean fish stew"])
        #expect(screen.actions(screen.toolbar).map(\.label) == ["New Search", "Only Knots", "Only Recipes"], "the search box and the filters above the results")
        #expect(screen.actions(screen.toolbar).first?.inputs.first?.current == "mediterranean", "holding the words searched for")
    }

    @Test func aTypeFilterNarrowsAndAllTypesWidensAgain() async throws {
        let app = try await app()
        try app.open("sailaway://search?q=mediterranean")
        try await app.tap("Only Recipes")
        #expect(app.stackLinks == ["sailaway://search?q=mediterranean&type=recipe"])
        #expect(await app.screen().sections.map(\.heading) == ["Recipes"])
        try await app.tap("All Types")
        #expect(app.stackLinks == ["sailaway://search?q=mediterranean"])
    }

    @Test func noMatchIsAClearEmptyState() async throws {
        let app = try await app()
        try app.open("sailaway://search?q=spinnaker")
        let screen = await app.screen()
        #expect(screen.subtitle == "No results for “spinnaker”. Try fewer or different words.")
        #expect(screen.sections.isEmpty)
        #expect(screen.actions.map(\.label).contains("New Search"))
    }

    @Test func aTypeThisBuildLacksSaysSo() async throws {
        let app = try await app()
        try app.open("sailaway://search?q=bowline&type=deck")
        #expect(await app.screen().subtitle == "This build has no content of type “deck”.")
    }

    @Test(arguments: ["\"bowline", "bowline*", "bowline NEAR hitch", "-bowline", "(bowline", "bowline)", "NOT", String(repeating: "x", count: 5_000)])
    func queriesWithSyntaxReachProvidersAsTextAndNeverFail(_ query: String) async throws {
        let knots = FakeContentFeature<Knot>(items: [FakeItem(title: "Bowline", rating: 5)])
        let app = try await AppHarness(features: [SearchFeature(), knots])
        try app.selectTab("discover")
        try await app.tap("Search", query)
        let screen = await app.screen()
        #expect(screen.kind == .content)
        #expect(knots.queries.all.last == String(query.prefix(200)))
    }

    @Test func anEmptyQueryAsksForWords() async throws {
        let app = try await app()
        try app.selectTab("discover")
        try await app.tap("Search", "   ")
        #expect(await app.screen().subtitle == "Type some words to search.")
    }
}
