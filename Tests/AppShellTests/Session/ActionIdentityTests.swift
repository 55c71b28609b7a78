import AppShell
import FeatureRegistry
import Foundation
import NavigationEngine
import NavigationTesting
import SearchInterface
import Synchronization
import Testing

/// An action is found and performed by its identity, from the screen on top loaded once; a
/// screen is data, equal from one load to the next.
@MainActor
@Suite final class ActionIdentityTests {
    let fixture = ShellFixture()

    deinit {
        fixture.removeDirectory()
    }

    @Test func anActionIsPerformedByItsIdentity() async throws {
        let session = try await fixture.launch(opening: [Links.portoCervo])
        try await session.tap("Edit")

        let message = try await session.perform(ActionID("rename"), inputs: ["name": "Porto Cervo Marina"])

        #expect(message == "Renamed to Porto Cervo Marina.")
        #expect(fixture.harbors.harbor(HarborStore.portoCervo.id)?.name == "Porto Cervo Marina")
    }

    @Test func anIdentityTheScreenDoesNotOfferIsRefusedAndChangesNothing() async throws {
        let session = try await fixture.launch(opening: [Links.portoCervo])
        let before = session.router.state

        await #expect(throws: ActionError.self) {
            try await session.perform(ActionID("rename"), inputs: ["name": "Nowhere"])
        }

        #expect(session.router.state == before)
        #expect(fixture.harbors.harbor(HarborStore.portoCervo.id)?.name == "Porto Cervo")
    }

    @Test func aTapLoadsOnlyTheScreenOnTopOnce() async throws {
        let loads = LoadCounter()
        let session = try await fixture.launch(adding: [loads.feature], opening: [Links.portoCervo])
        for depth in 1...5 {
            try session.router.apply(.push(AnyRoute(CountedRoute.screen(depth))))
        }
        loads.reset()

        try await session.perform(ActionID(navigating: .push(AnyRoute(CountedRoute.screen(6)))))

        // Five counted screens in the stack: before, a tap loaded each of them twice.
        #expect(loads.count == 1)
        #expect(session.router.state.selectedStack.last == AnyRoute(CountedRoute.screen(6)))
    }

    @Test func afterANavigationTheScreensUnderTheTopAreKeptAndAfterWorkEveryOneIsLoadedAgain() async throws {
        let loads = LoadCounter()
        let session = try await fixture.launch(adding: [loads.feature], withDatabase: true, opening: [Links.portoCervo])
        for depth in 1...3 {
            try session.router.apply(.push(AnyRoute(CountedRoute.screen(depth))))
        }
        // A navigation is measured while the data holds still and in good time: on a busy
        // machine the launch's own commits may still be heard after the first showing, and a
        // navigation after a commit, or after the screens' lifetime, rightly loads every screen
        // again. Up to ten tries, each one screen deeper, each from a stack loaded afresh (work
        // forgets every kept screen), so no screen under the top is older than the try.
        var depth = 3
        var measured = false
        while !measured, depth < 13 {
            depth += 1
            let started = ContinuousClock.now
            try await session.perform(ActionID("mark"))
            await session.refreshFromData()
            _ = await session.presentedScreen()
            let before = await session.dataVersion()
            loads.reset()
            try await session.perform(ActionID(navigating: .push(AnyRoute(CountedRoute.screen(depth)))))
            let pushed = await session.presentedScreen()
            // Loaded screens are kept for a while (`LoadedScreens.lifetime`): a try that a swamped
            // machine stretched past it measures nothing.
            guard await session.dataVersion() == before, ContinuousClock.now - started < .seconds(10) else { continue }
            #expect(loads.count == 1, "a navigation changes nothing a screen shows: only the new top is loaded")
            #expect(pushed.breadcrumb.suffix(2) == ["Screen \(depth - 1)", "Screen \(depth)"])
            measured = true
        }
        #expect(measured, "the data never held still for one navigation")
        loads.reset()

        try await session.perform(ActionID("mark"))
        _ = await session.presentedScreen()

        #expect(loads.count == depth, "work may change what no commit tells of: every screen is loaded again")
    }

    @Test func twoLoadsOfAnUnchangedScreenAreEqual() async throws {
        let session = try await fixture.launch(opening: [Links.portoCervo])

        let first = await session.visibleScreen()
        let second = await session.visibleScreen()

        #expect(first == second)
        #expect(first.actions.map(\.id) == second.actions.map(\.id))
    }

    @Test func everyActionOfAScreenHasItsOwnIdentity() async throws {
        let session = try await fixture.launch(opening: [Links.portoCervo])

        for link in [Links.portoCervo, Links.harborMaster] {
            try session.open(link, from: .internal)
            let ids = await session.visibleScreen().actions.map(\.id)
            #expect(Set(ids).count == ids.count, "\(link): \(ids)")
        }
    }

    @Test func savingAnEditorOpenedFromAPageReturnsToThatPage() async throws {
        let session = try await fixture.launch(opening: [Links.portoCervo])
        try await session.tap("Edit")
        #expect(session.router.state.stack(.discover) == [Routes.portoCervo, Routes.editPortoCervo])

        let message = try await session.perform(ActionID("save"))

        #expect(message == "Saved.")
        #expect(session.router.state.stack(.discover) == [Routes.portoCervo])
        #expect(session.back())
        #expect(session.router.state.stack(.discover) == [])
    }
}

/// A feature whose one screen counts how often it is loaded and pushes itself again.
private final class LoadCounter: Sendable {
    private let loads = Mutex(0)

    var count: Int { loads.withLock { $0 } }

    func reset() {
        loads.withLock { $0 = 0 }
    }

    var feature: any Feature {
        Counted(counter: self)
    }

    private struct Counted: Feature {
        let counter: LoadCounter
        var name: String { "Counted" }

        func register(with registrar: FeatureRegistrar) {
            let counter = counter
            registrar.routes(CountedRoute.self, links: CountedRoute.links) { route, _ in
                counter.loads.withLock { $0 += 1 }
                guard case .screen(let depth) = route else { return .notFound("") }
                return .screen(
                    Screen(
                        title: "Screen \(depth)",
                        actions: [.push("Deeper", to: CountedRoute.screen(depth + 1)), ScreenAction(id: "mark", "Mark") { _ in ActionResult() }]
                    )
                )
            }
        }
    }
}

/// The counted screens, one per depth.
@CasePathable
private enum CountedRoute: Route {
    case screen(Int)

    static let links: [LinkPattern<CountedRoute>] = [
        LinkPattern("counted/{depth}", .internal, case: \.screen)
    ]
}
