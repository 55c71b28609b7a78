/// Word wrap for terminal text, at any width: lines break between words, never inside one
/// that fits, and a wrapped line goes on under a hanging indent ("  - A long row that goes on
/// / under its own text").
///
/// Text may be painted with ANSI colour (``TerminalStyle``): escape sequences take no columns,
/// and a colour open where a line breaks is closed at its end and opened again on the next, so
/// no colour runs into what is drawn beside or after it.
public enum WordWrap {
    /// `line` wrapped to `width` columns.
    ///
    /// - Parameters:
    ///   - line: One line of text, without newlines; its leading spaces are its indentation.
    ///   - width: The columns available; at least 1.
    ///   - hangingIndent: The indentation of the lines after the first; by default two more
    ///     than the line's own, so a row's text goes on under its text, past its marker. At
    ///     most half the width, so narrow columns still hold words.
    public static func wrap(_ line: String, width: Int, hangingIndent: Int? = nil) -> [String] {
        let width = max(width, 1)
        guard visibleWidth(line) > width else { return [line] }
        let lead = line.prefix { $0 == " " }.count
        let indent = String(repeating: " ", count: min(hangingIndent ?? lead + 2, width / 2))
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
                currentWidth += room
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

    /// Every line of `lines` wrapped to `width` (``wrap(_:width:hangingIndent:)``).
    public static func wrap(_ lines: [String], width: Int) -> [String] {
        lines.flatMap { wrap($0, width: width) }
    }

    /// `text` cut to `width` columns, ending in `…` when something was cut.
    public static func truncate(_ text: String, width: Int) -> String {
        guard visibleWidth(text) > width else { return text }
        guard width > 1 else { return width == 1 ? "…" : "" }
        let (head, _) = split(text, atColumn: width - 1)
        return head + (head.contains("\u{1B}[") ? reset : "") + "…"
    }

    /// How many columns `text` takes: its characters less the ANSI escape sequences.
    public static func visibleWidth(_ text: String) -> Int {
        var width = 0
        var inEscape = false
        for character in text.unicodeScalars {
            if inEscape {
                if (0x40...0x7E).contains(character.value), character != "[" { inEscape = false }
            } else if character == "\u{1B}" {
                inEscape = true
            } else if character.properties.generalCategory != .nonspacingMark, character.value >= 0x20 {
                width += 1
            }
        }
        return width
    }

    /// `text` without its ANSI escape sequences.
    public static func plain(_ text: String) -> String {
        var result = ""
        var inEscape = false
        for character in text.unicodeScalars {
            if inEscape {
                if (0x40...0x7E).contains(character.value), character != "[" { inEscape = false }
            } else if character == "\u{1B}" {
                inEscape = true
            } else {
                result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// What ends every colour.
    static let reset = "\u{1B}[0m"

    /// `text` split after `column` visible columns; escape sequences stay with the head.
    private static func split(_ text: String, atColumn column: Int) -> (head: String, tail: String) {
        var head = ""
        var width = 0
        var inEscape = false
        var index = text.unicodeScalars.startIndex
        while index < text.unicodeScalars.endIndex {
            let character = text.unicodeScalars[index]
            if inEscape {
                if (0x40...0x7E).contains(character.value), character != "[" { inEscape = false }
            } else if character == "\u{1B}" {
                inEscape = true
            } else {
                if width == column { break }
                width += 1
            }
            head.unicodeScalars.append(character)
            index = text.unicodeScalars.index(after: index)
        }
        return (head, String(text.unicodeScalars[index...]))
    }

    /// The colour open after `text`, given the one open before it: the last SGR sequence in
    /// it, unless that is the reset.
    private static func colour(after text: String, startingWith open: String?) -> String? {
        guard let start = text.range(of: "\u{1B}[", options: .backwards) else { return open }
        let sequence = text[start.lowerBound...].prefix { $0 != "m" } + "m"
        return sequence == reset || sequence == "\u{1B}[m" ? nil : String(sequence)
    }
}
