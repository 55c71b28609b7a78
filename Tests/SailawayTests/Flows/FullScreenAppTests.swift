import Foundation
import Testing

/// The full-screen app as a person lives in it, in a real terminal (tmux) at 80×24 and
/// 200×50: every tab's root readable from its title, PRD flows 1 and 3 walked with ↑, ↓, Enter
/// and Esc, a resize redrawn, the shell's scrollback untouched after `q`, and the command
/// line's history recalled with ↑ — each whole screen compared with its recorded snapshot
/// (`Fixtures/FullScreen`, without the tab bar and the keys the composed build decides; recorded
/// again with `Tools/record-snapshots`).
@Suite(.serialized, .enabled(if: TmuxTerminal.tmuxPath != nil, "tmux drives the full-screen app (CI installs it)"))
struct FullScreenAppTests {
    let script: SailawayScript

    init() throws {
        script = try SailawayScript(welcomed: true)
    }

    /// The app at a terminal, with the features the fixtures are of (``FullScreenSnapshot/featureArguments(in:)``).
    private func launch(columns: Int = 80, rows: Int = 24, before: String? = nil) throws -> TmuxTerminal {
        try TmuxTerminal(
            binary: script.binary, dataDirectory: script.dataDirectory, arguments: try FullScreenSnapshot.featureArguments(in: script),
            columns: columns, rows: rows, before: before
        )
    }

    /// From the Charters tab, New Charter's form, its Create Charter asking its first question.
    private func openNewCharterForm(_ terminal: TmuxTerminal) throws {
        try terminal.press("4")
        try terminal.waitForTitle("Charters")
        try terminal.choose("New Charter")
        try terminal.waitForTitle("New Charter")
        try terminal.choose("Create Charter")
    }

    /// Another process changes an item while the full-screen app shows the run: the row is
    /// drawn anew with no key pressed, and Enter then acts on what is drawn.
    @Test func aChangeMadeElsewhereIsDrawnWithoutAKey() throws {
        try script.succeed("open", "sailaway://charter/550e8400-e29b-41d4-a716-446655440002")
        try script.succeed("tap", "Open Check-in Checklist")
        let terminal = try launch()
        try terminal.waitFor { $0.contains("☐ 2.1 Bilge pump") }

        // Checked by a `sailaway` command, in another process: drawn within the live interval.
        let before = ContinuousClock.now
        try script.succeed("tap", "Check: Bilge pump")
        try terminal.waitFor(seconds: 2) { $0.contains("✓ 2.1 Bilge pump") }
        #expect(ContinuousClock.now - before < .seconds(2), "no key was pressed")

        // Enter on the row drawn checked unchecks it: the action drawn is the one done.
        try terminal.choose("2.1 Bilge pump")
        try terminal.waitFor { $0.contains("Unchecked “Bilge pump”") && $0.contains("☐ 2.1 Bilge pump") }
    }

