import SailawayCLI
import Testing

/// What the app says when something does not happen: the same words in a session at a
/// terminal as from a script, commands a person can type where they are, and the value that
/// was wrong. Each test is a finding of issue 16 that used to fail.
@MainActor
@Suite struct FeedbackTests {
    @Test func backAtATabsRootSaysSoUnderTheScreenInTheApp() async {
        let app = await SampleTerminalApp()
        app.environment = ["TERM": "xterm-256color"]
        let console = RecordingConsole(input: ["b", "q"], isInteractive: true, outputIsTerminal: true)

        let run = await app.run([], console: console)

        let afterBack = run.output.components(separatedBy: "\u{1B}[2J").last ?? ""
        #expect(afterBack.contains("Already at the root of Home."), "used to be cleared away with the screen")
        #expect(run.errors.isEmpty)
    }

    @Test func backAtATabsRootNamesTheTabAsItsTitleReadsFromAScript() async {
        let app = await SampleTerminalApp()

        let run = await app.run(["back"])

        #expect(run.status == ExitStatus.success)
        #expect(run.errors == "Already at the root of Home.\n")
    }

    @Test func aLinkErrorInsideTheAppSaysWhatToTypeThere() async {
        let app = await SampleTerminalApp()

        let run = await app.run([], input: ["o sailaway://lighthouse/1", "q"])

        #expect(run.errors.contains("Type routes to list the links this build opens."))
        #expect(!run.errors.contains("sailaway routes"), "used to tell a person in the app to run `sailaway routes`")
    }

    @Test func aBadIdNamesTheValueAndWhatIsExpected() async {
        let app = await SampleTerminalApp()

        let run = await app.run(["open", "sailaway://content/checklist/abc"])

        #expect(run.status == ExitStatus.linkNotOpened)
        #expect(run.errors.hasPrefix(
            "Cannot open 'sailaway://content/checklist/abc': 'abc' is not a valid id for content/checklist/{id}; expected a UUID, like 550e8400-e29b-41d4-a716-446655440000.\n"
        ), "used to be: 'id' is not a valid value for content/checklist/{id}")
        #expect(run.errors.hasSuffix("`sailaway routes` lists the links this build opens.\n"), "a script is told the command to run")
    }
}
