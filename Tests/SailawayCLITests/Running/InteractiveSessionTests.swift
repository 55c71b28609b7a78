import Foundation
import NavigationTesting
import SailawayCLI
import Testing

/// The interactive session: the same commands one per line, with shortcuts, saving after each.
@MainActor
@Suite struct InteractiveSessionTests {
    let app = TerminalApp()

    /// What the saved document said just before a line was read: the selected tab and stacks.
    struct Saved: Equatable {
        var selectedTab: String
        var tabs: [String: [String]]
    }

    /// Runs a session over `lines`; also returns the saved state seen before each line was read.
    private func session(_ lines: [String], interactive: Bool = false) async -> (run: CommandRun, console: RecordingConsole, saved: [Saved?]) {
        let console = RecordingConsole(input: lines, isInteractive: interactive)
        var saved: [Saved?] = []
        let file = app.navigationFile
        console.beforeReadingLine = {
            let document = (try? Data(contentsOf: file)).flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
            saved.append(document.flatMap { document in
                guard let tab = document["selectedTab"] as? String, let tabs = document["tabs"] as? [String: [String]] else { return nil }
                return Saved(selectedTab: tab, tabs: tabs)
            })
        }
        let run = await app.run([], console: console)
        return (run, console, saved)
    }

    @Test func aScriptedSessionWalksTheAppAndSavesAfterEveryCommand() async throws {
        let (run, console, saved) = await session([
            "tab discover",
            "1",
            "b",
            "o \(Links.kiel)",
            "?",
            "1",
            #"tap Rename "Kiel Holtenau""#,
            "q",
            "tab library",
        ])

        #expect(run.status == ExitStatus.success)
        #expect(run.errors.isEmpty)
        let screens = ["Home\n====\n", "Discover\n========\n", "Porto Cervo\n===========\n", "Discover\n========\n", "Kiel\n====\n",
                       "Commands:\n", "Edit Kiel\n=========\n", "Renamed to Kiel Holtenau.\nKiel Holtenau\n"]
        var rest = run.output[...]
        for screen in screens {
            let found = try #require(rest.range(of: screen), "missing, or out of order: \(screen)")
            rest = rest[found.upperBound...]
        }

        let empty: [String: [String]] = ["home": [], "library": [], "discover": [], "profile": []]
        func discover(_ stack: [String]) -> Saved {
            var tabs = empty
            tabs["discover"] = stack
            return Saved(selectedTab: "discover", tabs: tabs)
        }
        #expect(saved == [
            nil,
            discover([]),
            discover([Links.portoCervo]),
            discover([]),
            discover([Links.kiel]),
            discover([Links.kiel]),
            discover([Links.kiel, "sailaway://harbor/550e8400-e29b-41d4-a716-446655440001/edit"]),
            discover([Links.kiel]),
        ])
        #expect(console.input == ["tab library"], "q ends the session")
        #expect(app.store.harbor(HarborStore.kiel.id)?.name == "Kiel Holtenau")
        #expect(try await app.state().tabs["discover"] == [Links.kiel])
    }

    @Test func theEndOfInputEndsTheSessionAndWhatItDidIsKept() async throws {
        let (run, _, _) = await session(["tab discover", "2"])

        #expect(run.status == ExitStatus.success)
        let state = try await app.state()
        #expect(state.selectedTab == "discover")
        #expect(state.tabs["discover"] == [Links.kiel])
    }

    @Test func aTabsNameOrTitleAloneSelectsIt() async throws {
        let (run, _, _) = await session(["crew", "1", "LIBRARY"])

        #expect(run.output.contains("Harbor Master\n=============\n"))
        let state = try await app.state()
        #expect(state.selectedTab == "library")
        #expect(state.tabs["profile"] == [Links.harborMaster])
    }

    @Test func aPersonAtATerminalIsPromptedAndAskedForMissingText() async throws {
        let (run, _, _) = await session(["o \(Links.portoCervo)", "1", "tap Rename", "Cala di Volpe", "q"], interactive: true)

        #expect(run.output.contains("\n> "))
        #expect(run.output.contains("New name: Renamed to Cala di Volpe.\n"))
        #expect(app.store.harbor(HarborStore.portoCervo.id)?.name == "Cala di Volpe")
    }

    @Test func aPipeGetsNoPrompts() async {
        let (run, _, _) = await session(["screen"])

        #expect(!run.output.contains("> "))
    }

    @Test func aLinkThatCannotOpenSaysWhyAndTheSessionGoesOn() async throws {
        let (run, _, saved) = await session(["o \(Links.portoCervo)", "o \(Links.portoCervoEditor)", "o sailaway://lighthouse/1", "2"])

        #expect(run.status == ExitStatus.success)
        #expect(run.errors.contains("harbor/{id}/edit opens only from inside the app"))
        #expect(run.errors.contains("no screen has this address"))
        #expect(saved[1]?.tabs["discover"] == [Links.portoCervo])
        #expect(saved[2] == saved[1])
        #expect(saved[3] == saved[1])
        #expect(try await app.state().sheet == Links.portoCervoReview, "the last line tapped Review")
    }

    @Test func mistakesAreExplainedAndTheSessionGoesOn() async throws {
        let (run, _, _) = await session([#"tap "Open Kiel"#, "scren", "tap 7", "interactive", "tab discover"])

        #expect(run.errors.contains("A quote is not closed; nothing was done."))
        #expect(run.errors.contains("Unknown command 'scren'. Did you mean 'screen'?"))
        #expect(run.errors.contains("There is no action 7 here"))
        #expect(run.errors.contains("That command is not available inside a session."))
        #expect(try await app.state().selectedTab == "discover")
    }

    @Test(arguments: ["help tap", "tap --help"])
    func helpOfACommandIsShownInsideASession(line: String) async {
        let (run, _, _) = await session([line])

        #expect(run.output.contains("Activate an action of the current screen, by number or label."))
        #expect(!run.output.contains("Commands:\n"))
        #expect(run.errors.isEmpty)
    }

    @Test func questionMarkShowsTheShortcuts() async {
        let (run, _, _) = await session(["?"])

        #expect(run.output.contains("Commands:\n"))
        #expect(run.output.contains("q | quit           leave"))
        #expect(run.output.contains("aasa               the universal-links file"))
        // The fakes' build has four tabs: the help names its tabs, not the app's five.
        #expect(run.output.contains("home, library, …   select a tab        t1 … t4 | tab N    select the Nth tab"))
        #expect(run.output.contains("by name or t1 … t4."))
    }

    @Test func jsonCommandsPrintJSONInsideASession() async throws {
        let (run, _, _) = await session(["o \(Links.portoCervo)", "state --json", "q"])

        let json = try #require(run.output.range(of: "{\n").map { run.output[$0.lowerBound...] })
        #expect(try StateSnapshot(json: String(json)).tabs["discover"] == [Links.portoCervo])
    }

    @Test func anActionsLabelTypedAsItReadsTapsIt() async throws {
        let (run, _, _) = await session(["o \(Links.portoCervo)", "review"])

        #expect(run.errors.isEmpty)
        #expect(try await app.state().sheet == Links.portoCervoReview)
    }

    // MARK: - Tabs by place

    @Test func tNSelectsTheNthTabOfTheBarAndSoDoesTabN() async throws {
        let (run, _, saved) = await session(["t3", "t4", "tab 2"])

        #expect(run.errors.isEmpty)
        #expect(saved.dropFirst().map { $0?.selectedTab } == ["discover", "profile", "library"])
        #expect(try await app.state().selectedTab == "library")
    }

    @Test func aNumberAlwaysTapsAnActionNeverATab() async throws {
        let (_, _, _) = await session(["tab discover", "2"])

        #expect(try await app.state().tabs["discover"] == [Links.kiel])
    }

    @Test func aTabBeyondTheBarSaysHowManyThereAre() async {
        let (run, _, _) = await session(["t9"])

        #expect(run.errors.contains("There is no tab 9; the tab bar has 4: home, library, discover, profile."))
    }

    @Test func aMistypedTabNameSuggestsTheTab() async {
        let (run, _, _) = await session(["discovr"])

        #expect(run.errors == "Unknown command 'discovr'. Did you mean 'discover'?\nType ? for help.\n")
    }

    // MARK: - Prompts

    @Test func anEmptyLineAtAPromptCancelsSavingNothingAndTheSessionGoesOn() async throws {
        let (run, _, _) = await session(["o \(Links.portoCervo)", "1", "tap Rename", "", "tab library", "q"], interactive: true)

        #expect(run.errors.contains("Cancelled “Rename”: nothing was saved."))
        #expect(app.store.harbor(HarborStore.portoCervo.id)?.name == "Porto Cervo")
        #expect(try await app.state().selectedTab == "library")
    }

    @Test func inAPipeAnActionThatNeedsTextSaysToGiveItOnTheSameLine() async throws {
        let (run, _, _) = await session(["o \(Links.portoCervo)", "1", "1", "1 \"Cala di Volpe\""])

        #expect(run.errors.contains("'Rename' needs name. Nothing was changed. Give the text after the action: 1 \"name\""))
        #expect(app.store.harbor(HarborStore.portoCervo.id)?.name == "Cala di Volpe")
    }

    // MARK: - At a colour terminal

    @Test func atAColourTerminalEachScreenClearsTheLastAndTheMessageFollowsTheScreen() async throws {
        app.environment = ["TERM": "xterm-256color"]
        let console = RecordingConsole(input: ["o \(Links.portoCervo)", "1", "tap Rename \"Cala di Volpe\"", "q"], isInteractive: true, outputIsTerminal: true)

        let run = await app.run([], console: console)

        let screens = run.output.components(separatedBy: "\u{1B}[H\u{1B}[2J").dropFirst().map(ScreenTextTests.withoutEscapes)
        #expect(screens.count == 4, "one screen after each command, the first at launch")
        #expect(!run.output.contains("\u{1B}[3J"), "the terminal's scrollback stays as it was")
        #expect(screens[0].hasPrefix("Home\n====\n"))
        #expect(screens[0].contains("\nYour data: \(app.dataDirectory.path) (new: sample content added)\n"))
        #expect(screens[3].hasPrefix("Cala di Volpe\n"))
        #expect(screens[3].contains("\nRenamed to Cala di Volpe.\n> "), "the message is under the screen, just above the prompt")
        #expect(screens.allSatisfy { $0.contains("Type a number to tap · b back · t1–t4 or a tab's name · o URL · ? help · q quit") })
    }

    @Test func atAColourTerminalWithNoColorTheSessionIsPlainText() async {
        app.environment = ["TERM": "xterm-256color", "NO_COLOR": "1"]
        let console = RecordingConsole(input: ["tab discover", "q"], isInteractive: true, outputIsTerminal: true)

        let run = await app.run([], console: console)

        #expect(!run.output.contains("\u{1B}"))
        #expect(run.output.contains("Discover\n========\n"))
    }
}
