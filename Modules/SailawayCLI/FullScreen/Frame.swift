import AppShell
import FeatureRegistry

/// One frame of the full-screen app, as the lines of the terminal from top to bottom: a fixed
/// header (the title, the breadcrumb), the content region, and a fixed footer (the last
/// message, the tab bar, the keys).
///
/// Pure: the same content at the same size gives the same lines, which ``FrameDiff`` compares
/// with the last frame's to write only what changed.
struct Frame {
    /// How the content region is laid out.
    enum Layout: Equatable {
        /// The screen on top, the whole width.
        case single
        /// At least ``TerminalWidth/splitMinimum`` columns: the tab's root (the content column,
        /// `sidebar`, already laid out) beside the screen on top.
        case split(sidebar: [String])
        /// A dialog (an alert, a confirmation): a box over `background`, the region as it was
        /// drawn under it, whose actions are the only things to select.
        case dialog(background: [String])
    }

    /// A text shown over the content region: the keys (`?`), what a command printed, or an
    /// error too long for the message lines; its last line says how it closes.
    struct Overlay: Equatable {
        var title: String
        var lines: [String]
        var offset = 0

        /// What closes an overlay, under its text.
        static let closing = "Esc, Enter or q closes this."
    }

    /// The menu of the selected row's own actions (`m`): a box over the content, its labels to
    /// choose from with ↑ ↓ and Enter, or their numbers.
    struct Menu: Equatable {
        /// What the actions act on: the row's or the heading's text.
        var title: String
        /// The actions' labels beside it, in order.
        var labels: [String]
        /// Which of them is destructive, to paint it so.
        var destructive: Set<Int> = []
        /// The one selected.
        var selected = 0
    }

    /// The last message: what an action did, or what went wrong.
    struct Message: Equatable {
        var text: String
        var kind: ScreenMessage.Kind = .success
    }

    var title: String
    var isWarning = false
    var breadcrumb: [String]
    var tabs: [PresentedScreen.TabItem]
    var page: ScreenPage
    var viewport: Viewport
    var layout = Layout.single
    var message: Message?
    var overlay: Overlay?
    var menu: Menu?

    /// Lines above and below the content region: below, at least one line of message, the
    /// tab bar and the keys.
    static let headerHeight = 2
    static let footerHeight = 3
    /// The smallest terminal the app draws in; smaller ones are asked to grow.
    static let minimumSize = (rows: 8, columns: 30)
    /// The keys, in the footer, for a build of `tabCount` tabs.
    static func hints(tabCount: Int) -> String {
        "↑↓ move  ⏎ open  m menu  esc back  tab 1-\(max(tabCount, 1))  / search  : command  ? keys  q quit"
    }

    /// The rows of the content region on a terminal `rows` high, above a footer `footer` high.
    static func contentHeight(rows: Int, footer: Int = footerHeight) -> Int {
        max(rows - headerHeight - footer, 1)
    }

    /// The lines `message` takes at `columns`: the whole of it, wrapped; one, empty, when there
    /// is none.
    static func messageLines(_ message: Message?, columns: Int) -> [String] {
        guard let message else { return [""] }
        let text = message.text.split(separator: "\n").joined(separator: " ")
        return WordWrap.frameLines(text, width: max(columns - 1, 1), hangingIndent: 0).map { TerminalStyle.color.paint($0, .message(message.kind)) }
    }

    /// The most lines a message takes on a terminal `rows` high before it is shown as a page
    /// instead: a third of it, and never so many that the content has fewer than five.
    static func messageLimit(rows: Int) -> Int {
        max(min(rows / 3, rows - headerHeight - 2 - 5), 1)
    }

    /// The footer's height with `message` at `columns`: its lines, the tab bar, the keys.
    static func footerHeight(_ message: Message?, columns: Int) -> Int {
        messageLines(message, columns: columns).count + 2
    }

