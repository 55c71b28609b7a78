import FeatureRegistry

/// A screen's content as the full-screen app lays it out at one width: word-wrapped lines,
/// and the selectable things among them, in the order shown — the toolbar's actions, each
/// section's heading when it has actions of its own, each row a person can do something with,
/// what adds to a section after its rows, then the actions listed under the content.
struct ScreenPage: Equatable {
    /// One line of the content.
    struct Line: Equatable {
        /// The text, painted.
        var text: String
        /// The selectable thing the line belongs to, if any.
        var item: Int?
    }

    /// A selectable thing: a row, a section's heading, or an action.
    struct Item: Equatable {
        /// The index in the screen's actions of what Enter does — the number `tap` takes, less
        /// one — or nil when Enter shows the ``menu``: a row with actions of its own only.
        var action: Int?
        /// The indices of its own actions — a row's edit, move, remove, note — which its menu
        /// offers (`m`, or Enter when it has no ``action``).
        var menu: [Int] = []
        /// The lines it takes.
        var lines: Range<Int>
        /// What it is, the same from one load of the screen to the next while it shows the same
        /// thing: the row's identity, the section's, or the action's.
        var id: ID

        enum ID: Hashable {
            case row(ScreenRow.ID)
            case section(String)
            case action(ActionID)
        }
        /// Whether Enter on it destroys something.
        var isDestructive = false
    }

    var lines: [Line] = []
    var items: [Item] = []

    /// The page of `screen` at `width` columns, painted in `style`.
    init(_ screen: Screen, width: Int, style: TerminalStyle = .color) {
        let index = Dictionary(screen.actions.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        let indices = { (ids: [ActionID]) in ids.compactMap { index[$0] } }
        if let subtitle = screen.subtitle {
            add(WordWrap.frameLines(subtitle, width: width, hangingIndent: 0))
        }
        if let progress = screen.progress {
            add([ScreenText.progressBar(progress, style: style)])
        }
        if !screen.toolbar.isEmpty, !lines.isEmpty { add([""]) }
        addActions(indices(screen.toolbar), of: screen, width: width, style: style)
        for section in screen.sections {
            if !lines.isEmpty { add([""]) }
            if let heading = section.heading {
                let menu = indices(section.actions)
                let text = WordWrap.frameLines(style.paint(heading, .heading) + Self.menuMark(menu, style: style), width: width, hangingIndent: 0)
                add(text, item: menu.isEmpty ? nil : Item(action: nil, menu: menu, lines: 0..<0, id: .section(section.id ?? heading)))
            }
            if section.rows.isEmpty, let empty = section.emptyText {
                add(WordWrap.frameLines("  " + style.paint(empty, .secondary), width: width))
            }
            for row in section.rows {
                let action = row.action.flatMap { index[$0] }
                let menu = indices(row.actions)
                var text = ScreenText.rowLines(row, style: style)
                text[0] += Self.menuMark(menu, style: style)
                let rowLines = text.flatMap { WordWrap.frameLines($0, width: width) }
                guard action != nil || !menu.isEmpty else {
                    add(rowLines)
                    continue
                }
                add(rowLines, item: Item(action: action, menu: menu, lines: 0..<0, id: .row(row.id), isDestructive: action.map { screen.actions[$0].isDestructive } ?? false))
            }
            addActions(indices(section.additions), of: screen, width: width, style: style, marker: "+", short: true)
        }
        let placed = screen.placedActions
        let listed = screen.actions.indices.filter { !placed.contains(screen.actions[$0].id) }
        if !listed.isEmpty, !lines.isEmpty { add([""]) }
        addActions(listed, of: screen, width: width, style: style)
    }

    /// After a row or heading with actions of its own, a dimmed `⋯`: its menu, `m`.
    private static func menuMark(_ menu: [Int], style: TerminalStyle) -> String {
        menu.isEmpty ? "" : " " + style.paint("⋯", .secondary)
    }

    /// The actions at `indices`, a selectable line each (`› Label`, or `+ Add Item` — its
    /// label beside its section, `short` — for what adds to a section), with their forms' values.
    private mutating func addActions(_ indices: [Int], of screen: Screen, width: Int, style: TerminalStyle, marker: String = "›", short: Bool = false) {
        for index in indices {
            let action = screen.actions[index]
            let text = short ? action.shortLabel : action.label
            let label = action.isDestructive ? style.paint(text, .destructive) : text
            add(
                WordWrap.frameLines("  " + style.paint(marker, .number) + " " + label + (action.inputs.isEmpty ? "" : " …"), width: width)
                    + ScreenText.formLines(action, style: style).flatMap { WordWrap.frameLines($0, width: width) },
                item: Item(action: index, lines: 0..<0, id: .action(action.id), isDestructive: action.isDestructive)
            )
        }
    }

    /// Adds the lines `text`, which are `item` when given (its lines set here).
    private mutating func add(_ text: [String], item: Item? = nil) {
        let start = lines.count
        lines += text.map { Line(text: $0, item: item.map { _ in items.count }) }
        if var item {
            item.lines = start..<lines.count
            items.append(item)
        }
    }
}
