import GuidesInterface
import FeatureTesting
import Testing

@testable import SailawayCLI

/// A screen's text at a terminal's width: broken between words with hanging indents at a
/// terminal, whole lines for pipes and scripts (what the snapshots record).
@MainActor
@Suite struct ScreenTextWrappingTests {
    /// The stern-to mooring guide, whose paragraphs run past 80 columns.
    private func sternTo() async throws -> AppHarness {
        let app = try await EveryScreenTests.app()
        try app.open("sailaway://content/guide/\(SampleGuides.sternToMooring.uuidString.lowercased())")
        return app
    }

    @Test func at80ColumnsNoLineIsWiderAndNoWordIsBroken() async throws {
        let presented = try await sternTo().session.presentedScreen()
        let whole = ScreenText.render(presented)
        #expect(whole.split(separator: "\n").contains { $0.count > 80 }, "the guide has rows wider than 80 columns")

        let wrapped = ScreenText.render(presented, width: 80)

        #expect(wrapped.split(separator: "\n").allSatisfy { $0.count <= 80 })
        #expect(wrapped.split(whereSeparator: \.isWhitespace) == whole.split(whereSeparator: \.isWhitespace), "the same words, in order")
        #expect(wrapped.contains("\n  - Rig fenders on both sides and lines at both stern quarters. Brief who drops\n    the anchor and who steps ashore.\n"))
    }

    @Test func withoutAWidthTheTextIsWhatPipesAndSnapshotsRead() async throws {
        let presented = try await sternTo().session.presentedScreen()

        #expect(ScreenText.render(presented, width: nil) == ScreenText.render(presented))
    }

    @Test func onlyAColourTerminalOfKnownWidthWraps() {
        let terminal = ["TERM": "xterm-256color"]
        #expect(TerminalWidth.wrap(environment: terminal, outputIsTerminal: true, terminalColumns: 80) == 80)
        #expect(TerminalWidth.wrap(environment: terminal.merging(["COLUMNS": "100"]) { $1 }, outputIsTerminal: true, terminalColumns: nil) == 100)
        #expect(TerminalWidth.wrap(environment: terminal, outputIsTerminal: true, terminalColumns: nil) == nil, "a width nobody reports")
        #expect(TerminalWidth.wrap(environment: terminal, outputIsTerminal: false, terminalColumns: 80) == nil, "a pipe")
        #expect(TerminalWidth.wrap(environment: ["TERM": "dumb"], outputIsTerminal: true, terminalColumns: 80) == nil)
        #expect(TerminalWidth.wrap(environment: terminal.merging(["NO_COLOR": "1"]) { $1 }, outputIsTerminal: true, terminalColumns: 80) == nil)
        #expect(TerminalWidth.wrap(environment: ["SAILAWAY_COLUMNS": "60"], outputIsTerminal: false, terminalColumns: nil) == nil, "piped stays whole")
    }

    @Test func aSessionAtA80ColumnTerminalWrapsItsScreens() async {
        let app = await SampleTerminalApp()
        app.environment = ["TERM": "xterm-256color", "COLUMNS": "80"]
        let console = RecordingConsole(input: ["o sailaway://content/guide/\(SampleGuides.sternToMooring.uuidString.lowercased())", "q"], isInteractive: true, outputIsTerminal: true)

        let run = await app.run([], console: console)

        #expect(run.output.contains("Brief who drops\n    the anchor and who steps ashore."), "a hanging indent, no word broken")
        #expect(run.output.split(separator: "\n").allSatisfy { WordWrap.columns($0) <= 80 })
    }
}
