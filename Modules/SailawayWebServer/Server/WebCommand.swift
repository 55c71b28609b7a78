import AppShell
import AppShellInterface
import ArgumentParser
import Community
import FeatureRegistry
import Foundation
import Hummingbird
import Logging
import SailawayDatabase
import SailawayHosting

/// The `sailaway-web` command: its options, parsed with the same data directory and
/// `--features` as `sailaway`.
struct WebCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sailaway-web",
        abstract: "Sailaway in a browser, and the host of its public links.",
        discussion: """
            Serves the .well-known files and the public pages of shared links to anyone, and the \
            app itself to whoever opens the link it prints at start (once); `sailaway-web link` \
            prints another for another browser. Each browser session is a device of its own, \
            with its own tabs and stacks; the data is everyone's, and every open page shows its \
            changes live.

            Examples:
              sailaway-web
              sailaway-web --data-dir /tmp/sailaway --port 8099
            """
    )

    @OptionGroup var options: HostOptions

    @Option(help: ArgumentHelp("The address to listen on; the app serves its owner, so loopback by default.", valueName: "host"))
    var host = "127.0.0.1"

    @Option(help: ArgumentHelp("The port to listen on (0: any free port).", valueName: "port"))
    var port = 8080

    @Option(
        help: ArgumentHelp(
            "Where the community is kept: postgres://USER@HOST:PORT/DB, shared by several nodes.",
            discussion: "Default: community.sqlite in the data directory, with nothing to install.",
            valueName: "url"
        )
    )
    var database: String?

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be from 0 to 65535, not \(port).") }
        guard !host.isEmpty else { throw ValidationError("--host must name an address, such as 127.0.0.1.") }
    }
}

/// `sailaway-web link`: a new one-time link that opens the app, in another browser, on the
/// server running over the data directory — no restart needed.
struct LinkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sailaway-web link",
        abstract: "Print a new one-time link that opens the app in another browser.",
        discussion: """
            The link is signed with the key the server keeps in the data directory, opens one \
            browser session, once, within 15 minutes. Each browser session is a device of its \
            own: its own tabs and stacks.

            Examples:
              sailaway-web link
              sailaway-web link --data-dir /tmp/sailaway --port 8099
            """
    )

    @Option(name: .customLong("data-dir"), help: ArgumentHelp("The data directory the server runs over.", valueName: "dir"))
    var dataDir: String?

    @Option(help: ArgumentHelp("The address the server listens on.", valueName: "host"))
    var host = "127.0.0.1"

    @Option(help: ArgumentHelp("The port the server listens on.", valueName: "port"))
    var port = 8080

    @Option(help: ArgumentHelp("Where the server keeps its community, as for sailaway-web.", valueName: "url"))
    var database: String?
}

/// Runs `sailaway-web`: parses its arguments, launches the app over the data directory and
/// serves it until SIGINT or SIGTERM.
public enum WebCommandLine {
    /// Runs the server with `arguments`; returns the exit status.
    @MainActor
    public static func run(
        _ arguments: [String],
        features: [any Feature],
        declared: [FeatureDeclaration],
        environment: [String: String] = ProcessInfo.processInfo.environment,
        logger: Logger = Logger(label: "sailaway.web")
    ) async -> Int32 {
        if arguments.first == "link" {
            return await printLink(Array(arguments.dropFirst()), environment: environment, logger: logger)
        }
        let command: WebCommand
        do {
            command = try WebCommand.parse(arguments)
        } catch {
            let message = WebCommand.fullMessage(for: error)
            let code = WebCommand.exitCode(for: error)
            if code == .success {
                print(message)
                return 0
            }
            FileHandle.standardError.write(Data((message + "\n").utf8))
            return 1
        }
        let directory = DataDirectory.resolve(option: command.options.dataDir, environment: environment)
        let session: AppSession
        let communityDatabase: any CommunityDatabase
        let settings = CommunitySettings()
        do {
            try DataDirectory.checkUsable(directory)
            session = try AppLaunch.session(
                features: features, declared: declared, enabled: command.options.enabledFeatures, directory: directory,
                services: { _, context in context.with(AccountPanelKey.self, settings.panel) }, logger: logger
            )
            communityDatabase = try CommunityLocation(option: command.database, directory: directory).database(logger: logger)
        } catch {
            // A data directory it cannot use, or a composition `--features` cannot make, is a
            // usage error, as for `sailaway`.
            FileHandle.standardError.write(Data("sailaway-web: \(error)\n".utf8))
            return 1
        }
        do {
            try await session.launch()
            let host = command.host
            let token = SessionKeys.randomToken()
            // The community's engine runs beside the server (PostgreSQL's connection pool), from
            // before the community is opened until the server has stopped.
            try await withThrowingDiscardingTaskGroup { group in
                group.addTask { try await communityDatabase.run() }
                let community = try await Community.open(
                    communityDatabase, schema: try session.composition.database().syncSchema, adopting: SessionKeys.keptKey(in: directory)
                )
                let server = try await WebServer(
                    session: session, community: community, host: host, port: command.port, startToken: token, settings: settings, logger: logger
                ) { port in
                    Self.announce(host: host, port: port, token: token)
                }
                // SIGINT and SIGTERM end it cleanly: open requests finish, then it returns.
                try await server.run()
                group.cancelAll()
            }
            return 0
        } catch {
            FileHandle.standardError.write(Data("sailaway-web: \(error)\n".utf8))
            return 1
        }
    }

    /// `sailaway-web link`: prints a new one-time link, signed with the community's key.
    static func printLink(_ arguments: [String], environment: [String: String], logger: Logger) async -> Int32 {
        let command: LinkCommand
        do {
            command = try LinkCommand.parse(arguments)
        } catch {
            let message = LinkCommand.fullMessage(for: error)
            guard LinkCommand.exitCode(for: error) != .success else {
                print(message)
                return 0
            }
            FileHandle.standardError.write(Data((message + "\n").utf8))
            return 1
        }
        let directory = DataDirectory.resolve(option: command.dataDir, environment: environment)
        do {
            let location = try CommunityLocation(option: command.database, directory: directory)
            guard location.isMade else {
                FileHandle.standardError.write(Data("sailaway-web link: no server has run over \(directory.path) (its community, \(SQLiteCommunityDatabase.fileName), is not there). Start sailaway-web first.\n".utf8))
                return 1
            }
            let database = try location.database(logger: logger)
            let signingKey = try await withThrowingTaskGroup(of: [UInt8]?.self) { group in
                group.addTask { try await database.run(); return nil }
                group.addTask {
                    try await Community.open(database, schema: try SyncSchema(SailawayDatabase.syncedTables)).signingKey
                }
                defer { group.cancelAll() }
                while let key = try await group.next() {
                    if let key { return key }
                }
                throw CommunityLocationError("the community's key could not be read")
            }
            let keys = try SessionKeys(signingKey: signingKey, startToken: "")
            let shown = command.host.contains(":") ? "[\(command.host)]" : command.host
            print("http://\(shown):\(command.port)/session?token=\(keys.linkToken())")
            return 0
        } catch {
            FileHandle.standardError.write(Data("sailaway-web link: \(error)\n".utf8))
            return 1
        }
    }

    /// Prints the two lines a person (or a script) waits for, flushed at once.
    private static func announce(host: String, port: Int, token: String) {
        let shown = host.contains(":") ? "[\(host)]" : host
        let text = "Listening on http://\(shown):\(port)\nOpen the app: http://\(shown):\(port)/session?token=\(token)\n"
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
