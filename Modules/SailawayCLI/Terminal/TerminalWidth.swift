/// Whether the terminal app draws the wide layout, and at what width.
///
/// The one place that decides, beside ``TerminalStyle``: the split layout is for a person at a
/// wide terminal, so output that scripts read (a pipe, a file, `TERM=dumb`, `NO_COLOR`) keeps
/// the stack's text line for line.
public enum TerminalWidth {
    /// The narrowest terminal the split layout is drawn on.
    public static let splitMinimum = 160
    /// The environment variable that sets the width, piped or not: for tests, screenshots and
    /// terminals that do not report their size.
    public static let variable = "SAILAWAY_COLUMNS"

    /// The width the stack's text wraps at (``WordWrap``), or nil to leave lines as long as
    /// their text.
    ///
    /// Only a terminal of known width that is drawn in colour wraps: a pipe, a file,
    /// `TERM=dumb` and `NO_COLOR` get the text line for line as snapshots record it. From
    /// ``splitMinimum`` columns the split layout is drawn instead, which fits its own columns.
    public static func wrap(environment: [String: String], outputIsTerminal: Bool, terminalColumns: Int?) -> Int? {
        guard TerminalStyle.decide(environment: environment, outputIsTerminal: outputIsTerminal) == .color else { return nil }
        let width = environment[variable].flatMap { Int($0) } ?? terminalColumns ?? environment["COLUMNS"].flatMap { Int($0) }
        guard let width, width > 0 else { return nil }
        return width
    }

    /// The width to draw the split layout at, or nil for the stack's text.
    ///
    /// - Parameters:
    ///   - environment: The process environment: `SAILAWAY_COLUMNS` wins; else, on a terminal
    ///     that may be drawn in colour, its reported width, else `COLUMNS`.
    ///   - outputIsTerminal: Whether standard output is a terminal.
    ///   - terminalColumns: The width the terminal reports, if it does.
    public static func split(environment: [String: String], outputIsTerminal: Bool, terminalColumns: Int?) -> Int? {
        let width: Int?
        if let forced = environment[variable].flatMap({ Int($0) }) {
            width = forced
        } else if TerminalStyle.decide(environment: environment, outputIsTerminal: outputIsTerminal) == .color {
            width = terminalColumns ?? environment["COLUMNS"].flatMap { Int($0) }
        } else {
            width = nil
        }
        guard let width, width >= splitMinimum else { return nil }
        return width
    }
}
