import AppShell
import ArgumentParser
import FeatureRegistry
import Foundation
import Hummingbird
import Logging
import SailawayHosting

/// The `sailaway-web` command: its options, parsed with the same data directory and
/// `--features` as `sailaway`.
struct WebCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sailaway-web",
        abstract: "Sailaway in a browser, and the host of its public links.",
        discussion: """
            Serves the .well-known files and the public pages of shared links to anyone, and the \
            app itself to whoever opens the link it prints at start (once). The navigation state \
            is the data directory's: `sailaway` and the browser are two faces of one app.

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

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be from 0 to 65535, not \(port).") }
        guard !host.isEmpty else { throw ValidationError("--host must name an address, such as 127.0.0.1.") }
    }
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
        do {
            try DataDirectory.checkUsable(directory)
            session = try AppLaunch.session(
                features: features, declared: declared, enabled: command.options.enabledFeatures, directory: directory, logger: logger
            )
        } catch {
            // A data directory it cannot use, or a composition `--features` cannot make, is a
            // usage error, as for `sailaway`.
            FileHandle.standardError.write(Data("sailaway-web: \(error)\n".utf8))
            return 1
        }
        do {
            try session.launch()
            let host = command.host
            let token = SessionKeys.randomToken()
            let server = try await WebServer(session: session, host: host, port: command.port, startToken: token, logger: logger) { port in
                Self.announce(host: host, port: port, token: token)
            }
            // SIGINT and SIGTERM end it cleanly: open requests finish, then it returns.
            try await server.application.runService()
            return 0
        } catch {
            FileHandle.standardError.write(Data("sailaway-web: \(error)\n".utf8))
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
