@testable import SailawayCLI
import Testing

/// Only the lines that changed are written; the first frame is drawn whole, and the
/// scrollback is never cleared.
@Suite struct FrameDiffTests {
    @Test func theFirstFrameClearsTheScreenOnceAndDrawsEveryLine() {
        let output = FrameDiff.output(from: nil, to: ["Title", "", "Row"], columns: 80)
        #expect(output == "\u{1B}[H\u{1B}[2J\u{1B}[1;1HTitle\u{1B}[3;1HRow")
        #expect(!output.contains("\u{1B}[3J"), "the scrollback stays")
    }

    @Test func aMovedSelectionRewritesOnlyTheTwoLinesItLeftAndReached() {
        let before = ["Title", "\u{1B}[7m  - A \u{1B}[0m", "  - B", "footer"]
        let after = ["Title", "  - A", "\u{1B}[7m  - B \u{1B}[0m", "footer"]
        #expect(FrameDiff.output(from: before, to: after, columns: 80) == "\u{1B}[2;1H  - A\u{1B}[K\u{1B}[3;1H\u{1B}[7m  - B \u{1B}[0m\u{1B}[K")
        #expect(FrameDiff.output(from: after, to: after, columns: 80).isEmpty, "nothing changed, nothing written")
    }

    @Test func aLineThatFillsTheRowIsNotFollowedByAnErase() {
        let output = FrameDiff.output(from: ["old", "x"], to: [String(repeating: "=", count: 10), "x"], columns: 10)
        #expect(output == "\u{1B}[1;1H==========")
    }
}
