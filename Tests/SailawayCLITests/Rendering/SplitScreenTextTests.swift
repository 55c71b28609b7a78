import AppShell
import FeatureTesting
import Foundation
import NavigationEngine
import SailawayCLI
import Testing

/// The wide layout in the terminal: at 160 columns and more, a sidebar of tabs, the tab's root
/// and the screen on top side by side; below that, or piped, exactly the stack's text.
@MainActor
@Suite struct SplitScreenTextTests {
    static let run = ScreenVisit("split-run", [.tab("charters"), .tap("Open Aegean Week"), .tap("Open Check-in Checklist")])

    /// The split text of the screen `visit` ends on, `width` columns wide; with `chrome`
    /// `.hidden`, without the sidebar of tabs, as the snapshots hold it.
    func splitText(_ visit: ScreenVisit, width: Int, chrome: ScreenText.Chrome = .hidden) async throws -> String {
        let app = try await EveryScreenTests.app()
        let presented = try await EveryScreenTests.walk(visit, in: app)
        let (layout, content) = await app.session.splitColumns()
        let text = SplitScreenText.render(presented, content: content, layout: layout, width: width, chrome: chrome)
        let widest = text.components(separatedBy: "\n").map(\.count).max() ?? 0
        #expect(widest <= width, "no line is wider than the terminal")
        return text
    }

    @Test(arguments: [160, 200])
    func aWideTerminalShowsTheTabsTheRootAndTheScreenOnTop(width: Int) async throws {
        #expect(try await splitText(Self.run, width: width, chrome: .shown).contains("[Charters]"), "the sidebar marks the tab")
        let text = try await splitText(Self.run, width: width)
        #expect(text.contains("▸ Open Aegean Week"), "the content column marks what the detail column shows")
        #expect(text.contains("1. Check: Photograph existing damage"), "numbers tap the screen on top")
        try TextSnapshot.assert(text, matches: "Split/charter-run-\(width)")
    }

    @Test func atTheTabsRootItsActionsAreTheNumberedOnes() async throws {
        let text = try await splitText(ScreenVisit("split-root", [.tab("charters")]), width: 160)
        #expect(text.contains("2. Open Aegean Week"))
        try TextSnapshot.assert(text, matches: "Split/charters-root-160")
    }

    @Test func aSheetShowsInTheDetailColumnMarkedAsOne() async throws {
        let visit = ScreenVisit("split-sheet", [.tab("discover"), .tap("Open Pre-Departure Safety"), .tap("Rate")])
        let text = try await splitText(visit, width: 160)
        #expect(text.contains("(sheet)"))
        try TextSnapshot.assert(text, matches: "Split/rate-sheet-160")
    }

    @Test func at80ColumnsTheStackIsDrawnAsToday() async throws {
        let app = try await EveryScreenTests.app()
        let presented = try await EveryScreenTests.walk(Self.run, in: app)
        try TextSnapshot.assert(EveryScreenTests.text(of: presented, in: app), matches: "checklist-run")
    }

    @Test(arguments: [
        (PresentationStyle.sheet, "(sheet)"), (.fullScreenCover, "(full screen)"), (.alert, "(alert)"), (.confirmationDialog, "(confirm)"),
    ])
    func eachKindOfModalIsMarked(style: PresentationStyle, marker: String) async throws {
        let app = try await EveryScreenTests.app()
        let presented = try await EveryScreenTests.walk(Self.run, in: app)
        try app.session.router.apply(.present(try #require(app.state.selectedStack.first), style: style))
        let modal = await app.session.presentedScreen()
        let stackText = ScreenText.render(modal)
        #expect(stackText.hasPrefix("Aegean Week \(marker)\n"))
        let (layout, content) = await app.session.splitColumns()
        let split = SplitScreenText.render(modal, content: content, layout: layout, width: 160)
        // A cover takes the whole width; the others show in the detail column.
        #expect((split == stackText) == (style == .fullScreenCover))
        #expect(presented.presentation == nil)
    }

    // MARK: - Deciding

    @Test func onlyAWideColourTerminalOrTheVariableGivesTheSplitLayout() {
        let terminal = ["TERM": "xterm-256color"]
        #expect(TerminalWidth.split(environment: terminal, outputIsTerminal: true, terminalColumns: 200) == 200)
        #expect(TerminalWidth.split(environment: terminal, outputIsTerminal: true, terminalColumns: 159) == nil)
        #expect(TerminalWidth.split(environment: terminal.merging(["COLUMNS": "180"]) { $1 }, outputIsTerminal: true, terminalColumns: nil) == 180)
        #expect(TerminalWidth.split(environment: terminal.merging(["COLUMNS": "200"]) { $1 }, outputIsTerminal: false, terminalColumns: nil) == nil, "piped")
        #expect(TerminalWidth.split(environment: ["TERM": "dumb"], outputIsTerminal: true, terminalColumns: 200) == nil)
        #expect(TerminalWidth.split(environment: terminal.merging(["NO_COLOR": "1"]) { $1 }, outputIsTerminal: true, terminalColumns: 200) == nil)
        #expect(TerminalWidth.split(environment: ["SAILAWAY_COLUMNS": "160"], outputIsTerminal: false, terminalColumns: nil) == 160, "forced, for tests")
        #expect(TerminalWidth.split(environment: terminal.merging(["SAILAWAY_COLUMNS": "80"]) { $1 }, outputIsTerminal: true, terminalColumns: 200) == nil)
    }

    @Test func theCommandLineDrawsColumnsOnlyWhenTheWidthSaysSo() async throws {
        let app = TerminalApp()
        await app.run("open", Links.portoCervo)
        let stack = await app.run("screen").output
        app.environment = ["COLUMNS": "200"]
        #expect(await app.run("screen").output == stack, "piped output never changes")
        app.environment = [TerminalWidth.variable: "80"]
        #expect(await app.run("screen").output == stack)
        app.environment = [TerminalWidth.variable: "160"]
        let split = await app.run("screen").output
        #expect(split != stack)
        #expect(split.contains(" │ "))
    }
}
