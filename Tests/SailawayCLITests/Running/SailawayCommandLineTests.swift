import Foundation
import SailawayCLI
import Testing

/// The command line as a whole: help, mistakes and the exit statuses of the contract.
@MainActor
@Suite struct SailawayCommandLineTests {
    let app = TerminalApp()

    @Test func helpPrintsUsageAndEveryCommandAndSucceeds() async {
        let run = await app.run("--help")

        #expect(run.status == ExitStatus.success)
        #expect(run.output.contains("USAGE: sailaway [--data-dir <dir>] [--features <A,B>] <subcommand>"))
        for command in ["screen", "state", "open", "tab", "back", "tap", "routes", "share", "features", "reset"] {
            #expect(run.output.contains("\n  \(command) "), "help does not list \(command)")
        }
        #expect(!run.output.contains("\n  interactive "), "the default command is not listed")
        #expect(run.errors.isEmpty)
    }

    @Test(arguments: [["tap", "--help"], ["help", "tap"]])
    func helpOfOneCommandShowsItsExamples(arguments: [String]) async {
        let run = await app.run(arguments)

        #expect(run.status == ExitStatus.success)
        #expect(run.output.contains("Activate an action of the current screen, by number or label."))
        #expect(run.output.contains("sailaway tap \"Add Section\" \"Before leaving the dock\""))
    }

    @Test func aMistypedCommandSuggestsTheNearestAndExitsWith1() async {
        let run = await app.run("scren")

        #expect(run.status == ExitStatus.usage)
        #expect(run.output.isEmpty)
        #expect(run.errors.contains("Unknown command 'scren'. Did you mean 'screen'?"))
        #expect(run.errors.contains("See 'sailaway --help'."))
        #expect(!FileManager.default.fileExists(atPath: app.navigationFile.path))
    }

    @Test func aMistypedCommandAfterTheGlobalOptionsIsFoundToo() async {
        let run = await app.run("--features", "Harbors", "fetures")

        #expect(run.status == ExitStatus.usage)
        #expect(run.errors.contains("Did you mean 'features'?"))
    }

    @Test func aWordFarFromEveryCommandListsThemWithoutAGuess() async {
        let run = await app.run("lighthouse")

        #expect(run.status == ExitStatus.usage)
        #expect(!run.errors.contains("Did you mean"))
        #expect(run.errors.contains("Commands: screen, state, open, tab, back, tap, routes, aasa, share, features, reset, account, sync, help."))
    }

    @Test(arguments: [["open"], ["tab"], ["tap"], ["state", "--yaml"], ["--nope"]])
    func aMissingArgumentOrUnknownOptionIsAUsageError(arguments: [String]) async {
        let run = await app.run(arguments)

        #expect(run.status == ExitStatus.usage)
        #expect(run.output.isEmpty)
        #expect(run.errors.hasPrefix("Error: "))
    }

    @Test func withoutACommandAnInteractiveSessionStartsSayingWhereTheDataLives() async {
        let run = await app.run([], input: ["q"])

        #expect(run.status == ExitStatus.success)
        #expect(run.output.hasPrefix("Your data: \(app.dataDirectory.path) (new: sample content added)\nHome\n====\n"))
    }

    @Test func theNextSessionFindsTheDataAlreadyThere() async {
        await app.run([], input: ["q"])
        try? Data().write(to: app.dataDirectory.appendingPathComponent("sailaway.sqlite"))

        let run = await app.run([], input: ["q"])

        #expect(run.output.hasPrefix("Your data: \(app.dataDirectory.path)\nHome\n"))
    }

    @Test func helpHasExamplesOfLinksCompositionsScriptsAndCompletion() async {
        let run = await app.run("--help")

        #expect(run.output.contains("  sailaway open sailaway://charter/550e8400-e29b-41d4-a716-446655440002\n"))
        #expect(run.output.contains("  sailaway --features Checklists,Charters routes\n"))
        #expect(run.output.contains("  printf 'tab charters\\n1\\n' | sailaway\n"))
        #expect(run.output.contains("  source <(sailaway --generate-completion-script bash)\n"))
        #expect(run.output.split(separator: "\n").allSatisfy { $0.count <= 80 }, "help fits an 80-column terminal")
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func aCompletionScriptIsPrintedForEachShell(shell: String) async {
        let run = await app.run("--generate-completion-script", shell)

        #expect(run.status == ExitStatus.success)
        #expect(run.errors.isEmpty)
        #expect(run.output.contains("sailaway"))
        #expect(run.output.contains("features --tabs"), "tab names complete from the build's own tabs")
        #expect(!FileManager.default.fileExists(atPath: app.navigationFile.path), "nothing is launched")
    }

    @Test func exitStatusesAreTheContracts() {
        #expect(ExitStatus.success == 0)
        #expect(ExitStatus.usage == 1)
        #expect(ExitStatus.linkNotOpened == 3)
    }
}