    /// The width the screen on top is laid out at, on a terminal `columns` wide.
    static func pageWidth(columns: Int, layout: Layout) -> Int {
        switch layout {
        case .single: columns
        case .split: splitWidths(columns: columns).detail
        case .dialog: dialogWidth(columns: columns) - 4
        }
    }

    /// The rows the page may take: the content region, or inside a dialog's box.
    static func pageHeight(rows: Int, layout: Layout, pageLines: Int, footer: Int = footerHeight) -> Int {
        let region = contentHeight(rows: rows, footer: footer)
        guard case .dialog = layout else { return region }
        return max(min(pageLines, region - 2), 1)
    }

    /// The content and detail columns of the split layout; a border of 3 is between them.
    static func splitWidths(columns: Int) -> (content: Int, detail: Int) {
        let content = (columns - 3) * 2 / 5
        return (content, columns - 3 - content)
    }

    static func dialogWidth(columns: Int) -> Int {
        min(columns - 4, 64)
    }

    /// The frame's lines on a terminal `rows` by `columns`: exactly `rows` lines, none wider
    /// than `columns` (the last row one less, so writing it never scrolls).
    func lines(rows: Int, columns: Int) -> [String] {
        guard rows >= Self.minimumSize.rows, columns >= Self.minimumSize.columns else {
            var lines = Array(repeating: "", count: max(rows, 1))
            lines[0] = WordWrap.truncate("Make the terminal at least \(Self.minimumSize.columns)×\(Self.minimumSize.rows).", width: max(columns - 1, 1))
            return lines
        }
        let messageLines = Self.messageLines(message, columns: columns)
        let footer = messageLines.count + 2
        let height = Self.contentHeight(rows: rows, footer: footer)
        var lines: [String] = []
        lines.append(fit(paint(title, isWarning ? "1;31" : "1"), columns))
        let breadcrumbText = breadcrumb.joined(separator: " › ")
        let position = positionText(height: Self.pageHeight(rows: rows, layout: layout, pageLines: page.lines.count, footer: footer))
        let room = columns - position.count - (position.isEmpty ? 0 : 2)
        let crumb = WordWrap.truncate(breadcrumbText, width: max(room, 1))
        lines.append(
            paint(crumb, "2") + (position.isEmpty ? "" : String(repeating: " ", count: max(columns - WordWrap.visibleWidth(crumb) - position.count, 1)) + paint(position, "2"))
        )
        lines += region(height: height, columns: columns, footer: footer)
        lines += messageLines.map { fit($0, columns) }
        lines.append(fit(tabBar, columns))
        lines.append(fit(paint(Self.hints(tabCount: tabs.count), "2"), columns - 1))
        return lines
    }

    /// "12–30 of 56" when the page is taller than the region.
    private func positionText(height: Int) -> String {
        guard overlay == nil, page.lines.count > height else { return "" }
        let first = viewport.offset + 1
        let last = min(viewport.offset + height, page.lines.count)
        return "\(first)–\(last) of \(page.lines.count)"
    }

    private var tabBar: String {
        tabs.enumerated().map { index, tab in
            let label = " \(index + 1) \(tab.title) "
            return tab.isSelected ? paint(label, "1;7") : label
        }.joined(separator: " ")
    }

    // MARK: - The content region

