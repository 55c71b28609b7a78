import AppShell
import AppShellInterface
import Community
import CommunityPostgres
import FeatureRegistry
import Foundation
import GRDB
import Hummingbird
import Logging
import PostgresTesting
import ProcessTesting
import SailawayApp
import SailawayDatabase
import SailawayHosting
import SailawayWebServer

/// `sailaway-web` under test: every real feature composed over a fresh data directory, as the
/// host composes them, its community on SQLite (the data directory's file) or on PostgreSQL (a
/// fresh database of the test process's server), answering in process (no socket) — or, once
/// ``listen()`` is called, on a loopback port too, for devices that sync as the app does.
@MainActor
final class WebHarness {
    /// The start token every harness prints.
    nonisolated static let token = String(repeating: "ab", count: 32)
    /// A logger that drops everything.
    static let quietLogger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })

    nonisolated let directory: URL
    let session: AppSession
    /// The community the server serves.
    let community: Community
    let server: WebServer
    /// The port the server listens on once it runs.
    private let ports: AsyncStream<Int>
    /// The server while it runs on its port, and the community's connections on PostgreSQL.
    private var running: [Task<Void, Never>] = []

    /// Settings' account panel, as `sailaway-web` gives it to the app.
    let settings = CommunitySettings()

    /// A server whose community is kept in `engine`, with passwords hashed fast; `throttle`
    /// slows refused sign-ins.
    init(_ engine: Engine = .sqlite, throttle: SignInThrottle = SignInThrottle()) async throws {
        directory = TestCleanup.path("web")
        session = try AppLaunch.session(
            features: AppFeatures.compiledIn, declared: AppFeatures.declared, enabled: nil, directory: directory,
            services: { [settings] _, context in context.with(AccountPanelKey.self, settings.panel) }, logger: Self.quietLogger
        )
        try await session.launch()
        let database: any CommunityDatabase
        switch engine {
        case .sqlite:
            database = try SQLiteCommunityDatabase(directory: directory)
        case .postgres:
            let postgres = try PostgresCommunityDatabase(url: try await PostgresServer.databaseForTest("web"), logger: Self.quietLogger)
            running.append(Task { await postgres.run() })
            database = postgres
        }
        community = try await Community.open(
            database, schema: try session.composition.database().syncSchema, hasher: PasswordHasher(cost: 4), throttle: throttle
        )
        let (ports, announce) = AsyncStream.makeStream(of: Int.self)
        self.ports = ports
        server = try await WebServer(
            session: session, community: community, port: 0, startToken: Self.token, settings: settings, logger: Self.quietLogger, onReady: { announce.yield($0) }
        )
    }

    /// A server over the same data directory and community, as a restart makes it.
    func restartedServer(startToken: String) async throws -> WebServer {
        try await WebServer(session: session, community: community, startToken: startToken, settings: settings, logger: Self.quietLogger)
    }

    /// Runs the server on a free loopback port, with its node following the community, until
    /// the harness goes; returns its address (`http://127.0.0.1:PORT`).
    func listen() async throws -> URL {
        let server = server
        running.append(Task { try? await server.run() })
        let port = await withTaskGroup(of: Int?.self) { group in
            group.addTask { [ports] in await ports.first { _ in true } }
            group.addTask {
                try? await Task.sleep(for: .seconds(30))
                return nil
            }
            defer { group.cancelAll() }
            return await group.next() ?? nil
        }
        guard let port else { throw HarnessError("the server did not listen within 30 s") }
        return URL(string: "http://127.0.0.1:\(port)")!
    }

    deinit {
        running.forEach { $0.cancel() }
        try? FileManager.default.removeItem(at: directory)
    }

    /// The saved navigation document.
    nonisolated var navigationFileURL: URL { directory.appendingPathComponent("navigation.json") }

    /// The navigation document's text, or "" when none is saved.
    var savedNavigation: String {
        (try? String(contentsOf: navigationFileURL, encoding: .utf8)) ?? ""
    }

    /// Runs `body` with a browser on the server.
    func browse(_ body: @escaping @Sendable (Browser) async throws -> Void) async throws {
        try await body(Browser(client: InProcessClient(server.application)))
    }

    /// The id of the sample content item titled `title`.
    func contentID(titled title: String) throws -> UUID {
        let database = try session.composition.database()
        let id = try database.writer.read { db in
            try UUID.fetchOne(db, sql: "SELECT id FROM content WHERE title = ?", arguments: [title])
        }
        guard let id else { throw HarnessError("no content titled \(title)") }
        return id
    }

    /// Sets who may see the content item `id`.
    func setVisibility(of id: UUID, to visibility: Visibility) throws {
        let database = try session.composition.database()
        try database.writer.write { db in
            try db.execute(sql: "UPDATE content SET visibility = ? WHERE id = ?", arguments: [visibility, id])
        }
    }

    /// The id of a sample charter.
    func charterID() throws -> UUID {
        let database = try session.composition.database()
        let id = try database.writer.read { db in try UUID.fetchOne(db, sql: "SELECT id FROM charter LIMIT 1") }
        guard let id else { throw HarnessError("no sample charter") }
        return id
    }

    /// What the terminal would show now: a second launch over the same data directory, as
    /// `sailaway screen` does.
    func terminalScreen() async throws -> PresentedScreen {
        let terminal = try AppLaunch.session(
            features: AppFeatures.compiledIn, declared: AppFeatures.declared, enabled: nil, directory: directory, logger: Self.quietLogger
        )
        try await terminal.launch()
        return await terminal.presentedScreen()
    }

    /// A second launch over the same data directory that opens `link` and saves, as
    /// `sailaway open LINK` does.
    func openInTerminal(_ link: String) async throws {
        let terminal = try AppLaunch.session(
            features: AppFeatures.compiledIn, declared: AppFeatures.declared, enabled: nil, directory: directory, logger: Self.quietLogger
        )
        try await terminal.launch(opening: [link])
        try terminal.save()
    }
}

/// A harness step that could not be taken.
struct HarnessError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
