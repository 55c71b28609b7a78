import PropertyBased
import Testing

@testable import SailawayCLI

/// Breaking a screen's lines at the terminal's width: between words, continuation lines under
/// the text after a row's marker. Issue 16 found words broken mid-word at 80 columns
/// ("adjustab|le") with the rest at the left edge.
@Suite struct WordWrapTests {
    @Test func aLineThatFitsIsLeftAsItIs() {
        #expect(WordWrap.wrap("  - Bilge dry", width: 80) == ["  - Bilge dry"])
        #expect(WordWrap.wrap("  a  b", width: 6) == ["  a  b"], "its spacing too")
    }

    @Test func aRowBreaksBetweenWordsUnderTheTextAfterItsMarker() {
        let row = "  - Clove hitch — Two round turns crossing over themselves: a quick, adjustable hitch."
        #expect(WordWrap.wrap(row, width: 40) == [
            "  - Clove hitch — Two round turns",
            "    crossing over themselves: a quick,",
            "    adjustable hitch.",
        ])
    }

    @Test func aNumberedActionHangsUnderItsLabel() {
        #expect(WordWrap.wrap("  12. Open Charter Check-in (Lefkada) and more words", width: 30) == [
            "  12. Open Charter Check-in",
            "      (Lefkada) and more words",
        ])
    }

    @Test func textWithoutAMarkerContinuesUnderItsFirstWord() {
        #expect(WordWrap.wrap("A checklist for every stage of a charter", width: 20) == ["A checklist for", "every stage of a", "charter"])
        #expect(WordWrap.wrap("      Note: bring the spare impeller", width: 24) == ["      Note: bring the", "      spare impeller"])
    }

    @Test func aWordLongerThanTheWidthHasALineOfItsOwnAndIsNotCut() {
        #expect(WordWrap.wrap("  - see https://sailaway.app/content/checklist/550e8400 now", width: 24) == [
            "  - see",
            "    https://sailaway.app/content/checklist/550e8400",
            "    now",
        ])
    }

    @Test func colourTakesNoColumns() {
        let painted = "  \u{1B}[1;33m1.\u{1B}[0m Create Checklist"
        #expect(WordWrap.columns(painted) == 21)
        #expect(WordWrap.wrap(painted, width: 21) == [painted])
        #expect(WordWrap.wrap(painted, width: 16) == ["  \u{1B}[1;33m1.\u{1B}[0m Create", "     Checklist"])
    }

    @Test func aMarkerTooWideForTheTextLeavesContinuationLinesUnindented() {
        #expect(WordWrap.wrap("          - one two three", width: 16) == ["          - one", "two three"])
    }

    // MARK: - Properties

    private static let word = Gen<Character>.oneOf(
        Gen.letterOrNumber, Gen<Character?>.element(of: Array("-—.,:✓☐·▸'")).map { $0! }
    ).string(of: 1...14)

    @Test func noLineIsWiderThanTheWidthUnlessOneWordIs() async {
        await propertyCheck(input: Self.word.array(of: 0...30), Gen.int(in: 0...6), Gen.int(in: 8...100)) { words, leading, width in
            let line = String(repeating: " ", count: leading) + words.joined(separator: " ")
            for wrapped in WordWrap.wrap(line, width: width) where WordWrap.columns(wrapped) > width {
                #expect(wrapped.split(separator: " ").count == 1, "'\(wrapped)' is \(WordWrap.columns(wrapped)) wide at \(width)")
            }
        }
    }

    @Test func theWordsInOrderAreUnchanged() async {
        await propertyCheck(input: Self.word.array(of: 0...30), Gen.int(in: 0...6), Gen.int(in: 1...100)) { words, leading, width in
            let line = String(repeating: " ", count: leading) + words.joined(separator: " ")
            let wrapped = WordWrap.wrap(line, width: width)
            #expect(wrapped.flatMap { $0.split(separator: " ").map(String.init) } == words)
        }
    }
}
