import FeatureRegistry
import Foundation
import NavigationTesting
import SailawayApp
import SailawayCLI

/// The whole terminal app as the `sailaway` host builds it — every real feature over a fresh
/// data directory with the sample content — for findings that need real screens (a checklist
/// editor, a charter form, a profile). Each ``run(_:input:interactive:)`` is one launch.
@MainActor
final class SampleTerminalApp {
    /// Where the database and navigation state live between launches.
    let dataDirectory = TestComposition.temporaryDirectory()
    /// The environment each launch sees: none, unless a test sets the terminal's.
    var environment: [String: String] = [:]

    /// A new install, onboarding behind it: the person explores as the sample sailor.
    init() async {
        await run(["tap", "Explore with Sample Content"])
    }

    deinit {
        try? FileManager.default.removeItem(at: dataDirectory)
    }

    /// Runs `sailaway --data-dir <dir> <arguments>` on `console`.
    @discardableResult
    func run(_ arguments: [String], console: RecordingConsole) async -> CommandRun {
        let commandLine = SailawayCommandLine(
            features: AppFeatures.compiledIn, declared: AppFeatures.declared, environment: environment, console: console, logger: TerminalApp.quietLogger
        )
        let status = await commandLine.run(["--data-dir", dataDirectory.path] + arguments)
        return CommandRun(status: status, output: console.output, errors: console.errors)
    }

    /// Runs `sailaway --data-dir <dir> <arguments>` with `input` on standard input; with no
    /// arguments, the interactive session reads `input` as its lines.
    @discardableResult
    func run(_ arguments: [String], input: [String] = [], interactive: Bool = false) async -> CommandRun {
        await run(arguments, console: RecordingConsole(input: input, isInteractive: interactive))
    }
}
