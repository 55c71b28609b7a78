import AppShell
import AppShellInterface
import FeatureRegistry
import Foundation
import NavigationEngine
import NavigationTesting
import Testing

/// Home: built from what the enabled features contribute — their quick actions, in order, and
/// their recent activity — and saying so when the build has no features.
@MainActor
@Suite final class HomeScreenTests {
    let fixture = ShellFixture()

    deinit {
        fixture.removeDirectory()
    }

    @Test func homeGreetsAndOffersTheContributedQuickActions() async throws {
        let home = try await fixture.launch().presentedScreen().screen

        #expect(home.title == "Home")
        #expect(home.subtitle == "Hello, sailor. What would you like to do?")
        #expect(home.actions.map(\.label) == ["Find a Harbor"])
        #expect(home.sections.isEmpty)
    }

    @Test func quickActionsComeInTheirContributedOrderBeforeRecentItems() async throws {
        let home = try await fixture.launch(adding: [GalleyFeature()]).presentedScreen().screen

        #expect(home.actions.map(\.label) == ["Check Weather", "Find a Harbor", "Plan Meals", "Open Spaghetti", "Open Chili"])
    }

    @Test func aQuickActionPushesItsRouteOntoHome() async throws {
        let session = try await fixture.launch(adding: [GalleyFeature()])

        try await session.tap("Check Weather")

        #expect(session.router.state.selectedTab == .home)
        #expect(session.router.state.stack(.home) == [AnyRoute(HarborRoute.search(query: "weather"))])
    }

    @Test func recentActivityListsEachFeaturesLatestItemsAndOpensThem() async throws {
        let session = try await fixture.launch(adding: [GalleyFeature()])
        let home = await session.presentedScreen().screen

        let activity = try #require(home.sections.first)
        #expect(activity.heading == "Cooked lately")
        #expect(activity.rows.map(\.text) == ["Spaghetti", "Chili"])
        #expect(activity.rows.map(\.detail) == ["Tuesday", "Wednesday"])
        #expect(activity.rows.first?.accessibility == Accessibility(label: "Spaghetti", value: "Tuesday"))

        try await session.tap("Open Chili")
        #expect(session.router.state.stack(.home) == [Routes.kiel])
    }

    @Test func recentActivityAsksEachFeatureForFiveItems() async throws {
        let home = try await fixture.launch(adding: [GalleyFeature(meals: nil)]).presentedScreen().screen

        #expect(home.sections.first?.rows.map(\.text) == ["Meal 1", "Meal 2", "Meal 3", "Meal 4", "Meal 5"])
    }

    @Test func aFeatureWithNoRecentActivityShowsItsEmptyNote() async throws {
        let home = try await fixture.launch(adding: [GalleyFeature(meals: [])]).presentedScreen().screen

        #expect(home.sections.first?.rows.isEmpty == true)
        #expect(home.sections.first?.emptyText == "Nothing yet.")
    }

    @Test func aDisabledFeaturesQuickActionsAreNotOffered() async throws {
        let home = try await fixture.launch(enabled: ["Crew"]).presentedScreen().screen

        #expect(home.actions.isEmpty)
        #expect(home.sections.isEmpty)
    }

    @Test func aBuildWithNoFeatureEnabledSaysHowToSeeWhatIsCompiledIn() async throws {
        let home = try await fixture.launch(enabled: []).presentedScreen().screen

        #expect(home.actions.isEmpty)
        #expect(home.sections.map(\.emptyText) == ["This build has no features. Run `sailaway features` to see what is compiled in."])
    }
}

/// A feature that adds quick actions around Harbors' and a list of recent meals to Home.
private struct GalleyFeature: Feature {
    /// The recent meals; nil makes one up for every item Home asks for.
    var meals: [ContentSummary]? = [
        ContentSummary(title: "Spaghetti", detail: "Tuesday", route: HarborRoute.detail(id: HarborStore.portoCervo.id)),
        ContentSummary(title: "Chili", detail: "Wednesday", route: HarborRoute.detail(id: HarborStore.kiel.id)),
    ]

    var name: String { "Galley" }

    func register(with registrar: FeatureRegistrar) {
        registrar.contribute(QuickAction(title: "Plan Meals", systemImage: "fork.knife", order: 30, route: HarborRoute.search(query: "meals")), to: QuickActions.self)
        registrar.contribute(QuickAction(title: "Check Weather", systemImage: "cloud", order: 5, route: HarborRoute.search(query: "weather")), to: QuickActions.self)
        let meals = meals
        registrar.contribute(ContentProvider(title: "Cooked lately", order: 0) { limit, _ in
            meals ?? (1...limit).map { ContentSummary(title: "Meal \($0)", route: HarborRoute.search(query: "meal \($0)")) }
        }, to: HomeActivity.self)
    }
}
