import AppShell
import FeatureRegistry
import NavigationEngine

/// The text of the wide layout (``SplitLayout``), for a terminal at least
/// ``TerminalWidth/splitMinimum`` columns wide: a sidebar of tabs, the content column with the
/// selected tab's root, and the detail column with the screen on top and its breadcrumb, side
/// by side, each word-wrapped to its width.
///
/// Numbers tap the screen in the detail column, as in the stack's text; the content column
/// lists its actions and marks the one that leads to what the detail column shows. A
/// full-screen cover takes the whole width; a sheet or dialog shows in the detail column,
/// marked as such.
public enum SplitScreenText {
    /// The sidebar's width, its border included.
    static let sidebarWidth = 14
    /// What separates two columns.
    static let border = " │ "

    /// The text of `presented` over `content`, the selected tab's root, laid out as `layout`
    /// in `width` columns; with `chrome` `.hidden`, without the sidebar of tabs
    /// (``ScreenText/render(_:style:width:chrome:)``).
    public static func render(
        _ presented: PresentedScreen, content: Screen, layout: SplitLayout, width: Int, style: TerminalStyle = .plain, chrome: ScreenText.Chrome = .shown
    ) -> String {
        if presented.presentation == .fullScreenCover {
            return ScreenText.render(presented, style: style, chrome: chrome)
        }
        let sidebar = presented.tabs.map { tab in
            tab.isSelected ? style.paint("[\(tab.title)]", .selected) : " \(tab.title)"
        }
        let columns = width - sidebarWidth - 2 * border.count
        let contentWidth = columns * 2 / 5
        let detailWidth = columns - contentWidth
        let breadcrumb = style.paint(presented.breadcrumb.joined(separator: " › "), .secondary)
        // At the tab's root nothing is chosen: the root is the screen on top, so its actions
        // are the numbered ones.
        let atRoot = layout.detail.isEmpty && presented.presentation == nil
        let contentLines = ScreenText.bodyLines(content, title: content.title, actions: atRoot ? .numbered : .listed(chosen: layout.chosen), style: style)
        let detailLines =
            atRoot
            ? [breadcrumb, "", style.paint("Choose from \(content.title) to see it here.", .secondary)]
            : [breadcrumb, ""] + ScreenText.bodyLines(presented.screen, title: ScreenText.title(of: presented), style: style)
        let screens = [(wrap(contentLines, width: contentWidth), contentWidth), (wrap(detailLines, width: detailWidth), detailWidth)]
        return ScreenText.finish(sideBySide(chrome == .shown ? [(sidebar, sidebarWidth - 1)] + screens : screens))
    }

    /// The columns' lines side by side, each padded to its width, with a border between.
    static func sideBySide(_ columns: [(lines: [String], width: Int)]) -> [String] {
        let height = columns.map(\.lines.count).max() ?? 0
        return (0..<height).map { row in
            columns.map { column in
                let line = row < column.lines.count ? column.lines[row] : ""
                return line + String(repeating: " ", count: max(column.width - WordWrap.visibleWidth(line), 0))
            }.joined(separator: border)
        }
    }

    /// `lines` word-wrapped to `width`; a wrapped line goes on under its own indentation, two
    /// further in.
    static func wrap(_ lines: [String], width: Int) -> [String] {
        lines.flatMap { wrap($0, width: width) }
    }

    private static func wrap(_ line: String, width: Int) -> [String] {
        guard WordWrap.visibleWidth(line) > width else { return [line] }
        let indent = String(repeating: " ", count: min(line.prefix { $0 == " " }.count + 2, width / 2))
        var result: [String] = []
        var current = ""
        for word in line.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            let start = current.isEmpty ? (result.isEmpty ? String(line.prefix { $0 == " " }) : indent) : current + " "
            if !current.isEmpty, WordWrap.visibleWidth(start + word) > width {
                result.append(closingColour(current))
                current = indent + word
            } else {
                current = start + word
            }
            // A word longer than the column is cut, so no line is wider than it.
            while WordWrap.visibleWidth(current) > width {
                let (cut, rest) = WordWrap.split(current, atColumn: width)
                result.append(closingColour(cut))
                current = indent + rest
            }
        }
        if !current.isEmpty { result.append(closingColour(current)) }
        return result
    }

    /// `line` with colour reset at its end when a wrap cut it inside a painted span, so the
    /// colour does not run into the next column.
    private static func closingColour(_ line: String) -> String {
        guard let open = line.range(of: "\u{1B}[", options: .backwards), !line[open.lowerBound...].hasPrefix("\u{1B}[0m") else { return line }
        return line + "\u{1B}[0m"
    }
}