    @Test func everyTabRootsTitleIsOnTheFirstLineAt80x24() throws {
        // The tabs and their roots' titles, as the composed build gives them.
        let tabs = try #require(try script.object(FullScreenSnapshot.featureArguments(in: script) + ["features", "--json"])["tabs"] as? [String])
        var titles: [String] = []
        for tab in tabs {
            try script.succeed("tab", tab)
            titles.append(try #require(try script.screen().title))
        }
        let terminal = try launch()
        for (index, title) in titles.enumerated().reversed() {
            try terminal.press("\(index + 1)")
            let screen = try terminal.waitForTitle(title)
            try FullScreenSnapshot.assert(screen, matches: "tab-\(index + 1)-80x24")
            // The chrome, which the snapshots leave out: every tab of the build, numbered.
            let chrome = FullScreenSnapshot.chrome(of: screen)
            for (number, tab) in tabs.enumerated() {
                #expect(chrome.first?.localizedCaseInsensitiveContains("\(number + 1) \(tab)") == true, "the tab bar names \(tab): \(chrome)")
            }
            #expect(chrome.last?.contains("tab 1-\(tabs.count)") == true, "\(chrome)")
            #expect(chrome.last?.hasSuffix("q quit") == true, "every key fits the line: \(chrome)")
        }
        try terminal.press("q")
        try terminal.waitFor { _ in (try? terminal.hasExited) == true }
    }

    @Test func aScreenTallerThanTheWindowScrollsUnderItsFixedTitleAndTabBar() throws {
        let terminal = try launch()
        try terminal.press("3")
        try terminal.waitForTitle("Discover")
        try terminal.press("End")
        let end = try terminal.waitFor { $0.contains("› Browse Guides") }
        #expect(end.hasPrefix("Discover\n"), "the title stays on top")
        try FullScreenSnapshot.assert(try terminal.settled(), matches: "discover-end-80x24")
        try terminal.press("PageUp")
        let pageUp = try terminal.waitFor { !$0.contains("› Browse Guides") }
        #expect(pageUp.contains(" 1 Home   2 Library   3 Discover "), "the tab bar stays at the bottom")
        try terminal.press("Home")
        try terminal.waitFor { $0.contains("Trending and recommended content from other sailors.") }
    }

    @Test func flow1ABlankChecklistIsWrittenSavedAndPublishedWithArrowsAndEnter() throws {
        let terminal = try launch()
        try terminal.press("1")
        try terminal.waitForTitle("Home")
        try terminal.choose("Create Checklist")
        try terminal.waitForTitle("New Checklist")
        try terminal.choose("Create Blank")
        try terminal.answer("Pre-race checks")
        try terminal.waitForTitle("Edit “Pre-race checks”")
        try terminal.choose("Add Section")
        try terminal.answer("Rig")
        try terminal.waitFor { $0.contains("1. Rig") }
        try terminal.choose("Add Item")
        // One section: the item goes there, without asking which.
        try terminal.answer("Shrouds tensioned")
        try terminal.waitFor { $0.contains("Shrouds tensioned") }
        try terminal.choose("Preview")
        let preview = try terminal.waitForTitle("Preview: Pre-race checks")
        try FullScreenSnapshot.assert(preview, matches: "flow1-preview-80x24")
        try terminal.press("Escape")
        try terminal.waitForTitle("Edit “Pre-race checks”")
        try terminal.choose("Save")
        let saved = try terminal.waitForTitle("Pre-race checks")
        #expect(saved.contains("Saved “Pre-race checks” to your Library."), "the message is in the footer")

        try terminal.press("2")
        try terminal.waitForTitle("Library")
        try terminal.choose("Pre-race checks")
        try terminal.waitForTitle("Pre-race checks")
        try terminal.choose("Publish")
        try terminal.choose("Make Public")
        try terminal.waitFor { $0.contains("is now public") }

        try terminal.press("3")
        let discover = try terminal.waitForTitle("Discover")
        #expect(!discover.contains("Pre-race checks"), "Trending and Recommended are other sailors' content")
        try terminal.choose("Browse Checklists")
        try terminal.waitFor { $0.contains("Pre-race checks") }
    }

    @Test func flow3AChartersCheckInIsRunAndItsProgressOutlivesOtherTabs() throws {
        let terminal = try launch()
        try terminal.press("4")
        try terminal.waitForTitle("Charters")
        try terminal.choose("New Charter")
        try terminal.waitForTitle("New Charter")
        try terminal.choose("Check-in checklist")
        try terminal.choose("Charter Check-in (Lefkada)")
        try terminal.waitFor { $0.contains("Charter Check-in (Lefkada)") && $0.hasPrefix("New Charter\n") }
        try terminal.choose("Create Charter")
        for answer in ["Ionian Fortnight", "Dufour 412", "2027-07-03", "2027-07-17", "Alex, Priya, Tom"] {
            try terminal.answer(answer)
        }
        let charter = try terminal.waitForTitle("Ionian Fortnight")
        try FullScreenSnapshot.assert(charter, matches: "flow3-charter-80x24")
        try terminal.choose("Check-in: Charter Check-in (Lefkada)")
        try terminal.waitForTitle("Charter Check-in (Lefkada)")
        try terminal.choose("2.1 Bilge pump")
        try terminal.waitFor { $0.contains("Checked “Bilge pump”. 1 of 8 checked.") }
        try terminal.press("Down")
        try terminal.press("Enter")
        let run = try terminal.waitFor { $0.contains("2 of 8 checked.") }
        #expect(run.contains("✓ 2.1 Bilge pump") && run.contains("✓ 2.2 Gas locker and solenoid"))
        try FullScreenSnapshot.assert(try terminal.settled(), matches: "flow3-run-80x24")

        try terminal.press("Escape")
        let back = try terminal.waitForTitle("Ionian Fortnight")
        #expect(back.contains("Check-in: Charter Check-in (Lefkada) — 2 of 8 checked"), "Esc goes back, to the progress")
        for tab in ["1", "3", "2"] { try terminal.press(tab) }
        try terminal.waitForTitle("Library")
        try terminal.press("4")
        let again = try terminal.waitForTitle("Ionian Fortnight")
        #expect(again.contains("2 of 8 checked"), "the tab kept its stack, and the progress is read from the database")
    }

    @Test func aResizeRedrawsAtTheNewSizeAndWideTerminalsGetTheSplitLayout() throws {
        let terminal = try launch()
        try terminal.press("4")
        try terminal.waitForTitle("Charters")
        try terminal.choose("Aegean Week")
        try terminal.waitForTitle("Aegean Week")
        try terminal.resize(columns: 200, rows: 50)
        let wide = try terminal.waitFor { $0.components(separatedBy: "\n").count >= 50 && $0.contains(" │ ") }
        _ = wide
        try FullScreenSnapshot.assert(try terminal.settled(), matches: "charter-200x50")
        try terminal.resize(columns: 80, rows: 24)
        try terminal.waitFor { !$0.contains("│") && $0.hasPrefix("Aegean Week\n") }
        try FullScreenSnapshot.assert(try terminal.settled(), matches: "charter-80x24")
    }

    @Test func theShellsScrollbackIsThereAfterQuitting() throws {
        let terminal = try launch(before: "for n in $(seq 1 30); do echo \"printed before launch $n\"; done")
        try terminal.waitForTitle("Home")
        try terminal.press("Down")
        try terminal.press("q")
        try terminal.waitFor { _ in (try? terminal.hasExited) == true }
        let scrollback = try terminal.scrollback
        for n in 1...30 {
            #expect(scrollback.contains("printed before launch \(n)\n"), "line \(n) printed before launch")
        }
        #expect(!scrollback.contains("Hello, Alex."), "the app drew in the alternate screen")
    }

    @Test func keysTypedAheadOfThePromptAreItsText() throws {
        let terminal = try launch()
        try terminal.waitForTitle("Home")
        try terminal.press(":tab charters", "Enter", "2")
        try terminal.waitForTitle("Library")
        try terminal.press("4")
        try terminal.waitForTitle("Charters")
    }

    /// Keys sent as fast as a script sends them — the command line opened, its text, Enter and
    /// the next key each on its own — are all handled: none is dropped as the terminal is
    /// handed to the line editor and taken back.
    @Test func keysPressedAsTheCommandLineOpensAndClosesAreNeverLost() throws {
        let terminal = try launch()
        try terminal.waitForTitle("Home")
        for round in 1...6 {
            try terminal.press(":")
            try terminal.type(round.isMultiple(of: 2) ? "tab charters" : "tab library")
            try terminal.press("Enter")
            try terminal.press(round.isMultiple(of: 2) ? "2" : "4")
        }
        try terminal.waitForTitle("Library")
        try terminal.press(":")
        try terminal.type("tab discover")
        try terminal.press("Enter")
        try terminal.waitForTitle("Discover")
    }

    @Test func slashSearchesAndOOpensALink() throws {
        let terminal = try launch()
        try terminal.waitForTitle("Home")
        try terminal.press("/")
        try terminal.answer("anchoring")
        let results = try terminal.waitForTitle("Results for “anchoring”")
        #expect(results.contains("Discover › Results for “anchoring”"), "search results open in Discover")
        try terminal.press("o")
        try terminal.answer("sailaway://charter/550e8400-e29b-41d4-a716-446655440002")
        try terminal.waitForTitle("Aegean Week")
        try terminal.press("Escape")
        try terminal.waitForTitle("Charters")
    }

    /// Long work draws its progress bar on the message line, never over a row of the screen:
    /// after Export My Data every row is there without another key.
    @Test func aProgressBarLeavesEveryRowOfTheScreenDrawn() throws {
        try script.succeed("tab", "profile")
        try script.succeed("tap", "Settings")
        try script.succeed("tap", "Data Management")
        // Wide enough for the message, with its long path, to fit its line.
        let terminal = try launch(columns: 200)
        try terminal.waitForTitle("Data Management")
        try terminal.choose("Export My Data")
        let exported = try terminal.waitFor { $0.contains("Exported your data to") }
        usleep(300_000)
        let shown = try terminal.screen
        try terminal.press("C-l")
        usleep(300_000)
        #expect(try terminal.screen == shown, "drawn as a whole new frame draws it:\n\(shown)")
        for row in ["› Export My Data", "› Clear Cache", "› Delete Account…"] {
            #expect(exported.contains(row), "\(row) is drawn")
        }
    }

    @Test func aBadAnswerIsToldWhyAtTheBottomAndAskedAgain() throws {
        let terminal = try launch()
        try openNewCharterForm(terminal)
        try terminal.answer("Ionian Fortnight")
        try terminal.answer("Dufour 412")
        try terminal.answer("3 Sept")
        // The reason, then the same question again (drawn a moment after the reason: wait for both).
        _ = try terminal.waitFor { $0.contains("'3 Sept' is not a date") && $0.hasSuffix("First day (YYYY-MM-DD):\n") }
        try terminal.answer("2027-07-03")
        try terminal.answer("2027-07-17")
        try terminal.answer("")
        try terminal.waitForTitle("Ionian Fortnight")
    }

    /// The form refused as a whole — the last day before the first — keeps every answer: the
    /// screen lists them under the action, and asked again each is in brackets, kept by Enter.
    @Test func aRefusedNewCharterKeepsItsDates() throws {
        let terminal = try launch()
        try openNewCharterForm(terminal)
        for answer in ["Ionian Fortnight", "Dufour 412", "2027-07-17", "2027-07-03", "Alex"] {
            try terminal.answer(answer)
        }
        let refused = try terminal.waitFor { $0.contains("is before the start day") }
        #expect(refused.contains("First day: 2027-07-17") && refused.contains("Last day: 2027-07-03"), "the form lists what was typed:\n\(refused)")
        #expect(!refused.contains("First day: —"))
        try terminal.choose("Create Charter")
        try terminal.waitFor { $0.contains("Charter name (up to 80 characters) [Ionian Fortnight]:") }
        try terminal.answer("")
        try terminal.answer("")
        try terminal.waitFor { $0.contains("First day (YYYY-MM-DD) [2027-07-17]:") }
        try terminal.answer("2027-07-03")
        try terminal.waitFor { $0.contains("Last day (YYYY-MM-DD) [2027-07-03]:") }
        try terminal.answer("2027-07-17")
        try terminal.answer("")
        try terminal.waitForTitle("Ionian Fortnight")
    }

    /// A note too long is refused as it is given and asked again holding its text, which the
    /// person shortens rather than types again.
    @Test func aFiveThousandCharacterNoteIsAskedAgainWithItsText() throws {
        try script.succeed("open", "sailaway://charter/550e8400-e29b-41d4-a716-446655440002")
        try script.succeed("tap", "Open Check-in Checklist")
        let terminal = try launch()
        try terminal.waitForTitle("Charter Check-in (Lefkada)")
        try terminal.choose("Add Note", onRow: "1.1 Photograph existing damage")
        try terminal.waitFor { $0.contains("Note (up to 500 characters):") }
        let note = "Scratch on the port quarter. " + String(repeating: "n", count: 5_000 - 29)
        try terminal.type(note)
        try terminal.press("Enter")
        // Refused, and asked again holding the whole text, which fills the terminal as it is
        // edited (the reason, said above the tab bar, scrolls away under it).
        usleep(500_000)
        try terminal.waitFor { $0.contains("nnnnnnnnnn") && !$0.contains("Noted on") }
        // Shortened to its start, not typed again: to the start of the line, past the first
        // sentence, then cut to the end.
        try terminal.press("C-a")
        for _ in 0..<27 { try terminal.press("Right") }
        try terminal.press("C-k")
        try terminal.press("Enter")
        let noted = try terminal.waitFor { $0.contains("Noted on “Photograph existing damage”") }
        #expect(noted.contains("Note: Scratch on the port quarter\n"), "the text kept, cut where the person cut it")
        let saved = try script.succeed("screen")
        #expect(saved.contains("Note: Scratch on the port quarter\n"))
    }

    /// What an action did is said in the message lines above the tab bar, whole, the screen
    /// staying where it was: no page to dismiss.
    @Test func forkShowsItsMessageOnTheStatusLineWithoutAPage() throws {
        let terminal = try launch()
        try terminal.press("3")
        try terminal.waitForTitle("Discover")
        try terminal.choose("Pre-Departure Safety")
        try terminal.waitForTitle("Pre-Departure Safety")
        try terminal.choose("Fork")
        let forked = try terminal.waitFor { $0.contains("Forked “Pre-Departure Safety”") }
        #expect(forked.hasPrefix("Pre-Departure Safety\n"), "the screen stays, under no page titled Message")
        #expect(!forked.contains("Message\n"))
        let message = forked.components(separatedBy: "\n").drop { !$0.contains("Forked “") }.prefix { !$0.contains(" 1 Home ") }.joined(separator: " ")
        #expect(
            message.contains("Forked “Pre-Departure Safety” into your Library as a private copy. Edit it there; the original stays as it is."),
            "the whole message, wrapped:\n\(forked)"
        )
        try terminal.press("Down")
        try terminal.waitFor { _ in (try? terminal.selectedLine)?.contains("Rate") == true }
        #expect(try terminal.title == "Pre-Departure Safety", "keys work at once: nothing to dismiss")
    }

