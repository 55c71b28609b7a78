import AppShell
import FeatureRegistry
import NavigationEngine

/// The text of a screen as the terminal app shows it: title, content, numbered actions, the
/// breadcrumb of the stack and the tab bar.
///
/// Plain text is what scripts read and snapshot tests compare; in colour the same lines are
/// painted, and the tab bar also names the `t1`…`t5` shortcuts.
public enum ScreenText {
    /// The width of a progress bar, in characters.
    static let barWidth = 20

    /// The text of `presented`, drawn in `style`; with `width`, each line longer than it is
    /// broken between words with a hanging indent (``WordWrap``). Without, lines are as long
    /// as their text: what pipes, scripts and snapshots read.
    ///
    /// With `chrome` `.hidden`, the tab bar — which every screen shares and which the composed
    /// build decides — is left out: a screen's snapshot is the screen's own, and a feature
    /// added to the build changes only the snapshots of screens that show it.
    public static func render(_ presented: PresentedScreen, style: TerminalStyle = .plain, width: Int? = nil, chrome: Chrome = .shown) -> String {
        var lines = bodyLines(presented.screen, title: title(of: presented), style: style)
        lines.append("")
        lines.append(style.paint(presented.breadcrumb.joined(separator: " › "), .secondary))
        if chrome == .shown {
            lines.append(tabBar(presented.tabs, style: style))
        }
        if let width {
            lines = lines.flatMap { WordWrap.wrap($0.trimmingTrailingSpaces(), width: width) }
        }
        return finish(lines)
    }

    /// Whether a screen is drawn with what every screen shares: the tab bar (the sidebar, side
    /// by side).
    public enum Chrome: Sendable {
        case shown
        case hidden
    }

    /// How the actions of a screen are listed.
    enum ActionList {
        /// Numbered, to tap: the screen on top.
        case numbered
        /// Listed, the one that leads to `chosen` marked: a screen beside the one on top, whose
        /// actions a number does not tap.
        case listed(chosen: AnyRoute?)
    }

    /// A screen's title, with what kind of modal shows it: `Rate (sheet)`, `Delete? (alert)`.
    static func title(of presented: PresentedScreen) -> String {
        guard let presentation = presented.presentation else { return presented.screen.title }
        let marker =
            switch presentation {
            case .sheet: "(sheet)"
            case .fullScreenCover: "(full screen)"
            case .alert: "(alert)"
            case .confirmationDialog: "(confirm)"
            }
        return "\(presented.screen.title) \(marker)"
    }

    /// The lines of `screen` under `title`: title, subtitle, progress, sections, actions.
    static func bodyLines(_ screen: Screen, title: String, actions list: ActionList = .numbered, style: TerminalStyle) -> [String] {
        var lines: [String] = []
        lines.append(style.paint(title, screen.kind == .content ? .title : .warning))
        lines.append(style.paint(String(repeating: "=", count: WordWrap.columns(title)), .secondary))
        if let subtitle = screen.subtitle {
            lines.append(subtitle)
        }
        if let progress = screen.progress {
            lines.append(progressBar(progress, style: style))
        }
        for section in screen.sections {
            lines.append("")
            if let heading = section.heading {
                lines.append(style.paint(heading, .heading))
            }
            if section.rows.isEmpty, let empty = section.emptyText {
                lines.append("  " + style.paint(empty, .secondary))
            }
            for row in section.rows {
                lines += rowLines(row, style: style)
            }
        }
        if !screen.actions.isEmpty {
            lines.append("")
            for (index, action) in screen.actions.enumerated() {
                let needs = action.questions.isEmpty ? "" : " …"
                let label = action.isDestructive ? style.paint(action.label, .destructive) : action.label
                switch list {
                case .numbered:
                    lines.append("  " + style.paint("\(index + 1).", .number) + " " + label + needs)
                case .listed(let chosen):
                    let isChosen = chosen != nil && action.destination == chosen
                    lines.append("  " + (isChosen ? style.paint("▸", .number) : "·") + " " + label + needs)
                }
                lines += formLines(action, style: style)
            }
        }
        return lines
    }

    /// The values a form shows in its fields, a line each under its action, as a form's fields
    /// show them: for an action that asks several questions, once any has a value (a charter's
    /// form after a refused submission, an edit form). A one-question action shows its value
    /// when it asks.
    static func formLines(_ action: ScreenAction, style: TerminalStyle) -> [String] {
        let questions = action.questions
        guard questions.count > 1, questions.contains(where: { $0.current != nil }) else { return [] }
        return questions.map { input in
            "       " + style.paint("\(input.prompt): \(input.current ?? "—")", .secondary)
        }
    }

    /// `lines` as the text printed: trailing spaces trimmed, a newline after each.
    static func finish(_ lines: [String]) -> String {
        lines.map { $0.trimmingTrailingSpaces() }.joined(separator: "\n") + "\n"
    }

    /// A row: a dash, or a check box for an item that is checked off; its detail after a dash;
    /// its note on a line of its own under it.
    static func rowLines(_ row: ScreenRow, style: TerminalStyle) -> [String] {
        let detail = row.detail.map { " — " + style.paint($0, .secondary) } ?? ""
        let marker: String =
            switch row.mark {
            case .checked: style.paint("✓", .done)
            case .unchecked: style.paint("☐", .secondary)
            case nil: "-"
            }
        var lines = ["  \(marker) " + row.text + detail]
        if let note = row.note {
            lines.append("      " + style.paint("Note: \(note)", .note))
        }
        return lines
    }

    /// `█████░░░░░ 2/8`: the share done as a bar, then the count.
    static func progressBar(_ progress: ScreenProgress, style: TerminalStyle) -> String {
        let filled = Int((progress.fraction * Double(barWidth)).rounded())
        return style.paint(String(repeating: "█", count: filled), .done)
            + style.paint(String(repeating: "░", count: barWidth - filled), .secondary)
            + " \(progress.completed)/\(progress.total)"
    }

    /// The tabs in order, the selected one marked: `[Charters]` in plain text, reversed in colour.
    static func tabBar(_ tabs: [PresentedScreen.TabItem], style: TerminalStyle) -> String {
        switch style {
        case .plain:
            return tabs.map { $0.isSelected ? "[\($0.title)]" : " \($0.title) " }.joined(separator: " ")
        case .color:
            return tabs.enumerated().map { index, tab in
                let shortcut = style.paint("t\(index + 1)", .secondary)
                return shortcut + (tab.isSelected ? style.paint(" \(tab.title) ", .selected) : " \(tab.title) ")
            }.joined(separator: " ")
        }
    }
}

extension ScreenAction {
    /// The route an action that only navigates leads to by pushing or showing it.
    var destination: AnyRoute? {
        guard case .navigate(let intent) = effect else { return nil }
        switch intent {
        case .push(let route, _), .open(let route): return route
        default: return nil
        }
    }
}
