/// Breaks the lines of a screen at a terminal's width, between words, with a hanging indent.
///
/// A terminal left to itself breaks a long line at the last column, mid-word ("adjustab|le"),
/// and starts the rest at the left edge, under the row's marker. Here a line longer than the
/// width breaks at the last space that fits, and its continuation lines start under the text
/// after the row's marker or number (`  - `, `  12. `, `  ✓ `), so a list still reads as one.
/// A word longer than the width is never cut: it gets a line of its own, which the terminal
/// folds as it must.
///
/// Colour escapes (`ESC [ … m`) take no columns, so painted text wraps as its plain text does.
enum WordWrap {
    /// The fewest columns continuation lines keep for text: below that, they are not indented.
    static let narrowestText = 10

    /// The lines of `text` (lines separated by newlines), each broken to fit `width` columns.
    static func wrap(text: String, width: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { wrap(String($0), width: width) }
            .joined(separator: "\n")
    }

    /// `line` broken to fit `width` columns, its continuation lines indented under the text
    /// after its marker (``hangingIndent(of:)``); a line that fits is returned as it is.
    static func wrap(_ line: String, width: Int) -> [String] {
        guard width > 0, columns(line) > width else { return [line] }
        let leading = line.prefix { $0 == " " }
        let words = line.dropFirst(leading.count).split(separator: " ")
        var indent = hangingIndent(of: line)
        if width - indent < narrowestText { indent = width - leading.count < narrowestText ? 0 : leading.count }
        let continuation = String(repeating: " ", count: indent)
        var lines: [String] = []
        var current = String(leading)
        var currentColumns = leading.count
        var lineHasWord = false
        for word in words {
            let wordColumns = columns(word)
            if lineHasWord, currentColumns + 1 + wordColumns > width {
                lines.append(current)
                current = continuation
                currentColumns = indent
                lineHasWord = false
            }
            if lineHasWord {
                current += " "
                currentColumns += 1
            }
            current += word
            currentColumns += wordColumns
            lineHasWord = true
        }
        lines.append(current)
        return lines
    }

    /// Where the text of `line` starts after its leading spaces and its marker: a first word of
    /// at most four columns without letters (`-`, `✓`, `12.`, `1.2`); else after the leading
    /// spaces.
    static func hangingIndent(of line: String) -> Int {
        let leading = line.prefix { $0 == " " }.count
        let rest = line.dropFirst(leading)
        guard let space = rest.firstIndex(of: " ") else { return leading }
        let first = rest[..<space]
        let visible = plain(first)
        guard !visible.isEmpty, visible.count <= 4, !visible.contains(where: \.isLetter) else { return leading }
        return leading + visible.count + 1
    }

    /// The columns `text` takes: its characters, colour escapes left out.
    static func columns(_ text: some StringProtocol) -> Int {
        plain(text).count
    }

    /// `text` without its `ESC [ … final` escape sequences.
    static func plain(_ text: some StringProtocol) -> String {
        guard text.contains("\u{1B}") else { return String(text) }
        var result = ""
        var inEscape = false
        var sawBracket = false
        for character in text {
            if inEscape {
                if !sawBracket {
                    sawBracket = true
                    if character != "[" { inEscape = false }
                    continue
                }
                // A CSI sequence ends at its final character, `@` to `~`.
                if let ascii = character.asciiValue, (0x40...0x7E).contains(ascii) { inEscape = false }
                continue
            }
            if character == "\u{1B}" {
                inEscape = true
                sawBracket = false
                continue
            }
            result.append(character)
        }
        return result
    }
}