    private func region(height: Int, columns: Int, footer: Int) -> [String] {
        if let menu {
            var under = self
            under.menu = nil
            let background = under.region(height: height, columns: columns, footer: footer)
            return box(titled: menu.title, body: menuLines(menu, width: Self.dialogWidth(columns: columns) - 4), over: background, height: height, columns: columns)
        }
        if let overlay {
            let text = [paint(overlay.title, "1"), ""] + overlay.lines
            return (0..<height).map { row in
                let index = row < 2 ? row : row + overlay.offset
                return index < text.count ? fit(text[index], columns) : ""
            }
        }
        switch layout {
        case .single:
            return pageLines(height: height, width: columns)
        case .split(let sidebar):
            let (contentWidth, detailWidth) = Self.splitWidths(columns: columns)
            let detail = pageLines(height: height, width: detailWidth)
            return (0..<height).map { row in
                let left = row < sidebar.count ? fit(sidebar[row], contentWidth) : ""
                let padding = String(repeating: " ", count: max(contentWidth - WordWrap.visibleWidth(left), 0))
                return left + padding + paint(" │ ", "2") + detail[row]
            }
        case .dialog(let background):
            return dialog(over: background, height: height, columns: columns, footer: footer)
        }
    }

    /// The menu's labels, numbered, the selected one in reverse video.
    private func menuLines(_ menu: Menu, width: Int) -> [String] {
        menu.labels.enumerated().map { index, label in
            let text = WordWrap.truncate("\(index + 1) \(label)", width: width)
            guard index == menu.selected else { return menu.destructive.contains(index) ? paint(text, "31") : text }
            return paint(text + String(repeating: " ", count: max(width - WordWrap.visibleWidth(text), 0)), "7")
        } + ["", paint(WordWrap.truncate("⏎ do it  esc close", width: width), "2")]
    }

    /// The page's lines in view, the selected item in reverse video across the width.
    private func pageLines(height: Int, width: Int) -> [String] {
        (0..<height).map { row in
            let index = viewport.offset + row
            guard page.lines.indices.contains(index) else { return "" }
            let line = page.lines[index]
            guard let item = line.item, item == viewport.selection else { return fit(line.text, width) }
            let text = WordWrap.truncate(WordWrap.plain(line.text), width: width)
            return paint(text + String(repeating: " ", count: max(width - WordWrap.visibleWidth(text), 0)), "7")
        }
    }

    private func dialog(over background: [String], height: Int, columns: Int, footer: Int) -> [String] {
        let inner = Self.dialogWidth(columns: columns) - 4
        let pageHeight = Self.pageHeight(rows: height + Self.headerHeight + footer, layout: layout, pageLines: page.lines.count, footer: footer)
        return box(titled: title, body: pageLines(height: pageHeight, width: inner), over: background, height: height, columns: columns)
    }

    /// A box titled `title` holding `body`, centred over `background`, which shows dimmed around it.
    private func box(titled title: String, body: [String], over background: [String], height: Int, columns: Int) -> [String] {
        let boxWidth = Self.dialogWidth(columns: columns)
        let inner = boxWidth - 4
        let caption = WordWrap.truncate(" \(title) ", width: boxWidth - 4)
        var box = ["┌─" + caption + String(repeating: "─", count: max(boxWidth - 3 - WordWrap.visibleWidth(caption), 0)) + "┐"]
        box += body.map { line in
            "│ " + line + String(repeating: " ", count: max(inner - WordWrap.visibleWidth(line), 0)) + " │"
        }
        box.append("└" + String(repeating: "─", count: boxWidth - 2) + "┘")
        let top = max((height - box.count) / 2, 0)
        let left = (columns - boxWidth) / 2
        return (0..<height).map { row in
            let under = row < background.count ? WordWrap.plain(background[row]) : ""
            guard row >= top, row - top < box.count else { return paint(WordWrap.truncate(under, width: columns), "2") }
            let before = WordWrap.columns(of: under, from: 0, count: left)
            let after = WordWrap.columns(of: under, from: left + boxWidth, count: max(columns - left - boxWidth, 0))
            return paint(before + String(repeating: " ", count: max(left - WordWrap.visibleWidth(before), 0)), "2") + box[row - top] + paint(after, "2")
        }
    }

    // MARK: - Painting

    private func paint(_ text: String, _ code: String) -> String {
        text.isEmpty ? text : "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }

    private func fit(_ text: String, _ width: Int) -> String {
        WordWrap.truncate(text, width: width)
    }
}
