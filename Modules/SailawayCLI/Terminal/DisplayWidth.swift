/// How many terminal columns text takes: what a terminal gives each character it draws.
///
/// A character here is what a person sees as one (Swift's `Character`, a grapheme cluster): `é`
/// written as `e` and a combining accent takes one column, `漢` and `🙂` take two, a zero-width
/// joiner sequence (`👩‍💻`) and a flag take two, and a combining mark alone or a control takes
/// none. East Asian wide and fullwidth ranges and emoji presentation follow Unicode 15's
/// EastAsianWidth and emoji data, as current terminals (xterm, tmux, VTE) draw them.
enum DisplayWidth {
    /// The columns `character` takes: 0, 1 or 2.
    static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.isASCII { return (0x20..<0x7F).contains(first.value) ? 1 : 0 }
        // An emoji shown as an emoji (its own presentation, or text made emoji by U+FE0F) is wide.
        if scalars.contains(where: { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }) { return 2 }
        return width(of: first)
    }

    /// The columns `text` takes, character by character.
    static func of(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// The columns one scalar takes when it starts a character.
    private static func width(of scalar: Unicode.Scalar) -> Int {
        switch scalar.properties.generalCategory {
        case .control, .nonspacingMark, .enclosingMark, .format, .lineSeparator, .paragraphSeparator:
            return 0
        default:
            return wideRanges.contains { $0.contains(scalar.value) } ? 2 : 1
        }
    }

    /// The East Asian wide (W) and fullwidth (F) blocks: Hangul Jamo, CJK, kana, Hangul
    /// syllables, the fullwidth forms, and the supplementary ideographic planes.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
        0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF,
        0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1B000...0x1B2FF,
        0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
