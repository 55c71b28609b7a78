import FeatureRegistry
import Foundation
import NavigationEngine
import NavigationTesting
@testable import SailawayCLI
import Testing

/// What the session's commands print and ask inside the full-screen app, and the split
/// layout's content column.
@MainActor @Suite struct FullScreenConsoleTests {
    @Test func aQuestionIsAskedWithTheLastPrintedLineAsItsPrompt() {
        let console = FullScreenConsole()
        var asked: [String] = []
        console.ask = { prompt, _ in
            asked.append(prompt)
            return "Ionian Fortnight"
        }
        console.write("Saved.\n")
        console.write("\u{1B}[1mName of the charter:\u{1B}[0m ")
        #expect(console.readLine() == "Ionian Fortnight")
        #expect(asked == ["Name of the charter: "], "the prompt, without its colour")
        #expect(console.takeOutput() == "Saved.", "what was printed before it is still there to show")
        console.writeError("'3 Sept' is not a date.")
        #expect(console.takeErrors() == ["'3 Sept' is not a date."])
        #expect(console.takeErrors().isEmpty)
    }

    @Test func theContentColumnMarksTheRowThatLedToTheDetail() {
        let open = UUID(), other = UUID()
        let actions: [ScreenAction] = [.push("Open Lefkada", to: HarborRoute.detail(id: open)), .push("Open Nidri", to: HarborRoute.detail(id: other))]
        let root = Screen(
            title: "Harbors",
            sections: [ScreenSection(rows: [ScreenRow("Lefkada", action: actions[0].id), ScreenRow("Nidri", action: actions[1].id)])],
            actions: actions
        )
        let lines = FullScreenApp.sidebar(root, chosen: AnyRoute(HarborRoute.detail(id: open)), width: 40).map { WordWrap.plain($0) }
        #expect(lines == ["Harbors", "", "▸   - Lefkada", "    - Nidri"])
    }
}