    /// After a card is graded the next card's Reveal is selected, what its front is for; after
    /// Reveal, no grade is, a choice Enter never makes.
    @Test func afterGradingACardItsRevealIsSelected() throws {
        try script.succeed("open", "sailaway://content/deck/550e8400-e29b-41d4-a716-446655440003")
        try script.succeed("tap", "Review")
        let terminal = try launch()
        try terminal.waitFor { $0.hasPrefix("Review “Essential Knots”\n") }
        try terminal.choose("Reveal")
        try terminal.waitFor { $0.contains("› Good") }
        let selected = try terminal.selectedLine ?? ""
        #expect(!["Again", "Good", "Easy"].contains { selected.contains($0) }, "no grade is chosen for the person: \(selected)")
        try terminal.choose("Good")
        try terminal.waitFor { $0.contains("Graded good.") }
        try terminal.waitFor { _ in (try? terminal.selectedLine)?.contains("Reveal") == true }
    }

    /// A row's own actions are its menu (`m`): an editor's item is edited there, never picked
    /// by its number.
    @Test func anEditorsItemIsEditedFromItsRowsMenu() throws {
        try script.succeed("tab", "library")
        try script.succeed("tap", "Open Daily Boat Checks")
        try script.succeed("tap", "Edit")
        let terminal = try launch()
        try terminal.waitForTitle("Edit “Daily Boat Checks”")
        try terminal.select("1.2 Bilge dry")
        try terminal.press("m")
        let menu = try terminal.waitFor { $0.contains("⏎ do it  esc close") }
        for label in ["1 Edit …", "2 Move Up", "3 Move Down", "4 Remove"] {
            #expect(menu.contains(label), "\(label) in the menu:\n\(menu)")
        }
        try terminal.press("Escape")
        try terminal.waitFor { !$0.contains("⏎ do it") }
        try terminal.choose("Move Up", onRow: "1.2 Bilge dry")
        try terminal.waitFor { $0.contains("1.1 Bilge dry") && $0.contains("Moved “Bilge dry” up.") }
    }

