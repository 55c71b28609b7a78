import AppShell
import FeatureRegistry
import Foundation
import Logging
import NavigationEngine
import NavigationTesting
import SailawayDatabase

/// The app as the terminal host builds it — the shell with the fake features — over one data
/// directory, so each ``launch(enabled:opening:)`` is a relaunch that sees what the last saved.
struct ShellFixture: Sendable {
    /// The data directory every session of the fixture shares.
    let directory = TestComposition.temporaryDirectory()
    /// The harbors every session of the fixture shows, like the database between launches.
    let harbors = HarborStore()

    /// Where sessions save navigation state.
    var store: NavigationStore { NavigationStore(directory: directory) }

    /// The saved navigation file.
    var navigationFile: URL { store.fileURL }

    /// Keeps test output to the test runner's own.
    static let quietLogger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })

    /// The build: the shell plus Harbors and Crew (and `extra`), narrowed to `enabled`; with a
    /// database file in the directory when `withDatabase`, whose commits the session follows
    /// (``AppSession/dataVersion()``), as the app's.
    func composition(enabled: [String]? = nil, adding extra: [any Feature] = [], withDatabase: Bool = false) throws -> Composition {
        let context = TestComposition.context(directory: directory)
        return try Composition(
            features: [HarborsFeature(store: harbors), CrewFeature()] + extra,
            enabled: enabled,
            shell: [ShellFeature()],
            context: withDatabase ? context.with(database: .file(in: directory)) : context,
            configuration: TestComposition.configuration
        )
    }

    /// A session over the shared directory, not yet launched.
    @MainActor
    func session(enabled: [String]? = nil, adding extra: [any Feature] = [], withDatabase: Bool = false) throws -> AppSession {
        AppSession(
            composition: try composition(enabled: enabled, adding: extra, withDatabase: withDatabase),
            store: store,
            identity: .account(TestComposition.sailorID),
            logger: Self.quietLogger
        )
    }

    /// A launched session: the app started, with `links` arriving as it starts.
    @MainActor
    func launch(
        enabled: [String]? = nil, adding extra: [any Feature] = [], withDatabase: Bool = false, opening links: [String] = []
    ) async throws -> AppSession {
        let session = try session(enabled: enabled, adding: extra, withDatabase: withDatabase)
        try await session.launch(opening: links)
        return session
    }

    /// Forgets the data directory.
    func removeDirectory() {
        try? FileManager.default.removeItem(at: directory)
    }
}

/// The links of the fake content, as an email or a web page carries them.
enum Links {
    static let portoCervo = "sailaway://harbor/550e8400-e29b-41d4-a716-446655440000"
    static let kiel = "sailaway://harbor/550e8400-e29b-41d4-a716-446655440001"
    static let harborMaster = "sailaway://crew/550e8400-e29b-41d4-a716-446655440009"
}

/// The routes of the fake content, as the router holds them.
enum Routes {
    static let portoCervo = AnyRoute(HarborRoute.detail(id: HarborStore.portoCervo.id))
    static let kiel = AnyRoute(HarborRoute.detail(id: HarborStore.kiel.id))
    static let editPortoCervo = AnyRoute(HarborRoute.editor(id: HarborStore.portoCervo.id))
    static let reviewPortoCervo = AnyRoute(HarborRoute.review(id: HarborStore.portoCervo.id))
    static let northHarbors = AnyRoute(HarborRoute.list(region: .north, page: nil))
    static let harborMaster = AnyRoute(CrewRoute.member(id: CrewRoute.harborMaster))
}

/// Every change a router announces, in order.
@MainActor
final class NavigationLog {
    private(set) var events: [NavigationEvent] = []
    private var token: ObservationToken?

    init(_ router: Router) {
        token = router.observe { [weak self] event in self?.events.append(event) }
    }

    /// The causes of the changes, in order.
    var causes: [NavigationCause] { events.map(\.cause) }
}

extension AppSession {
    /// The action labelled `label` on the screen shown now.
    nonisolated(nonsending) func action(_ label: String) async throws -> ScreenAction {
        let screen = await presentedScreen().screen
        guard let action = screen.actions.first(where: { $0.label == label }) else {
            throw ActionError("'\(screen.title)' has no action '\(label)'; it has \(screen.actions.map(\.label)).")
        }
        return action
    }

    /// Performs the action labelled `label` on the screen shown now.
    @discardableResult
    nonisolated(nonsending) func tap(_ label: String, _ inputs: [String: String] = [:]) async throws -> ScreenMessage? {
        try await perform(action(label), inputs: inputs)
    }
}
