import AppShell
import AppShellInterface
import Community
import FeatureRegistry
import Foundation
import GRDB
import Hummingbird
import Logging
import ProcessTesting
import SailawayApp
import SailawayDatabase
import SailawayHosting
import SailawayWebServer

/// `sailaway-web` under test: every real feature composed over a fresh data directory, as the
/// host composes them, answering in process (no socket).
@MainActor
final class WebHarness {
    /// The start token every harness prints.
    nonisolated static let token = String(repeating: "ab", count: 32)
    /// A logger that drops everything.
    static let quietLogger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })

    nonisolated let directory: URL
    let session: AppSession
    /// The community the server serves, in the data directory's SQLite file.
    let community: Community
    let server: WebServer

    /// Settings' account panel, as `sailaway-web` gives it to the app.
    let settings = CommunitySettings()

    init() async throws {
        directory = TestCleanup.path("web")
        session = try AppLaunch.session(
            features: AppFeatures.compiledIn, declared: AppFeatures.declared, enabled: nil, directory: directory,
            services: { [settings] _, context in context.with(AccountPanelKey.self, settings.panel) }, logger: Self.quietLogger
        )
        try await session.launch()
        community = try await Self.community(of: session)
        server = try await WebServer(session: session, community: community, startToken: Self.token, settings: settings, logger: Self.quietLogger)
    }

    /// The community of `session`'s data directory, as `sailaway-web` opens it, with passwords
    /// hashed fast.
    static func community(of session: AppSession) async throws -> Community {
        try await Community.open(
            try SQLiteCommunityDatabase(directory: session.composition.context.dataDirectory), schema: try session.composition.database().syncSchema,
            hasher: PasswordHasher(cost: 4)
        )
    }

    /// A server over the same data directory and community, as a restart makes it.
    func restartedServer(startToken: String) async throws -> WebServer {
        try await WebServer(session: session, community: community, startToken: startToken, settings: settings, logger: Self.quietLogger)
    }

    deinit {
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