    @Test func ctrlCLeavesTheCommandLineAndTheAppRuns() throws {
        let terminal = try launch()
        try terminal.waitForTitle("Home")
        try terminal.press(":")
        try terminal.waitFor { $0.components(separatedBy: "\n").last { !$0.isEmpty } == ":" }
        try terminal.type("tab charters")
        try terminal.press("C-c")
        try terminal.waitFor { $0.hasSuffix("q quit\n") }
        #expect(try !terminal.hasExited)
        #expect(try terminal.title == "Home", "nothing ran")
        try terminal.press("2")
        try terminal.waitForTitle("Library")
    }

    @Test(arguments: [["NO_COLOR": "1"], ["TERM": "dumb"], ["SAILAWAY_LINE_MODE": "1"]])
    func aTerminalWithoutColourGetsTheLineSessionAsBefore(environment: [String: String]) throws {
        let terminal = try TmuxTerminal(binary: script.binary, dataDirectory: script.dataDirectory, environment: environment) {
            $0.contains("[Home]") && $0.hasSuffix("> \n") || $0.hasSuffix(">\n")
        }
        _ = try terminal.settled()
        let printed = try terminal.scrollback
        #expect(printed.contains("Home\n====\nHello, Alex."), "one screen after another, scrolling as printed")
        #expect(printed.contains("\n  1. Create Checklist\n"), "numbered actions, as scripts read them")
    }

