import Foundation
import ProcessTesting
import Testing

/// PRD flows 1 and 3 as a person walks them at a terminal: `sailaway` with no command, on a
/// real pseudo-terminal (so in colour, each screen replacing the last), driven from the keyboard
/// by action numbers, tab shortcuts and answers to its prompts, and read off the screen.
@Suite(.enabled(if: PseudoTerminal.runsHere, "the pseudo-terminal is util-linux's script, on Linux (Debian's bsdutils)"))
struct TerminalSessionTests {
    let binary: SailawayBinary
    let dataDirectory = TestCleanup.path("pty")

    init() throws {
        binary = try SailawayBinary.located()
    }

    /// Starts the app and waits for its first screen.
    private func launch() throws -> PseudoTerminal {
        let terminal = try PseudoTerminal(binary: binary, dataDirectory: dataDirectory)
        terminal.waitForScreen()
        return terminal
    }

    /// Starts the app on a new install and explores as the sample sailor: onboarding first.
    private func launchWelcomed() throws -> PseudoTerminal {
        let terminal = try launch()
        terminal.tap("Explore with Sample Content")
        return terminal
    }

    @Test func flow1ABlankChecklistIsWrittenSavedAndPublishedFromTheKeyboard() async throws {
        defer { try? FileManager.default.removeItem(at: dataDirectory) }
        let terminal = try launch()
        #expect(terminal.title?.hasPrefix("Welcome to Sailaway") == true, "a new install starts with onboarding")
        #expect(terminal.screen.contains("\nYour data: \(dataDirectory.path) (new: sample content added)\n"))
        terminal.tap("Explore with Sample Content")
        #expect(terminal.screen.hasPrefix("Home\n====\nHello, Alex."))
        #expect(terminal.coloredScreen.hasPrefix("\u{1B}[1mHome\u{1B}[0m"), "a terminal gets colour")
        #expect(terminal.screen.contains("\nHome\n\(try await ComposedApp.tabBar())\n"), "the tab bar names every tab of the build")
        #expect(terminal.coloredScreen.contains("\u{1B}[1;7m Home \u{1B}[0m"), "the selected tab is marked")

        terminal.tap("Create Checklist")
        #expect(terminal.title == "New Checklist")
        terminal.tap("Create Blank", typing: "Pre-race checks")
        #expect(terminal.title == "Edit “Pre-race checks”")
        terminal.tap("Add Section", typing: "Rig")
        terminal.tap("Add Section", typing: "Crew")
        // An item is added under its section: the section's own Add Item, its number beside it.
        #expect(terminal.screen.contains("\n1. Rig  [1 Rename …] [2 Move Down] [3 Remove]\n  No items yet.\n  + [4 Add Item …]\n"))
        terminal.tap(inline: "Add Item", after: "1. Rig", typing: "Shrouds tensioned")
        terminal.tap(inline: "Add Item", after: "1. Rig", typing: "Halyards free")
        terminal.tap(labelled: "Add Item: Crew", typing: "Race briefing")
        #expect(terminal.screen.contains("  - 1.2 Halyards free  ["))
        terminal.tap("Preview")
        #expect(terminal.screen.contains("\nReady to save.\n"))
        #expect(terminal.breadcrumb == "Home › Edit “Pre-race checks” › Preview: Pre-race checks")
        terminal.type("b")
        terminal.waitForScreen()
        terminal.tap("Save")
        #expect(terminal.title == "Pre-race checks")
        #expect(terminal.screen.contains("\nSaved “Pre-race checks” to your Library.\n> "), "the message is under the screen")

        terminal.type("t2")
        terminal.waitForScreen()
        #expect(terminal.title == "Library")
        #expect(terminal.screen.contains("  - Pre-race checks — Created · Private\n"))
        terminal.tap("Open Pre-race checks")
        terminal.tap("Publish")
        terminal.tap("Make Public")
        #expect(terminal.screen.contains("“Pre-race checks” is now public."))
        #expect(terminal.screen.contains("\nBy you · Public · Not rated yet\n"))

        terminal.type("discover")
        terminal.waitForScreen()
        #expect(terminal.title == "Discover")
        #expect(!terminal.screen.contains("Pre-race checks"), "Trending and Recommended are other sailors' content")
        terminal.tap("Browse Checklists")
        #expect(terminal.screen.contains("Pre-race checks"), "public content appears in Discover's Browse")

        terminal.type("q")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func flow3AChartersCheckInIsRunAndItsProgressOutlivesTabsAndRelaunches() throws {
        defer { try? FileManager.default.removeItem(at: dataDirectory) }
        let terminal = try launchWelcomed()

        terminal.type("t4")
        terminal.waitForScreen()
        #expect(terminal.title == "Charters")
        terminal.tap("New Charter")
        terminal.type(try #require(terminal.number(of: "Create Charter")))
        terminal.waitFor(prompt: ": ")
        terminal.pressControlD()
        terminal.waitFor(prompt: "\n> ")
        #expect(terminal.sinceTyping.contains("Cancelled “Create Charter”: nothing was saved."), "Ctrl-D at a prompt cancels the action")
        terminal.tap("Choose Check-in Checklist")
        terminal.tap("Use Charter Check-in (Lefkada)")
        terminal.tap("Create Charter", typing: "Ionian Fortnight", "Dufour 412", "2027-07-03", "2027-07-17", "Alex, Priya, Tom")
        #expect(terminal.title == "Ionian Fortnight")
        #expect(terminal.screen.contains("\nDufour 412 · 3–17 Jul 2027\n"))

        terminal.tap("Open Check-in Checklist")
        #expect(terminal.breadcrumb == "Charters › Ionian Fortnight › Charter Check-in (Lefkada)")
        #expect(terminal.screen.contains("\nIonian Fortnight · 0 of 8 checked\n░░░░░░░░░░░░░░░░░░░░ 0/8\n"))
        terminal.tap("Check: Photograph existing damage")
        #expect(terminal.screen.contains("\nChecked “Photograph existing damage”. 1 of 8 checked.\n> "))
        terminal.tap("Check: Bilge pump")
        // The note is the row's own action: its number beside the row, or its label typed.
        #expect(terminal.screen.contains("  ☐ 2.2 Gas locker and solenoid  [13 Add Note …]\n"))
        terminal.type("Add Note: Gas locker and solenoid")
        terminal.waitFor(prompt: "Note (up to 500 characters): ")
        terminal.type("Solenoid clicks but gas is slow")
        terminal.waitForScreen()
        let run = terminal.screen
        #expect(run.hasPrefix("Charter Check-in (Lefkada)\n"), "no sheet: the note was written from the row")
        #expect(run.contains("\nIonian Fortnight · 2 of 8 checked\n█████░░░░░░░░░░░░░░░ 2/8\n"))
        #expect(run.contains("\n  ✓ 1.1 Photograph existing damage  [9 Add Note …]\n  ☐ 1.2 Guardrails and stanchions  [10 Add Note …]\n"))
        #expect(run.contains("\n  ✓ 2.1 Bilge pump  [12 Add Note …]\n  ☐ 2.2 Gas locker and solenoid  [13 Edit Note …] [14 Remove Note]\n      Note: Solenoid clicks but gas is slow\n"))
        #expect(terminal.coloredScreen.contains("\u{1B}[32m✓\u{1B}[0m 2.1 Bilge pump"), "check marks in colour")

        terminal.type("b")
        terminal.waitForScreen()
        #expect(terminal.screen.contains("  - Check-in: Charter Check-in (Lefkada) — 2 of 8 checked\n"))
        for tab in ["t1", "t3", "t2"] {
            terminal.type(tab)
            terminal.waitForScreen()
        }
        terminal.type("charters")
        terminal.waitForScreen()
        #expect(terminal.breadcrumb == "Charters › Ionian Fortnight", "the tab kept its stack")
        terminal.tap("Open Check-in Checklist")
        #expect(terminal.screen.contains("█████░░░░░░░░░░░░░░░ 2/8\n"))
        terminal.type("q")
        #expect(terminal.waitForExit() == 0)

        // A relaunch reads the run from the database, where the session left it.
        let relaunched = try launch()
        #expect(relaunched.screen.hasPrefix("Charter Check-in (Lefkada)\n"))
        #expect(relaunched.screen.contains("      Note: Solenoid clicks but gas is slow\n"))
        #expect(relaunched.screen.contains("\nYour data: \(dataDirectory.path)\n"))
        relaunched.pressControlD()
        #expect(relaunched.waitForExit() == 0, "Ctrl-D at the app's prompt leaves")
    }

    /// A number is what the person read on the screen printed last: when another face checked
    /// the item since, the number that said “Check” is not taken for “Uncheck”.
    @Test func aNumberReadBeforeAnotherFaceChangedTheScreenDoesNothingElse() throws {
        defer { try? FileManager.default.removeItem(at: dataDirectory) }
        let terminal = try launchWelcomed()
        terminal.type("o sailaway://charter/550e8400-e29b-41d4-a716-446655440002")
        terminal.waitForScreen()
        terminal.tap("Open Check-in Checklist")
        let check = try #require(terminal.number(of: "Check: Bilge pump"))

        // Another face — a script, the browser — checks it meanwhile.
        let elsewhere = try binary.run(["--data-dir", dataDirectory.path, "tap", "Check: Bilge pump"])
        #expect(elsewhere.status == 0)
        terminal.type(check)
        terminal.waitFor(prompt: "\n> ")
        #expect(terminal.sinceTyping.contains("This changed since it was shown: it now offers “Uncheck: Bilge pump”. Nothing was changed."))
        let now = try binary.run(["--data-dir", dataDirectory.path, "screen"])
        #expect(now.output.contains("Uncheck: Bilge pump"), "still checked")
        terminal.type("q")
        #expect(terminal.waitForExit() == 0)
    }
}

extension PseudoTerminal {
    /// The screen's title: its first line.
    var title: String? {
        screen.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init)
    }

    /// The breadcrumb: the line above the tab bar.
    var breadcrumb: String? {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        guard let bar = lines.firstIndex(where: { $0.hasPrefix("t1 ") }), bar > 0 else { return nil }
        return String(lines[bar - 1])
    }

    /// The number the screen shows before the action `label` (“  3. Create Blank …”).
    func number(of label: String) -> String? {
        for line in screen.split(separator: "\n") {
            let words = line.trimmingCharacters(in: .whitespaces)
            guard let dot = words.firstIndex(of: "."), Int(words[..<dot]) != nil else { continue }
            let shown = words[words.index(after: dot)...].trimmingCharacters(in: .whitespaces)
            if shown == label || shown == label + " …" { return String(words[..<dot]) }
        }
        return nil
    }

    /// Types the label of the action `label`, as a person may instead of its number, answers
    /// its prompts with `answers`, and waits for the screen that follows.
    func tap(labelled label: String, typing answers: String..., sourceLocation: SourceLocation = #_sourceLocation) {
        type(label)
        answer(answers, sourceLocation: sourceLocation)
    }

    /// Types the number the screen shows beside a row or section for its action `label`
    /// (`[12 Add Item …]`) — the first after the line `after` starts, when given — answers its
    /// prompts with `answers`, and waits for the screen that follows.
    func tap(inline label: String, after: String? = nil, typing answers: String..., sourceLocation: SourceLocation = #_sourceLocation) {
        var lines = screen.split(separator: "\n").map(String.init)
        if let after, let start = lines.firstIndex(where: { $0.hasPrefix(after) }) { lines = Array(lines[start...]) }
        let pattern = "\\[[0-9]+ \(label)"
        guard let line = lines.first(where: { $0.range(of: pattern, options: .regularExpression) != nil }),
            let match = line.range(of: pattern, options: .regularExpression)
        else {
            Issue.record("No “\(label)” beside a row of the screen:\n\(screen)", sourceLocation: sourceLocation)
            return
        }
        type(String(line[match].dropFirst().prefix { $0.isNumber }))
        answer(answers, sourceLocation: sourceLocation)
    }

    private func answer(_ answers: [String], sourceLocation: SourceLocation) {
        for answer in answers {
            waitFor(prompt: ": ", sourceLocation: sourceLocation)
            type(answer)
        }
        waitForScreen(sourceLocation: sourceLocation)
    }

    /// Types the number of the action `label`, answers its prompts with `answers`, and waits
    /// for the screen that follows.
    func tap(_ label: String, typing answers: String..., sourceLocation: SourceLocation = #_sourceLocation) {
        guard let number = number(of: label) else {
            Issue.record("No action “\(label)” on the screen:\n\(screen)", sourceLocation: sourceLocation)
            return
        }
        type(number)
        for answer in answers {
            waitFor(prompt: ": ", sourceLocation: sourceLocation)
            type(answer)
        }
        waitForScreen(sourceLocation: sourceLocation)
    }
}
