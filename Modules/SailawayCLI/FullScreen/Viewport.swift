/// Where the full-screen app's content region looks: which selectable thing is selected, and
/// the first line shown; every move keeps the selection on screen.
struct Viewport: Equatable {
    /// The selected item of the page, if it has any.
    var selection: Int?
    /// The first content line shown.
    var offset = 0

    /// A viewport at the top of `page`, a screen just opened: its title and first lines show,
    /// and the first item they show is selected — not one that destroys something when another
    /// is shown (a confirmation opens on Cancel) — or none when they show none (a long guide
    /// opens at its start, not at its first action).
    init(opening page: ScreenPage, height: Int) {
        selectFirstShown(page: page, height: height)
    }

    /// A viewport on `page` with item `selection` selected and in view: a screen come back to.
    init(page: ScreenPage, height: Int, selection: Int) {
        self.selection = page.items.isEmpty ? nil : min(max(selection, 0), page.items.count - 1)
        reveal(page: page, height: height)
    }

    /// Moves the selection `step` items (↑ is -1). With nothing selected, selects the first
    /// item shown (the last, going up), or scrolls `step` lines when none is.
    mutating func move(_ step: Int, page: ScreenPage, height: Int) {
        guard let selection else {
            let shown = shownItems(page: page, height: height)
            if let item = step > 0 ? shown.first : shown.last {
                self.selection = item
            } else {
                scroll(step, page: page, height: height)
            }
            return
        }
        let target = min(max(selection + step, 0), page.items.count - 1)
        let lines = page.items[target].lines
        // A step that lands off screen first scrolls a line at a time through long text
        // between items, so nothing in between is skipped unseen; blank lines hide nothing.
        if step > 0, target != selection, Self.holdsText(page, from: offset + height, to: lines.lowerBound) {
            scroll(1, page: page, height: height)
            return
        }
        if step < 0, target != selection, Self.holdsText(page, from: lines.upperBound, to: offset) {
            scroll(-1, page: page, height: height)
            return
        }
        self.selection = target
        reveal(page: page, height: height)
    }

    /// Scrolls a page (PgUp is -1); a selection scrolled out of view moves to the nearest
    /// item wholly in view.
    mutating func page(_ direction: Int, page: ScreenPage, height: Int) {
        scroll(direction * max(height - 1, 1), page: page, height: height)
        guard let selection else { return }
        let visible = shownItems(page: page, height: height)
        guard let first = visible.first, let last = visible.last else { return }
        self.selection = min(max(selection, first), last)
    }

    /// The top (Home) or the bottom (End) of the page.
    mutating func jump(toEnd: Bool, page: ScreenPage, height: Int) {
        guard toEnd else {
            offset = 0
            selectFirstShown(page: page, height: height)
            return
        }
        offset = maxOffset(page: page, height: height)
        selection = page.items.indices.last
        reveal(page: page, height: height)
    }

    /// The items wholly in view, in order.
    func shownItems(page: ScreenPage, height: Int) -> [Int] {
        page.items.indices.filter { page.items[$0].lines.lowerBound >= offset && page.items[$0].lines.upperBound <= offset + height }
    }

    /// Selects the first item in view that destroys nothing, else the first in view, else none.
    private mutating func selectFirstShown(page: ScreenPage, height: Int) {
        let shown = shownItems(page: page, height: height)
        selection = shown.first { !page.items[$0].isDestructive } ?? shown.first
    }

    /// Scrolls `lines` lines, within the page.
    mutating func scroll(_ lines: Int, page: ScreenPage, height: Int) {
        offset = min(max(offset + lines, 0), maxOffset(page: page, height: height))
    }

    /// Scrolls as little as shows the whole selected item, or its top when it is taller than
    /// the region; keeps the offset within the page.
    mutating func reveal(page: ScreenPage, height: Int) {
        let height = max(height, 1)
        if let selection, page.items.indices.contains(selection) {
            let lines = page.items[selection].lines
            if lines.upperBound > offset + height { offset = lines.upperBound - height }
            if lines.lowerBound < offset { offset = lines.lowerBound }
        }
        offset = min(max(offset, 0), maxOffset(page: page, height: height))
    }

    /// Whether any of the page's lines from `start` up to `end` has text (none when `end` is
    /// not past `start`).
    private static func holdsText(_ page: ScreenPage, from start: Int, to end: Int) -> Bool {
        guard start < end else { return false }
        return (start..<end).clamped(to: page.lines.indices).contains { !page.lines[$0].text.allSatisfy(\.isWhitespace) }
    }

    private func maxOffset(page: ScreenPage, height: Int) -> Int {
        max(page.lines.count - height, 0)
    }
}