    @Test func sigtermPutsTheTerminalBackAsItWas() throws {
        let terminal = try launch(before: "echo 'printed before launch'")
        try terminal.waitForTitle("Home")
        let app = try terminal.processID
        try #require(app > 0)
        kill(app, SIGTERM)
        try terminal.waitFor { _ in (try? terminal.hasExited) == true }
        let screen = try terminal.scrollback
        #expect(screen.contains("printed before launch\n"), "the shell's screen is back")
        #expect(!screen.contains("Hello, Alex."), "the alternate screen was left")
    }

    @Test func withoutLibeditTheAppSaysSoOnceAndReadsPlainLines() throws {
        let terminal = try TmuxTerminal(
            binary: script.binary, dataDirectory: script.dataDirectory, environment: ["SAILAWAY_LIBEDIT": "/nonexistent/libedit.so.2"]
        )
        try terminal.waitForTitle("Home")
        try terminal.press(":")
        let prompt = try terminal.waitFor { $0.components(separatedBy: "\n").last { !$0.isEmpty } == ":" }
        #expect(prompt.contains("Line editing is off (no libedit)"), "the reason is shown with the first prompt:\n\(prompt)")
        try terminal.type("tab charters")
        try terminal.press("Enter")
        try terminal.waitForTitle("Charters")
        try terminal.press("/")
        try terminal.answer("Zoë café")
        let results = try terminal.waitForTitle("Results for “Zoë café”")
        #expect(!results.contains("Line editing is off"), "said once, not at every prompt")
    }

