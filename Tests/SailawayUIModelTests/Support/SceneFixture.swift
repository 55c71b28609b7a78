import AppShell
import FeatureRegistry
import FeatureTesting
import Foundation
import Logging
import NavigationEngine
import NavigationTesting
import SailawayApp
import SailawayUIModel
import Testing

/// Scenes over the fakes — the shell, Harbors in Discover, Crew in Profile and the Logbook —
/// kept in memory, with a clock the test moves.
@MainActor
struct FakeScene {
    let harbors = HarborStore()
    let logbook = FakeLogbookStore()
    let time = ManualClock()
    let session: AppSession
    let model: SceneModel

    /// A scene launched with `links` arriving as it starts.
    init(opening links: [String] = []) async throws {
        let composition = try Composition(
            features: [HarborsFeature(store: harbors), CrewFeature(), LogbookFeature(store: logbook)],
            shell: [ShellFeature()],
            context: TestComposition.context(),
            configuration: TestComposition.configuration
        )
        session = AppSession(composition: composition, store: nil, identity: .account(TestComposition.sailorID), logger: quietLogger)
        try await session.launch(opening: links)
        model = SceneModel(session: session, clock: time.clock)
    }

    /// The model of the screen in front, loaded.
    func front() async -> ScreenModel {
        let state = session.router.state
        let route = state.visibleRoute ?? AnyRoute(TabRootRoute(state.selectedTab))
        let screen = model.screen(for: route, answering: AppSession.request(answeredAt: state.presentations.count - 1, in: state.presentations))
        await screen.reload()
        return screen
    }
}

/// The real app — every compiled-in feature over a fresh data directory — and a scene over it.
@MainActor
struct AppScene {
    let app: AppHarness
    let model: SceneModel

    init() async throws {
        app = try await AppHarness(features: AppFeatures.compiledIn, declared: AppFeatures.declared)
        model = SceneModel(session: app.session)
    }

    /// Another face on the same data: a session of its own over the same database, as the web
    /// host's browser or the terminal beside this app.
    func anotherFace() async throws -> AppSession {
        let session = AppSession(composition: app.session.composition, store: nil, identity: .device, logger: quietLogger)
        try await session.launch()
        return session
    }

    /// The model of the screen in front, loaded.
    func front() async -> ScreenModel {
        let state = app.session.router.state
        let route = state.visibleRoute ?? AnyRoute(TabRootRoute(state.selectedTab))
        let screen = model.screen(for: route, answering: AppSession.request(answeredAt: state.presentations.count - 1, in: state.presentations))
        await screen.reload()
        return screen
    }
}

/// The links of the sample content the real app's tests open.
enum SampleLinks {
    /// The sample charter, whose check-in checklist is run.
    static let charter = "sailaway://charter/550e8400-e29b-41d4-a716-446655440002"
    /// A harbor of the fakes.
    static let portoCervo = "sailaway://harbor/550e8400-e29b-41d4-a716-446655440000"
}

private let quietLogger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })

/// The routes of the fakes, as the router holds them.
enum FakeRoutes {
    static let portoCervo = AnyRoute(HarborRoute.detail(id: HarborStore.portoCervo.id))
    static let kiel = AnyRoute(HarborRoute.detail(id: HarborStore.kiel.id))
    static let editPortoCervo = AnyRoute(HarborRoute.editor(id: HarborStore.portoCervo.id))
    static let reviewPortoCervo = AnyRoute(HarborRoute.review(id: HarborStore.portoCervo.id))
}

/// Every change a router announces, by its cause, in order.
@MainActor
final class NavigationCauses {
    private(set) var all: [NavigationCause] = []
    private var token: ObservationToken?

    init(_ router: Router) {
        token = router.observe { [weak self] event in self?.all.append(event.cause) }
    }
}

extension AppSession {
    /// Performs the action labelled `label` on the screen in front, as a person on another
    /// face taps it.
    @discardableResult
    nonisolated(nonsending) func tap(_ label: String, _ inputs: [String: String] = [:]) async throws -> ScreenMessage? {
        try await perform(try await visibleScreen().action(matching: label), inputs: inputs)
    }
}

extension Screen {
    /// The action labelled `label`, if the screen offers it.
    func action(labelled label: String) -> ScreenAction? {
        actions.first { $0.label == label }
    }
}

extension ScreenModel {
    /// The identity of the action labelled `label` on the screen drawn, as a tap names it.
    func action(_ label: String) throws -> ActionID {
        try #require(screen?.action(labelled: label), "“\(screen?.title ?? "nothing")” draws no “\(label)”").id
    }
}
