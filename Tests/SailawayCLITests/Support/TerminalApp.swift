import FeatureRegistry
import Foundation
import Logging
import NavigationTesting
import SailawayCLI
import Testing

/// The terminal app under test: the fake Harbors and Crew features over one harbor store (the
/// "database", shared by every launch) and a fresh data directory. Each ``run(_:)`` is a launch
/// of `sailaway`, exactly as a script runs it.
@MainActor
final class TerminalApp {
    /// Where navigation state is saved between launches.
    let dataDirectory: URL
    /// The content every launch reads and edits.
    let store: HarborStore

    /// Features compiled out of this build (their traits off); both are always declared.
    let leftOut: Set<String>
    /// The environment each launch sees: none, unless a test sets the terminal's.
    var environment: [String: String] = [:]

    /// A new app with nothing saved, built without the features in `leftOut`.
    init(store: HarborStore = HarborStore(), leavingOut leftOut: Set<String> = []) {
        self.dataDirectory = TestComposition.temporaryDirectory()
        self.store = store
        self.leftOut = leftOut
    }

    /// A logger that drops everything, so test output is only what the app prints.
    static let quietLogger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })

    deinit {
        try? FileManager.default.removeItem(at: dataDirectory)
    }

    /// The saved navigation document.
    var navigationFile: URL {
        dataDirectory.appendingPathComponent("navigation.json")
    }

    /// Runs `sailaway --data-dir <dir> <arguments>`.
    @discardableResult
    func run(_ arguments: String..., input: [String] = [], interactive: Bool = false) async -> CommandRun {
        await run(arguments, input: input, interactive: interactive)
    }

    /// Runs `sailaway --data-dir <dir> <arguments>` on `console`.
    @discardableResult
    func run(_ arguments: [String], console: RecordingConsole) async -> CommandRun {
        let features: [any Feature] = [HarborsFeature(store: store), CrewFeature()]
        let commandLine = SailawayCommandLine(
            features: features.filter { !leftOut.contains($0.name) },
            declared: [
                FeatureDeclaration(name: "Harbors", links: HarborRoute.links.map(\.erased)),
                FeatureDeclaration(name: "Crew", links: CrewRoute.links.map(\.erased)),
            ],
            environment: environment,
            console: console,
            logger: Self.quietLogger
        )
        let status = await commandLine.run(["--data-dir", dataDirectory.path] + arguments)
        return CommandRun(status: status, output: console.output, errors: console.errors)
    }

    /// Runs `sailaway --data-dir <dir> <arguments>` with `input` on standard input.
    @discardableResult
    func run(_ arguments: [String], input: [String] = [], interactive: Bool = false) async -> CommandRun {
        await run(arguments, console: RecordingConsole(input: input, isInteractive: interactive))
    }

    /// The navigation state as `state --json` prints it.
    func state(_ options: String...) async throws -> StateSnapshot {
        let run = await run(options + ["state", "--json"])
        try #require(run.status == ExitStatus.success, "state --json failed: \(run.errors)")
        return try StateSnapshot(json: run.output)
    }

    /// The current screen as `screen --json` prints it.
    func screen(_ options: String...) async throws -> ScreenSnapshot {
        let run = await run(options + ["screen", "--json"])
        try #require(run.status == ExitStatus.success, "screen --json failed: \(run.errors)")
        return try ScreenSnapshot(json: run.output)
    }
}

/// What one launch did: its exit status and what it printed.
struct CommandRun {
    /// The exit status.
    var status: Int32
    /// Standard output.
    var output: String
    /// Standard error, a newline after each line.
    var errors: String
}