    @Test func upAtTheCommandLineRecallsHistoryAcrossLaunches() throws {
        do {
            let terminal = try launch()
            try terminal.waitForTitle("Home")
            try terminal.press(":")
            try terminal.waitFor { $0.components(separatedBy: "\n").last { !$0.isEmpty } == ":" }
            try terminal.type("tab charters")
            try terminal.press("Enter")
            try terminal.waitForTitle("Charters")
            try terminal.press(":")
            try terminal.waitFor { $0.components(separatedBy: "\n").last { !$0.isEmpty } == ":" }
            try terminal.press("Up")
            try terminal.waitFor { $0.contains(":tab charters") }
            try terminal.press("C-u", "tab libr", "Tab")
            try terminal.waitFor { $0.contains(":tab library") }
            try terminal.press("Enter")
            try terminal.waitForTitle("Library")
            try terminal.press("q")
            try terminal.waitFor { _ in (try? terminal.hasExited) == true }
        }
        let relaunched = try launch()
        try relaunched.waitForTitle("Library")
        try relaunched.press(":")
        try relaunched.waitFor { $0.components(separatedBy: "\n").last { !$0.isEmpty } == ":" }
        try relaunched.press("Up")
        try relaunched.press("Up")
        try relaunched.waitFor { $0.contains(":tab charters") }
    }
}

