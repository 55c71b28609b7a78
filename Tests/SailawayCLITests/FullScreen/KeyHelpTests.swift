@testable import SailawayCLI
import Testing

/// The `?` page: every key's text in one column, going on under itself, at any width.
@Suite struct KeyHelpTests {
    @Test(arguments: [80, 100, 200])
    func everyTextStartsInTheTextColumnAndNoLineIsWiderThanTheWindow(width: Int) {
        let lines = KeyHelp.lines(tabCount: 5, width: width)
        #expect(lines.count >= 18, "every key, a line or more each")
        for line in lines where !line.isEmpty {
            #expect(WordWrap.columns(line) <= width, "\(line)")
            let beforeText = line.prefix(KeyHelp.textColumn)
            let text = line.dropFirst(KeyHelp.textColumn)
            #expect(beforeText.hasSuffix(" ") && text.first != " ", "the text starts in column \(KeyHelp.textColumn): \(line)")
        }
        #expect(lines.contains { $0.hasPrefix("  1 … 5") }, "the tabs of this build")
    }

    @Test func aLongTextGoesOnUnderItselfNotUnderTheKeys() {
        let lines = KeyHelp.lines(tabCount: 5, width: 80)
        let enter = lines.firstIndex { $0.hasPrefix("  Enter ") }!
        #expect(lines[enter + 1].hasPrefix(String(repeating: " ", count: KeyHelp.textColumn)), "\(lines[enter + 1])")
    }
}
