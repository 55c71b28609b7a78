import PropertyBased
import Testing

@testable import SailawayCLI

/// The columns text takes at a terminal. Issue 22 found a charter named with ⛵ pushing the
/// breadcrumb's scroll counter off the line ("1–19 of 2"), because every character was counted
/// as one column.
@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("Bilge pump", 10), ("Zoë", 3), ("cafe\u{301}", 4), ("漢字", 4), ("🙂", 2), ("⛵", 2), ("⚠️", 2),
        ("👩‍💻", 2), ("🇬🇷", 2), ("ｓａｉｌ", 8), ("\u{301}", 0), ("a\tb", 2), ("", 0),
    ])
    func eachCharacterTakesTheColumnsATerminalGivesIt(text: String, columns: Int) {
        #expect(DisplayWidth.of(text) == columns, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func colourEscapesTakeNoColumns() {
        #expect(WordWrap.visibleWidth("\u{1B}[1m漢字\u{1B}[0m 🙂") == 7)
    }

    @Test func aWideCharacterIsNeverCutInTwo() {
        let (head, tail) = WordWrap.split("航海日誌", atColumn: 3)
        #expect(head == "航")
        #expect(tail == "海日誌")
    }

    @Test func aTruncatedLineFitsItsColumnsExactly() {
        let line = WordWrap.truncate("Charters › ⛵ 航海 — Bavaria 46", width: 16)
        #expect(DisplayWidth.of(line) <= 16)
        #expect(line.hasSuffix("…"))
    }

    @Test func aSliceOfColumnsReplacesAHalfCharacterWithASpace() {
        #expect(WordWrap.columns(of: "ab漢字cd", from: 3, count: 4) == " 字c")
        #expect(DisplayWidth.of(WordWrap.columns(of: "ab漢字cd", from: 3, count: 4)) == 4)
    }

    @Test func wrappedLinesOfWideTextAreNeverWiderThanTheColumn() async {
        let words = Gen<String?>.element(of: ["⛵", "漢字", "Zoë", "cafe\u{301}", "🙂", "sail", "航海日誌航海日誌航海日誌"]).map { $0! }
        await propertyCheck(input: words.array(of: 1...20), Gen.int(in: 4...40)) { chosen, width in
            let line = "  - " + chosen.joined(separator: " ")
            for wrapped in WordWrap.frameLines(line, width: width) {
                #expect(DisplayWidth.of(wrapped) <= width, "“\(wrapped)” at \(width)")
            }
        }
    }
}
