/// Every key of the full-screen app, as `?` shows it (and docs/KEYS.md lists it).
enum KeyHelp {
    /// Where the text of each key starts: two spaces, then the keys' column.
    static let textColumn = 24

    /// The keys and what they do, for a build with `tabCount` tabs, at `width` columns: each
    /// key's text in a column of its own, going on under itself when it is long.
    static func lines(tabCount: Int, width: Int) -> [String] {
        let rows: [(String, String)] = [
            ("↑ ↓  k j", "move the selection (a row that is a control or has actions of its own, a section's heading, or an action)"),
            ("Enter", "do what the selected row shows (open it, check its item), or the selected action; a row that does nothing itself shows its menu"),
            ("m", "the menu of the selected row's own actions (edit, move, remove, note) or of a section's heading; a row with one shows ⋯"),
            ("Esc  Backspace  h  ←", "go back (close a dialog or sheet, or pop the tab's stack)"),
            ("PgUp PgDn  Home End", "scroll a page, or to the top or the bottom"),
            ("Tab  Shift-Tab", "the next or the previous tab"),
            ("1 … \(tabCount)", "select that tab of the tab bar"),
            ("/", "search: asks for the words, opens the results"),
            ("o", "open a link (sailaway:// or https://sailaway.app/…)"),
            (":", "the command line: every command of the session (tap 2, tab charters, share, state, routes, help tap …)"),
            ("?", "these keys"),
            ("Ctrl-L", "draw the screen again"),
            ("q  Ctrl-C", "quit"),
            ("", ""),
            ("On the command line", "←/→, Ctrl-A/E/K/W edit; ↑/↓ go through the history (kept in the data directory);"),
            ("", "Tab completes a command, a tab or an action's label; an empty line, Ctrl-C or Ctrl-D cancels"),
            ("", "(where a value is shown in brackets, an empty answer keeps it)."),
            ("", ""),
            ("", "Esc, Enter or q closes this page; ↑ ↓ PgUp PgDn scroll it; any other key closes it and does what it does."),
        ]
        let textWidth = max(width - textColumn, WordWrap.narrowestText)
        return rows.flatMap { keys, text -> [String] in
            guard !keys.isEmpty || !text.isEmpty else { return [""] }
            return wrapped(text, width: textWidth).enumerated().map { index, line in
                (index == 0 ? "  " + keys.padding(toLength: textColumn - 2, withPad: " ", startingAt: 0) : String(repeating: " ", count: textColumn)) + line
            }
        }
    }

    /// `text` broken between words into lines of at most `width` columns (a longer word keeps
    /// a line of its own).
    private static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, WordWrap.columns(line) + 1 + WordWrap.columns(word) > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return lines + [line]
    }
}
