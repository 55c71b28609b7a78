import FeatureRegistry

/// The menu of a row's or a section heading's own actions in the full-screen app (`m`, or
/// Enter on a row that does nothing else): their labels beside what they act on (“Edit Item”,
/// “Move Up”), one selected, chosen with Enter or its number.
struct RowMenu: Equatable {
    /// What the frame draws.
    var shown: Frame.Menu
    /// The indices of the actions in the screen's, in the menu's order.
    var actions: [Int]

    /// The menu of `item` on `page` of `screen`; nil when it has no actions of its own.
    init?(_ item: ScreenPage.Item, on page: ScreenPage, of screen: Screen) {
        guard !item.menu.isEmpty else { return nil }
        let title = WordWrap.plain(page.lines[item.lines.lowerBound].text).trimmingCharacters(in: .whitespaces)
        let actions = item.menu.map { screen.actions[$0] }
        shown = Frame.Menu(
            title: title.hasSuffix(" ⋯") ? String(title.dropLast(2)) : title,
            labels: actions.map { $0.shortLabel + ($0.inputs.isEmpty ? "" : " …") },
            destructive: Set(actions.indices.filter { actions[$0].isDestructive })
        )
        self.actions = item.menu
    }

    /// What a key does to an open menu.
    enum Outcome: Equatable {
        /// It stays open, as it is now.
        case open(RowMenu)
        /// It closed, nothing done.
        case closed
        /// The action at this index of the screen's was chosen.
        case chosen(Int)
        /// The app quits.
        case quit
    }

    /// What pressing `key` does: ↑ ↓ move, Enter or a number chooses, Esc (or `m` again) closes.
    func pressing(_ key: Key) -> Outcome {
        var menu = self
        switch key {
        case .up, .character("k"): menu.shown.selected = max(shown.selected - 1, 0)
        case .down, .character("j"): menu.shown.selected = min(shown.selected + 1, actions.count - 1)
        case .escape, .left, .backspace, .character("h"), .character("q"), .character("m"): return .closed
        case .control("c"): return .quit
        case .enter, .right, .character("l"): return .chosen(actions[shown.selected])
        case .character(let digit):
            guard let number = digit.wholeNumberValue, actions.indices.contains(number - 1) else { return .open(self) }
            return .chosen(actions[number - 1])
        default: return .open(self)
        }
        return .open(menu)
    }
}
