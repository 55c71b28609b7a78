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
///
/// The full-screen app draws each line of a frame on its own, so it wraps with
/// ``frameLines(_:width:hangingIndent:)``: the same breaks, but no line wider than the width and
/// no colour left open at a line's end.
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
        guard !visible.isEmpty, columns(visible) <= 4, !visible.contains(where: \.isLetter) else { return leading }
        return leading + columns(visible) + 1
    }

    /// The columns `text` takes at a terminal (``DisplayWidth``), colour escapes left out.
    static func columns(_ text: some StringProtocol) -> Int {
        DisplayWidth.of(plain(text))
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

    // MARK: - Lines of a frame

    /// `line` broken to fit `width` columns for a frame drawn line by line (the full-screen
    /// app's): like ``wrap(_:width:)``, but no line is ever wider than `width` — a word longer
    /// than a line is cut — and a colour open where a line breaks is closed at its end and
    /// opened again on the next, so each line draws alone.
    ///
    /// - Parameters:
    ///   - line: One line of text, without newlines; its leading spaces are its indentation.
    ///   - width: The columns available; at least 1.
    ///   - hangingIndent: The indentation of the lines after the first; by default under the
    ///     text after the line's marker (``hangingIndent(of:)``). At most half the width, so
    ///     narrow columns still hold words.
    static func frameLines(_ line: String, width: Int, hangingIndent: Int? = nil) -> [String] {
        let width = max(width, 1)
        guard visibleWidth(line) > width else { return [line] }
        let lead = line.prefix { $0 == " " }.count
        let indent = String(repeating: " ", count: min(hangingIndent ?? Self.hangingIndent(of: line), width / 2))
        var lines: [String] = []
        var current = String(repeating: " ", count: min(lead, width / 2))
        var currentWidth = current.count
        var hasWord = false
        /// The colour open at the end of what has been placed, to open again after a break.
        var openColour: String?

        func breakLine() {
            lines.append(openColour == nil ? current : current + reset)
            current = indent + (openColour ?? "")
            currentWidth = indent.count
            hasWord = false
        }

        for word in line.dropFirst(lead).split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            var word = word
            var wordWidth = visibleWidth(word)
            if hasWord, currentWidth + 1 + wordWidth > width {
                breakLine()
            }
            if hasWord {
                current += " "
                currentWidth += 1
            }
            // A word longer than a whole line is cut, so no line is wider than the width.
            while currentWidth + wordWidth > width {
                let room = max(width - currentWidth, 1)
                let (head, tail) = split(word, atColumn: room)
                current += head
                openColour = colour(after: head, startingWith: openColour)
                currentWidth += visibleWidth(head)
                hasWord = true
                breakLine()
                word = tail
                wordWidth = visibleWidth(word)
            }
            current += word
            currentWidth += wordWidth
            openColour = colour(after: word, startingWith: openColour)
            hasWord = true
        }
        if hasWord || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// Every line of `lines` broken for a frame (``frameLines(_:width:hangingIndent:)``).
    static func frameLines(_ lines: [String], width: Int) -> [String] {
        lines.flatMap { frameLines($0, width: width) }
    }

    /// `text` cut to `width` columns, ending in `…` when something was cut.
    static func truncate(_ text: String, width: Int) -> String {
        guard visibleWidth(text) > width else { return text }
        guard width > 1 else { return width == 1 ? "…" : "" }
        let (head, _) = split(text, atColumn: width - 1)
        return head + (head.contains("\u{1B}[") ? reset : "") + "…"
    }

    /// How many columns `text` takes (``columns(_:)``).
    static func visibleWidth(_ text: some StringProtocol) -> Int {
        columns(text)
    }

    /// What ends every colour.
    static let reset = "\u{1B}[0m"

    /// `text` split after at most `column` visible columns; escape sequences stay with the head.
    /// A character is never cut: a wide one that would straddle the column goes to the tail,
    /// unless it is the first, which the head always takes so that every split makes progress.
    static func split(_ text: String, atColumn column: Int) -> (head: String, tail: String) {
        var head = ""
        var width = 0
        var inEscape = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if inEscape {
                if let ascii = character.asciiValue, (0x40...0x7E).contains(ascii), character != "[" { inEscape = false }
            } else if character == "\u{1B}" {
                inEscape = true
            } else {
                let characterWidth = DisplayWidth.of(character)
                if width + characterWidth > column, width > 0 || column == 0 { break }
                width += characterWidth
            }
            head.append(character)
            index = text.index(after: index)
        }
        return (head, String(text[index...]))
    }

    /// The plain `text` from column `start`, `count` columns of it; a wide character cut by
    /// either edge becomes a space, so what is returned takes exactly the columns it covers.
    static func columns(of text: String, from start: Int, count: Int) -> String {
        var result = ""
        var column = 0
        for character in plain(text) {
            let width = DisplayWidth.of(character)
            defer { column += width }
            guard column + width > start, column < start + count else { continue }
            if column < start || column + width > start + count {
                result += String(repeating: " ", count: min(column + width, start + count) - max(column, start))
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// The colour open after `text`, given the one open before it: the last SGR sequence in
    /// it, unless that is the reset.
    private static func colour(after text: String, startingWith open: String?) -> String? {
        guard let start = text.range(of: "\u{1B}[", options: .backwards) else { return open }
        let sequence = text[start.lowerBound...].prefix { $0 != "m" } + "m"
        return sequence == reset || sequence == "\u{1B}[m" ? nil : String(sequence)
    }
}
