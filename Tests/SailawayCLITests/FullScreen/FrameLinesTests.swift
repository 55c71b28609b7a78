@testable import SailawayCLI
import Testing

/// A frame's text wraps between words at any width, going on under a hanging indent; no line is
/// wider than the width, and colour never runs past a line's end.
@Suite struct FrameLinesTests {
    @Test func wordsAreNeverBrokenAndWrappedLinesHangUnderTheText() {
        let row = "  - Mediterranean Sailing: Stern-to Mooring — By Marta Ferrer · adjustable lines"
        let lines = WordWrap.frameLines(row, width: 30)
        #expect(lines == [
            "  - Mediterranean Sailing:",
            "    Stern-to Mooring — By",
            "    Marta Ferrer · adjustable",
            "    lines",
        ])
        #expect(lines.allSatisfy { WordWrap.visibleWidth($0) <= 30 })
    }

    @Test func aWordLongerThanTheLineIsCutSoNoLineIsWider() {
        let lines = WordWrap.frameLines("Supercalifragilistic", width: 8)
        #expect(lines.allSatisfy { WordWrap.visibleWidth($0) <= 8 })
        #expect(lines.map(WordWrap.plain).joined().replacingOccurrences(of: " ", with: "") == "Supercalifragilistic")
    }

    @Test func colourIsClosedAtABreakAndOpenedAgain() {
        let lines = WordWrap.frameLines("\u{1B}[2mone two three four\u{1B}[0m", width: 9, hangingIndent: 0)
        #expect(lines == ["\u{1B}[2mone two\u{1B}[0m", "\u{1B}[2mthree\u{1B}[0m", "\u{1B}[2mfour\u{1B}[0m"])
    }

    @Test func aLineThatFitsIsLeftAsItIs() {
        #expect(WordWrap.frameLines("  1. Search …", width: 80) == ["  1. Search …"])
        #expect(WordWrap.truncate("Charters › Aegean Week", width: 12) == "Charters › …")
    }
}
