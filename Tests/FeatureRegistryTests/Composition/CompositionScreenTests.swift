import AppShellInterface
import FeatureRegistry
import Foundation
import NavigationEngine
import NavigationTesting
import Testing

/// Loading a route's screen through the composition: content when it exists, and otherwise a
/// screen that says what went wrong and offers the way back — never a crash, never silence.
@Suite struct CompositionScreenTests {
    let harbors = HarborStore()

    @Test func anExistingHarborShowsItsPageWithEveryAction() async throws {
        harbors.review(HarborStore.portoCervo.id, "Calm water")
        let composition = try compose([HarborsFeature(store: harbors), CrewFeature()])

        let screen = await composition.screen(for: AnyRoute(HarborRoute.detail(id: HarborStore.portoCervo.id)), viewer: TestComposition.sailor)

        #expect(screen.kind == .content)
        #expect(screen.title == "Porto Cervo")
        #expect(screen.sections.first?.rows.map(\.text) == ["Calm water"])
        #expect(screen.sections.first?.rows.first?.accessibility.label == "Review: Calm water")
        #expect(screen.actions.map(\.label) == ["Edit", "Review", "Show Harbor Master"])
    }

    @Test func aMissingHarborShowsNotFoundWhoseActionGoesBack() async throws {
        let composition = try compose([HarborsFeature(store: harbors), CrewFeature()])
        let missing = UUID(uuidString: "00000000-0000-0000-0000-00000000DEAD")!

        let screen = await composition.screen(for: AnyRoute(HarborRoute.detail(id: missing)), viewer: TestComposition.sailor)

        #expect(screen.kind == .notFound)
        #expect(screen.title == "Not Found")
        #expect(screen.subtitle == "This harbor was removed or never existed.")
        #expect(screen.actions.map(\.label) == ["Go Back"])
        let goBack = try #require(screen.actions.first)
        let result = try await goBack.perform(ActionInvocation())
        guard case .back = result.navigation else {
            Issue.record("Go Back asked for \(String(describing: result.navigation))")
            return
        }
    }

    @Test func aLoaderThatThrowsShowsTheFailureAndTheWayBack() async throws {
        let squall = TinyFeature("Squall") { registrar in
            registrar.routes(SquallRoute.self, links: [SquallRoute.link]) { _, _ in throw StormWarning() }
        }
        let composition = try compose([HarborsFeature(store: harbors), squall])

        let screen = await composition.screen(for: AnyRoute(SquallRoute.forecast), viewer: TestComposition.sailor)

        #expect(screen.kind == .failed)
        #expect(screen.title == "Could Not Load")
        #expect(screen.subtitle == StormWarning().description)
        #expect(screen.actions.map(\.label) == ["Go Back"])
    }

    @Test func aTabRootThatThrowsShowsTheFailure() async throws {
        let squall = TinyFeature("Squall") { registrar in
            registrar.tab(TabContribution(id: .marina, title: "Charters", order: 30, systemImage: "cloud.bolt") { _ in
                throw StormWarning()
            })
        }
        let composition = try compose([HarborsFeature(store: harbors), squall])

        let screen = await composition.rootScreen(for: .marina, viewer: TestComposition.sailor)

        #expect(screen.kind == .failed)
        #expect(screen.subtitle == StormWarning().description)
    }

    @Test func aRouteNoFeatureRegisteredIsUnavailable() async throws {
        let composition = try compose([HarborsFeature(store: harbors), CrewFeature()])

        let screen = await composition.screen(for: AnyRoute(SquallRoute.forecast), viewer: TestComposition.sailor)

        #expect(screen.kind == .unavailable)
        #expect(screen.subtitle == "This screen is not part of this build.")
        #expect(screen.actions.map(\.label) == ["Go Back"])
    }

    @Test func theRootOfAnAbsentTabIsUnavailable() async throws {
        let composition = try compose([HarborsFeature(store: harbors), CrewFeature()])

        let screen = await composition.rootScreen(for: .marina, viewer: TestComposition.sailor)

        #expect(screen.kind == .unavailable)
        #expect(screen.subtitle == "There is no marina tab in this build.")
    }

    @Test func aShellRouteLoadsEvenWhenEveryFeatureIsDisabled() async throws {
        let shell = TinyFeature("Shell") { registrar in
            registrar.tab(plainTab(.home, title: "Home", order: 0))
            registrar.routes(SquallRoute.self, links: [SquallRoute.link]) { _, _ in .screen(Screen(title: "Forecast")) }
        }
        let composition = try compose([HarborsFeature(store: harbors)], enabled: [], shell: [shell])

        let screen = await composition.screen(for: AnyRoute(SquallRoute.forecast), viewer: TestComposition.sailor)

        #expect(screen.kind == .content)
        #expect(screen.title == "Forecast")
    }

    @Test func aHarborDoesNotOfferTheHarborMasterWhenCrewIsDisabled() async throws {
        let composition = try compose([HarborsFeature(store: harbors), CrewFeature()], enabled: ["Harbors"])

        let screen = await composition.screen(for: AnyRoute(HarborRoute.detail(id: HarborStore.kiel.id)), viewer: TestComposition.sailor)

        #expect(screen.actions.map(\.label) == ["Edit", "Review"])
    }
}

/// A route whose loader may throw.
@CasePathable
private enum SquallRoute: Route {
    case forecast

    static let link = LinkPattern<SquallRoute>(
        "forecast", .internal, case: \.forecast
    )
}

/// What the throwing loaders throw.
private struct StormWarning: Error, CustomStringConvertible {
    var description: String { "The forecast service is out of reach." }
}
