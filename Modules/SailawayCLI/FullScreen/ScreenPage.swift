import FeatureRegistry

/// A screen's content as the full-screen app lays it out at one width: word-wrapped lines,
/// and the selectable things among them — each row that is a control (``ScreenRow/action``),
/// then the actions no row stands for, in the order shown.
struct ScreenPage: Equatable {
    /// One line of the content.
    struct Line: Equatable {
        /// The text, painted.
        var text: String
        /// The selectable thing the line belongs to, if any.
        var item: Int?
    }

    /// A selectable thing: a row, or an action listed under the content.
    struct Item: Equatable {
        /// The index of the action it performs in the screen's actions: the number `tap` takes,
        /// less one.
        var action: Int
        /// The lines it takes.
        var lines: Range<Int>
        /// What it is, the same from one load of the screen to the next while it shows the same
        /// thing: the row's identity, or the listed action's.
        var id: ID

        enum ID: Hashable {
            case row(ScreenRow.ID)
            case action(ActionID)
        }
        /// Whether its action destroys something.
        var isDestructive = false
    }

    var lines: [Line] = []
    var items: [Item] = []

    /// The page of `screen` at `width` columns, painted in `style`.
    init(_ screen: Screen, width: Int, style: TerminalStyle = .color) {
        var consumed = Set<Int>()
        if let subtitle = screen.subtitle {
            add(WordWrap.frameLines(subtitle, width: width, hangingIndent: 0))
        }
        if let progress = screen.progress {
            add([ScreenText.progressBar(progress, style: style)])
        }
        for section in screen.sections {
            if !lines.isEmpty { add([""]) }
            if let heading = section.heading {
                add(WordWrap.frameLines(style.paint(heading, .heading), width: width, hangingIndent: 0))
            }
            if section.rows.isEmpty, let empty = section.emptyText {
                add(WordWrap.frameLines("  " + style.paint(empty, .secondary), width: width))
            }
            for row in section.rows {
                let rowLines = ScreenText.rowLines(row, style: style).flatMap { WordWrap.frameLines($0, width: width) }
                if let id = row.action, let action = screen.actions.firstIndex(where: { $0.id == id }) {
                    consumed.insert(action)
                    add(rowLines, item: Item(action: action, lines: 0..<0, id: .row(row.id), isDestructive: screen.actions[action].isDestructive))
                } else {
                    add(rowLines)
                }
            }
        }
        let listed = screen.actions.indices.filter { !consumed.contains($0) }
        if !listed.isEmpty {
            if !lines.isEmpty { add([""]) }
            for index in listed {
                let action = screen.actions[index]
                let label = action.isDestructive ? style.paint(action.label, .destructive) : action.label
                add(
                    WordWrap.frameLines("  " + style.paint("›", .number) + " " + label + (action.questions.isEmpty ? "" : " …"), width: width)
                        + ScreenText.formLines(action, style: style).flatMap { WordWrap.frameLines($0, width: width) },
                    item: Item(action: index, lines: 0..<0, id: .action(action.id), isDestructive: action.isDestructive)
                )
            }
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
