import AppShell
import FeatureRegistry
import Foundation
import Logging
import NavigationEngine
import ProcessTesting
import SailawayDatabase

/// The app without a terminal: real features composed with the shell over a fresh data
/// directory and its database, driven as a person drives it — tap an action, type its text,
/// go back, switch tabs — and relaunched as the system relaunches it.
///
/// ```swift
/// let app = try await AppHarness(features: [ChecklistsFeature()])
/// try await app.tap("Create Checklist")
/// try await app.tap("Create Blank", "Pre-race checks")
/// #expect(try await app.screen().title == "Edit Pre-race checks")
/// ```
@MainActor
public final class AppHarness {
    /// The data directory: navigation state and the database file.
    public let directory: URL
    /// The database every launch shares, as the file on disk is shared between launches.
    public let database: SailawayDatabase
    /// The running app; replaced by ``relaunch(enabled:)``.
    public private(set) var session: AppSession

    private let features: [any Feature]
    private let declared: [FeatureDeclaration]
    private let now: @Sendable () -> Date
    private let services: Services

    /// The host's own services, given the database they may reach, as `AppLaunch` takes them: a
    /// device's items to fetch, its account panel.
    public typealias Services = @MainActor (DatabaseHandle, FeatureContext) -> FeatureContext

    /// Launches the app with `features` over a new data directory with the sample content.
    ///
    /// - Parameters:
    ///   - features: The compiled-in features.
    ///   - declared: Features the build knows only by their links.
    ///   - enabled: The features enabled at run time; nil enables them all.
    ///   - welcomed: Whether the person has already been welcomed, as the sample sailor: true
    ///     for tests of what comes after onboarding, false for a new install as it starts.
    ///   - now: The clock.
    ///   - services: The host's own services (none by default: a device that does not sync).
    public init(
        features: [any Feature],
        declared: [FeatureDeclaration] = [],
        enabled: [String]? = nil,
        welcomed: Bool = true,
        now: @escaping @Sendable () -> Date = { Date() },
        services: @escaping Services = { $1 }
    ) async throws {
        directory = TestCleanup.path("app")
        self.features = features
        self.declared = declared
        self.now = now
        self.services = services
        // The first launch creates the database as the host does: migrated to the schema of
        // every compiled-in feature's data, with their sample content — or copies the one an
        // earlier harness of the same build made so (``LaunchedDatabases``). Later launches
        // share it.
        let firstLaunch = LaunchedDatabases.shared.handle(in: directory, build: LaunchedDatabases.build(of: features))
        let everyFeature = try await Self.launch(
            features: features, declared: declared, enabled: nil, directory: directory, database: firstLaunch, now: now, services: services
        )
        database = try everyFeature.composition.database()
        if welcomed {
            try await database.writer.write { db in try Preference.newInstall.set(nil, db) }
            await everyFeature.refreshFromData()
        }
        session = enabled == nil
            ? everyFeature
            : try await Self.launch(
                features: features, declared: declared, enabled: enabled, directory: directory, database: .ready(database), now: now, services: services
            )
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Quits and launches the app again, over the same data; optionally with other features
    /// enabled, as `--features` does.
    public func relaunch(enabled: [String]? = nil) async throws {
        try session.save()
        session = try await Self.launch(
            features: features, declared: declared, enabled: enabled, directory: directory, database: .ready(database), now: now, services: services
        )
    }

    private static func launch(
        features: [any Feature], declared: [FeatureDeclaration], enabled: [String]?,
        directory: URL, database: DatabaseHandle, now: @escaping @Sendable () -> Date, services: Services
    ) async throws -> AppSession {
        let context = services(database, FeatureContext(dataDirectory: directory, now: now).with(database: database))
        let composition = try Composition(
            features: features, enabled: enabled, shell: [ShellFeature()], declared: declared,
            context: context, configuration: configuration
        )
        let session = AppSession(composition: composition, store: NavigationStore(directory: directory), identity: .device, logger: quietLogger)
        try await session.launch()
        return session
    }

    /// The app's link addresses.
    public nonisolated static let configuration = LinkConfiguration.sailaway

    /// The tabs of the build `features` (and the shell) compose, in tab-bar order, known without
    /// launching it: nothing is opened or written. For lists a test derives from the composition
    /// root before any app runs (its arguments, a catalog of screens).
    public nonisolated static func tabs(
        of features: [any Feature], declared: [FeatureDeclaration] = [], enabled: [String]? = nil
    ) throws -> [TabContribution] {
        try Composition(
            features: features, enabled: enabled, shell: [ShellFeature()], declared: declared,
            context: FeatureContext(dataDirectory: FileManager.default.temporaryDirectory), configuration: configuration
        ).tabs
    }

    private static let quietLogger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })

    // MARK: - Looking

    /// The screen on top: the sheet, else the top of the selected tab's stack, else its root.
    public func screen() async -> Screen {
        await session.presentedScreen().screen
    }

    /// The navigation state.
    public var state: NavigationState { session.router.state }

    /// Who is looking: the device's sailor, as the session read it last.
    public var viewer: Viewer { session.viewer }

    /// The context screens are loaded with for the device's sailor, for a test that loads a
    /// contribution itself.
    public var context: ScreenContext { session.composition.screenContext(for: session.viewer) }

    /// The links of the selected tab's stack, bottom first.
    public var stackLinks: [String] {
        state.selectedStack.compactMap { session.router.links.link(for: $0) }
    }

    // MARK: - Acting

    /// Taps the action `choice` (number, label or start of a label) with its text, in order:
    /// an answer to each of its inputs.
    ///
    /// Returns the action's message. Throws the action's error, such as a refused title.
    @discardableResult
    public func tap(_ choice: String, _ inputs: String...) async throws -> ScreenMessage? {
        let action = try await session.visibleScreen().action(matching: choice)
        let asked = action.inputs
        guard inputs.count == asked.count else {
            throw ActionError("'\(action.label)' takes \(asked.count) value(s) (\(asked.map(\.name).joined(separator: ", "))), not \(inputs.count).")
        }
        let values = Dictionary(uniqueKeysWithValues: zip(asked.map(\.name), inputs))
        return try await session.perform(action, inputs: values)
    }

    /// Taps the action `choice`, which asks for one file, with `file` picked for it.
    @discardableResult
    public func tap(_ choice: String, picking file: PickedFile) async throws -> ScreenMessage? {
        let action = try await session.visibleScreen().action(matching: choice)
        guard let input = action.inputs.first(where: { if case .file = $0.kind { true } else { false } }) else {
            throw ActionError("'\(action.label)' asks for no file.")
        }
        return try await session.perform(action, files: [input.name: file])
    }

    /// Goes back: closes the sheet, or pops the selected stack.
    public func back() {
        session.back()
    }

    /// Selects the tab named `name` (`home`, `charters`, …).
    public func selectTab(_ name: String) throws {
        try session.selectTab(named: name)
    }

    /// Opens `link` as if it came from outside the app (an email, a web page), or, from
    /// `.internal`, as the app's own navigation does.
    public func open(_ link: String, from source: LinkSource = .external) throws {
        try session.open(link, from: source)
    }
}
