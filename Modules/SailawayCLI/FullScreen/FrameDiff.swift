/// What to write to turn the terminal's last frame into the next: only the lines that changed,
/// each by moving the cursor to it and writing it whole, then clearing what was left of the
/// old line. No flicker, and a keypress that moves the selection rewrites two lines.
///
/// A first frame, or one at another size, clears the (alternate) screen with ESC[2J and draws
/// every line; it never sends ESC[3J, which would wipe the terminal's scrollback.
enum FrameDiff {
    /// The bytes that draw `next` over `previous` on a terminal `columns` wide; the whole
    /// frame when `previous` is nil or has another number of lines.
    static func output(from previous: [String]?, to next: [String], columns: Int) -> String {
        var output = ""
        let full = previous == nil || previous?.count != next.count
        if full { output += "\u{1B}[H\u{1B}[2J" }
        for (row, line) in next.enumerated() {
            if !full, let previous, previous[row] == line { continue }
            if full, line.isEmpty { continue }
            output += "\u{1B}[\(row + 1);1H" + line
            // Erase the rest of the old line, unless the new one fills the row: in the last
            // column the cursor waits to wrap, and an erase there would take the last character.
            if !full, WordWrap.visibleWidth(line) < columns { output += "\u{1B}[K" }
        }
        return output
    }
}
