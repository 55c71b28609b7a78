import FeatureRegistry
/// How the terminal app draws its text: plain, for scripts and pipes, or coloured, for a person
/// at a terminal.
///
/// The one place that decides. Plain text is what scripts and tests read line by line, so it
/// is chosen whenever a person might not be looking at a capable terminal.
public enum TerminalStyle: Sendable, Equatable {
    /// Text only: no escape sequences, nothing cleared, nothing redrawn.
    case plain
    /// ANSI colour and emphasis; an interactive session also clears the terminal between
    /// screens and draws progress bars.
    case color

    /// The style for output that is, or is not, a terminal, in `environment`.
    ///
    /// Plain when the output is not a terminal (a pipe, a file), when `NO_COLOR` is set and
    /// not empty (<https://no-color.org>), or when `TERM` is `dumb` or unset (a terminal whose
    /// abilities are unknown); colour otherwise.
    public static func decide(environment: [String: String], outputIsTerminal: Bool) -> TerminalStyle {
        guard outputIsTerminal else { return .plain }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .plain }
        guard let term = environment["TERM"], !term.isEmpty, term != "dumb" else { return .plain }
        return .color
    }

    // MARK: - Painting

    /// What a piece of text is, so the style can show it.
    enum Tint {
        /// A screen's title.
        case title
        /// Secondary text: underlines, breadcrumbs, details, hints.
        case secondary
        /// A section's heading.
        case heading
        /// An action's number.
        case number
        /// An action that destroys something.
        case destructive
        /// A screen that says something went wrong (not found, unavailable, failed).
        case warning
        /// A checked item, a filled progress bar.
        case done
        /// A note under an item.
        case note
        /// The selected tab.
        case selected
        /// A message after an action, in its kind's colour: green, cyan, yellow or red.
        case message(ScreenMessage.Kind)
    }

    /// `text` drawn as `tint` says: as is in plain text, wrapped in ANSI codes in colour.
    func paint(_ text: String, _ tint: Tint) -> String {
        guard self == .color, !text.isEmpty else { return text }
        let code =
            switch tint {
            case .title: "1"
            case .secondary: "2"
            case .heading: "1;34"
            case .number: "1;33"
            case .destructive: "31"
            case .warning: "1;31"
            case .done: "32"
            case .note: "3;36"
            case .selected: "1;7"
            case .message(.success): "1;32"
            case .message(.information): "1;36"
            case .message(.warning): "1;33"
            case .message(.error): "1;31"
            }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }

    /// What clears the terminal's screen and puts the cursor at its top left; nothing in plain
    /// text. Never ESC[3J: the scrollback, what the shell printed before, is the person's.
    var clearScreen: String {
        self == .color ? "\u{1B}[H\u{1B}[2J" : ""
    }
}
