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

    /// The lines of `screen` under `title`: title, subtitle, progress, the toolbar's actions,
    /// sections — each section's and row's own actions numbered beside it, and what adds to a
    /// section after its rows — then the other actions.
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
        let numbers = ActionNumbers(screen)
        let toolbar = screen.toolbarActions
        if !toolbar.isEmpty {
            lines.append("")
            lines += toolbar.flatMap { actionLines($0, numbers: numbers, list: list, style: style) }
        }
        for section in screen.sections {
            lines.append("")
            if let heading = section.heading {
                lines.append(style.paint(heading, .heading) + inline(section.actions, numbers: numbers, list: list, screen: screen, style: style))
            }
            if section.rows.isEmpty, let empty = section.emptyText {
                lines.append("  " + style.paint(empty, .secondary))
            }
            for row in section.rows {
                var rowText = rowLines(row, style: style)
                rowText[0] += inline(row.actions, numbers: numbers, list: list, screen: screen, style: style)
                lines += rowText
            }
            for addition in screen.actions(section.additions) {
                lines.append("  +" + inline([addition.id], numbers: numbers, list: list, screen: screen, style: style).dropFirst())
            }
        }
        let inlined = Set(toolbar.map(\.id)).union(screen.sections.flatMap { $0.actions + $0.additions + $0.rows.flatMap(\.actions) })
        let listed = screen.actions.filter { !inlined.contains($0.id) }
        if !listed.isEmpty {
            lines.append("")
            lines += listed.flatMap { actionLines($0, numbers: numbers, list: list, style: style) }
        }
        return lines
    }

    /// The number `tap` takes for each of a screen's actions: its place in them, from 1.
    struct ActionNumbers {
        private let numbers: [ActionID: Int]

        init(_ screen: Screen) {
            numbers = Dictionary(screen.actions.enumerated().map { ($0.element.id, $0.offset + 1) }, uniquingKeysWith: { first, _ in first })
        }

        subscript(_ id: ActionID) -> Int { numbers[id] ?? 0 }
    }

    /// An action on a line of its own: `N. Label`, or a listed one's `·` or `▸` when a number
    /// does not tap it; then its form's values.
    private static func actionLines(_ action: ScreenAction, numbers: ActionNumbers, list: ActionList, style: TerminalStyle) -> [String] {
        let needs = action.inputs.isEmpty ? "" : " …"
        let label = action.isDestructive ? style.paint(action.label, .destructive) : action.label
        let line: String
        switch list {
        case .numbered:
            line = "  " + style.paint("\(numbers[action.id]).", .number) + " " + label + needs
        case .listed(let chosen):
            let isChosen = chosen != nil && action.destination == chosen
            line = "  " + (isChosen ? style.paint("▸", .number) : "·") + " " + label + needs
        }
        return [line] + formLines(action, style: style)
    }

    /// A row's or section's own actions after its text, each with its number and its label
    /// there: `  [6 Edit Item …] [7 Remove Item]`. Nothing where a number does not tap them.
    private static func inline(_ ids: [ActionID], numbers: ActionNumbers, list: ActionList, screen: Screen, style: TerminalStyle) -> String {
        guard case .numbered = list else { return "" }
        let actions = screen.actions(ids)
        guard !actions.isEmpty else { return "" }
        return " " + actions.map { action in
            let label = action.isDestructive ? style.paint(action.shortLabel, .destructive) : action.shortLabel
            return " [" + style.paint("\(numbers[action.id])", .number) + " " + label + (action.inputs.isEmpty ? "" : " …") + "]"
        }.joined()
    }

    /// The values a form shows in its fields, a line each under its action, as a form's fields
    /// show them: for an action that asks several questions, once any has a value (a charter's
    /// form after a refused submission, an edit form), each refused one with why. A
    /// one-question action shows its value when it asks.
    static func formLines(_ action: ScreenAction, style: TerminalStyle) -> [String] {
        let inputs = action.inputs
        guard inputs.count > 1, inputs.contains(where: { $0.current != nil }) else { return [] }
        return inputs.flatMap { input in
            ["       " + style.paint("\(input.prompt): \(input.current ?? "—")", .secondary)]
                + (input.problem.map { ["         " + style.paint($0, .message(.error))] } ?? [])
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