extension TmuxTerminal {
    /// The line drawn in reverse video: the selection.
    var selectedLine: String? {
        get throws {
            try styledScreen.components(separatedBy: "\n").first(where: Self.isReversed)
                .map { $0.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression) }
        }
    }

    /// Whether a captured line turns reverse video on (SGR 7, alone or with others: tmux
    /// writes `ESC[0;7m`).
    static func isReversed(_ line: String) -> Bool {
        line.components(separatedBy: "\u{1B}[").dropFirst().contains { sequence in
            guard let end = sequence.firstIndex(of: "m") else { return false }
            return sequence[..<end].split(separator: ";").contains("7")
        }
    }

    /// Moves the selection with ↓ (from the top, with Home) to the line that shows `label`,
    /// and presses Enter.
    func choose(_ label: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if try select(label, sourceLocation: sourceLocation) {
            try press("Enter")
        }
    }

    /// Does `action` (its label on the row, “Add Note”) of the row that shows `row`: selects the
    /// row, opens its menu with `m`, moves to the action and presses Enter.
    func choose(_ action: String, onRow row: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        guard try select(row, sourceLocation: sourceLocation) else { return }
        try press("m")
        try waitFor(sourceLocation: sourceLocation) { $0.contains("⏎ do it  esc close") }
        var shown = try styledScreen
        for _ in 0..<20 {
            if let selected = try selectedLine, selected.contains(action) {
                try press("Enter")
                return
            }
            let before = shown
            shown = try press("Down", awaitingTheFrameAfter: before)
            if shown == before { break }  // the menu's last action
        }
        Issue.record("The menu of “\(row)” has no “\(action)”:\n\(try screen)", sourceLocation: sourceLocation)
    }

    /// Moves the selection with ↓ (from the top, with Home) to the line that shows `label`;
    /// whether it got there.
    ///
    /// Each key's frame is waited for before the selection is read. Home alone moves nothing
    /// when the selection is already at the top, so End comes first: each of the two changes
    /// the screen, unless the selection was at the bottom.
    @discardableResult
    func select(_ label: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Bool {
        var shown = try styledScreen
        for key in ["End", "Home"] {
            shown = try press(key, awaitingTheFrameAfter: shown)
        }
        for _ in 0..<80 {
            if let selected = try selectedLine, selected.contains(label) {
                return true
            }
            let before = shown
            shown = try press("Down", awaitingTheFrameAfter: before)
            if shown == before { break }  // the last item
        }
        Issue.record("Nothing selectable reads “\(label)”:\n\(try screen)", sourceLocation: sourceLocation)
        return false
    }

    /// Types `text` at the command line's prompt, and Enter.
    func answer(_ text: String) throws {
        // capture-pane trims the space after the prompt's colon.
        try waitFor { $0.components(separatedBy: "\n").last { !$0.isEmpty }?.hasSuffix(":") == true }
        try type(text)
        try press("Enter")
    }
}

/// Whole screens of the full-screen app, compared with the recorded ones.
enum FullScreenSnapshot {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/FullScreen", isDirectory: true)

    /// The `--features` arguments that run the app with the features the fixtures were recorded
    /// with (`features.list`); none while recording, which writes the file with every feature of
    /// the build, or when the build has no other. So a feature added to the build changes no
    /// fixture until they are recorded again (`Tools/record-snapshots`).
    static func featureArguments(in script: SailawayScript) throws -> [String] {
        let file = folder.appendingPathComponent("features.list")
        let features = try #require(try script.object("features", "--json")["features"] as? [[String: Any]])
        let compiledIn = features.compactMap { $0["name"] as? String }
        if ProcessInfo.processInfo.environment["SAILAWAY_RECORD_SNAPSHOTS"] == "1" {
            try (compiledIn.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
            return []
        }
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
        let recorded = Set(text.split(separator: "\n").map(String.init))
        let enabled = compiledIn.filter(recorded.contains)
        return enabled.count == compiledIn.count ? [] : ["--features", enabled.joined(separator: ",")]
    }

    /// The lines the frame ends with on every screen — the tab bar and the keys — which the
    /// composed build decides: the snapshots leave them out, so a feature added to the build
    /// changes only the snapshots of screens that show it.
    static let chromeLines = 2

    /// The chrome of a captured `screen`: its last ``chromeLines`` lines.
    static func chrome(of screen: String) -> [String] {
        Array(lines(of: screen).suffix(chromeLines))
    }

    private static func lines(of screen: String) -> [String] {
        var lines = screen.components(separatedBy: "\n").map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// Compares `screen`, without its chrome, with the snapshot `name`.
    static func assert(_ screen: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = folder.appendingPathComponent(name + ".txt")
        let text = lines(of: screen).dropLast(chromeLines).joined(separator: "\n")
        if ProcessInfo.processInfo.environment["SAILAWAY_RECORD_SNAPSHOTS"] == "1" {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let recorded = try #require(try? String(contentsOf: file, encoding: .utf8), "No snapshot \(name); record with SAILAWAY_RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
        #expect(text == recorded, "The screen differs from the snapshot \(name)", sourceLocation: sourceLocation)
    }
}
