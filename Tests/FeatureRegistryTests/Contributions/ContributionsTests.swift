import FeatureRegistry
import Foundation
import NavigationEngine
import NavigationTesting
import Testing

/// What features contribute to the host's extension points, merged across features and put in
/// order: lower `order` first, ties by title, whichever feature registered first.
@Suite struct ContributionsTests {
    @Test func tabsAreInTabBarOrderWhateverTheCompositionOrder() throws {
        let hearth = TinyFeature("Hearth") { $0.tab(plainTab(.home, title: "Home", order: 0)) }
        let marina = TinyFeature("Marina") { $0.tab(plainTab(.charters, title: "Charters", order: 30)) }

        let composition = try compose([CrewFeature(), marina, HarborsFeature(), hearth])

        #expect(composition.contributions.tabs.map(\.id) == [.home, .discover, .charters, .profile])
    }

    @Test func quickActionsAreSortedByOrderThenTitleAcrossFeatures() throws {
        let galley = TinyFeature("Galley") { registrar in
            registrar.quickAction(QuickAction(title: "Plan Meals", systemImage: "fork.knife", order: 30, route: Self.route))
            registrar.quickAction(QuickAction(title: "Check Weather", systemImage: "cloud", order: 5, route: Self.route))
            registrar.quickAction(QuickAction(title: "Buy Ice", systemImage: "snowflake", order: 10, route: Self.route))
        }

        let composition = try compose([galley, HarborsFeature()])

        #expect(composition.contributions.quickActions.map(\.title) == ["Check Weather", "Buy Ice", "Find a Harbor", "Plan Meals"])
    }

    @Test func librarySectionsAreSortedByOrder() throws {
        let galley = TinyFeature("Galley") { registrar in
            registrar.librarySection(LibrarySection(title: "Recipes", order: 20) { _ in [] })
            registrar.librarySection(LibrarySection(title: "Provisions", order: 1) { _ in [] })
        }

        let composition = try compose([galley, HarborsFeature()])

        #expect(composition.contributions.librarySections.map(\.title) == ["Provisions", "Saved harbors", "Recipes"])
    }

    @Test func providersAndProfileSectionsAreSortedByOrder() throws {
        let galley = TinyFeature("Galley") { registrar in
            registrar.activityProvider(ContentProvider(title: "Cooked lately", order: 9) { _, _ in [] })
            registrar.activityProvider(ContentProvider(title: "Bought lately", order: 2) { _, _ in [] })
            registrar.discoverProvider(ContentProvider(title: "Trending recipes", order: 5) { _, _ in [] })
            registrar.searchProvider(SearchProvider(contentType: "recipe", title: "Recipes", order: 20, search: { _, _, _ in [] }, browse: { _, _, _ in [] }))
            registrar.searchProvider(SearchProvider(contentType: "provision", title: "Provisions", order: 3, search: { _, _, _ in [] }, browse: { _, _, _ in [] }))
            registrar.profileSection(ProfileSection(title: "Recipes", order: 8) { _, _ in [] })
            registrar.profileSection(ProfileSection(title: "Allergies", order: 8) { _, _ in [] })
        }

        let contributions = try compose([HarborsFeature(), galley]).contributions

        #expect(contributions.activityProviders.map(\.title) == ["Bought lately", "Cooked lately"])
        #expect(contributions.discoverProviders.map(\.title) == ["Trending recipes", "Popular harbors"])
        #expect(contributions.searchProviders.map(\.contentType) == ["provision", "recipe"])
        #expect(contributions.profileSections.map(\.title) == ["Allergies", "Recipes"])
    }

    @Test func theScreenContextCarriesTheContributions() async throws {
        let composition = try compose([HarborsFeature(), CrewFeature()])

        let context = composition.screenContext
        let provider = try #require(context.contributions.discoverProviders.first)
        let items = try await provider.items(1, context)

        #expect(items.map(\.title) == ["Porto Cervo"])
        #expect(items.first?.route == AnyRoute(HarborRoute.detail(id: HarborStore.portoCervo.id)))
    }

    private static let route = HarborRoute.list(region: .south, page: nil)
}
