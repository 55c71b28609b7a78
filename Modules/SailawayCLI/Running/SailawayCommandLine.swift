import AppShell
import AppShellInterface
import ArgumentParser
import FeatureRegistry
import Foundation
import Logging
import NavigationEngine
import SailawayDatabase
import SailawayHosting
import SyncClient

/// The `sailaway` command line: parses arguments, composes the build, launches the app, runs
/// the command and saves navigation state.
///
/// The host hands it the compiled-in features; tests hand it fakes and a recording console.
@MainActor
public struct SailawayCommandLine {
    private let features: [any Feature]
    private let declared: [FeatureDeclaration]
    private let environment: [String: String]
    private let console: any Console
    private let logger: Logger

    /// Creates the command line for a build.
    ///
    /// - Parameters:
    ///   - features: The compiled-in features.
    ///   - declared: Every feature the app has, compiled in or not, by its interface's links.
    ///   - environment: The process environment (data directory variables).
    ///   - console: Standard input, output and error.
    ///   - logger: Where navigation events and problems are logged.
    public init(
        features: [any Feature],
        declared: [FeatureDeclaration] = [],
        environment: [String: String] = ProcessInfo.processInfo.environment,
        console: any Console = StandardConsole(),
        logger: Logger = Logger(label: "sailaway")
    ) {
        self.features = features
        self.declared = declared
        self.environment = environment
        self.console = console
        self.logger = logger
    }

    /// Runs one invocation and returns its exit status.
    public func run(_ arguments: [String]) async -> Int32 {
        let arguments = TapCommand.protectingNegativeNumbers(arguments)
        if let unknown = CommandSuggestion.unknownCommand(in: arguments) {
            console.writeError(unknown)
            return ExitStatus.usage
        }
        let parsed: any ParsableCommand
        do {
            parsed = try SailawayCommand.parseAsRoot(arguments)
        } catch {
            return report(parseError: error)
        }
        guard let command = parsed as? any HostCommand else {
            // `sailaway help …` is ArgumentParser's own command: it reports help by throwing.
            do {
                var builtIn = parsed
                try builtIn.run()
                return ExitStatus.success
            } catch {
                return report(parseError: error)
            }
        }
        return await run(command, options: command.root.options)
    }

    private func run(_ command: any HostCommand, options: GlobalOptions) async -> Int32 {
        let directory = DataDirectory.resolve(option: options.dataDir, environment: environment)
        let style = TerminalStyle.decide(environment: environment, outputIsTerminal: console.outputIsTerminal)
        do {
            try DataDirectory.checkUsable(directory)
        } catch {
            console.writeError("\(error)")
            return ExitStatus.usage
        }
        let isNewInstall = AppLaunch.isNewInstall(directory)
        let session: AppSession
        do {
            // A session stays and follows the data; any other command does one thing and exits.
            session = try makeSession(
                options: options, directory: directory, progress: ProgressLine.standardError(style: style).reporter,
                connections: command is InteractiveCommand ? .pool : .one
            )
        } catch {
            console.writeError("\(error)")
            return ExitStatus.usage
        }
        do {
            try await session.launch(opening: command.launchLinks, checkingGuards: command.readsNavigation)
        } catch {
            console.writeError(Self.explain(error))
            return ExitStatus.linkNotOpened
        }
        for problem in session.restorationReport.problems {
            console.writeError("Note: \(problem)")
        }
        let splitWidth = TerminalWidth.split(environment: environment, outputIsTerminal: console.outputIsTerminal, terminalColumns: console.columns)
        let wrapWidth = TerminalWidth.wrap(environment: environment, outputIsTerminal: console.outputIsTerminal, terminalColumns: console.columns)
        let context = CommandContext(
            session: session, console: console, isInteractive: command is InteractiveCommand, style: style, splitWidth: splitWidth,
            wrapWidth: wrapWidth
        )
        if command is InteractiveCommand {
            context.fullScreen = FullScreenApp.setup(console: console, style: style, environment: environment, dataDirectory: directory)
            context.notice(.information(DataDirectory.note(directory, isNew: isNewInstall, environment: environment)))
        }
        let status = await Self.execute(command, in: context)
        if status == ExitStatus.success, command.changesNavigation, !(command is InteractiveCommand) {
            do {
                try session.save()
            } catch {
                console.writeError("Could not save navigation state in \(directory.path): \(error.localizedDescription)")
                return ExitStatus.usage
            }
        }
        return status
    }

    private func makeSession(options: GlobalOptions, directory: URL, progress: WorkProgress, connections: SailawayDatabase.Connections) throws -> AppSession {
        try AppLaunch.session(
            features: features, declared: declared, enabled: options.enabledFeatures, directory: directory, progress: progress, connections: connections,
            services: { database, context in
                context.with(RemoteItemsKey.self, .device(database, wake: SyncWake.shared.fire)).with(AccountPanelKey.self, .device(database))
            },
            logger: logger
        )
    }

    /// Runs a command and maps its failure to an exit status, printing why.
    static func execute(_ command: any HostCommand, in context: CommandContext) async -> Int32 {
        do {
            try await command.run(in: context)
            return ExitStatus.success
        } catch let error as LinkError {
            context.console.writeError(context.wrapped(explain(error, inSession: context.isInteractive)))
            return ExitStatus.linkNotOpened
        } catch let failure as SyncFailure where failure.isUnreachable {
            context.console.writeError(context.wrapped(failure.description))
            return ExitStatus.serverUnreachable
        } catch {
            context.console.writeError(context.wrapped("\(error)"))
            return ExitStatus.usage
        }
    }

    /// A link error with what to do about it: inside a session, the command typed there.
    static func explain(_ error: LinkError, inSession: Bool = false) -> String {
        inSession
            ? "\(error)\nNothing changed. Type routes to list the links this build opens."
            : "\(error)\nNothing changed. `sailaway routes` lists the links this build opens."
    }

    private func report(parseError error: any Error) -> Int32 {
        let message = SailawayCommand.fullMessage(for: error)
        let code = SailawayCommand.exitCode(for: error)
        if code == .success {
            if !message.isEmpty { console.write(message + "\n") }
            return ExitStatus.success
        }
        console.writeError(message)
        return ExitStatus.usage
    }
}
