import FeatureRegistry
@testable import SailawayCLI
import Testing

/// The selection moves over the page's items and the region scrolls to keep it in view.
@Suite struct ViewportTests {
    /// A page of `count` rows that each open something, under a few lines of text.
    static func page(rows count: Int) -> ScreenPage {
        ScreenPage(
            Screen(
                title: "List",
                subtitle: "Intro",
                sections: [ScreenSection("Items", rows: (1...count).map { ScreenRow("Item \($0)", action: ActionID(named: "Open Item \($0)")) })],
                actions: (1...count).map { ScreenPageTests.action("Open Item \($0)") }
            ),
            width: 80, style: .plain
        )
    }

    @Test func movingDownScrollsOnlyWhenTheSelectionWouldLeaveTheRegion() {
        let page = Self.page(rows: 20)  // lines: Intro, "", Items, Item 1 … Item 20
        var viewport = Viewport(opening: page, height: 10)
        #expect(viewport.selection == 0 && viewport.offset == 0)
        for _ in 0..<6 { viewport.move(1, page: page, height: 10) }
        #expect(viewport.selection == 6 && viewport.offset == 0, "Item 7 is on line 9, the region's last")
        viewport.move(1, page: page, height: 10)
        #expect(viewport.selection == 7 && viewport.offset == 1)
        viewport.move(-7, page: page, height: 10)
        #expect(viewport.selection == 0 && viewport.offset == 1, "the first item is in view")
        viewport.move(-1, page: page, height: 10)
        #expect(viewport.selection == 0 && viewport.offset == 1, "the top stops the selection")
    }

    @Test func aStepPastBlankLinesSelectsTheNextItemAtOnceAndPastTextScrollsToItFirst() {
        // Lines: Intro, "", Items, Item 1, Item 2, "", Also, Item 3 — a heading between the
        // sections' rows, and a blank line before it.
        let rows = (1...3).map { ScreenRow("Item \($0)", action: ActionID(named: "Open Item \($0)")) }
        let screen = Screen(
            title: "List", subtitle: "Intro",
            sections: [ScreenSection("Items", rows: Array(rows[0...1])), ScreenSection(rows: [rows[2]])],
            actions: (1...3).map { ScreenPageTests.action("Open Item \($0)") }
        )
        let page = ScreenPage(screen, width: 80, style: .plain)
        var viewport = Viewport(page: page, height: 5, selection: 1)
        #expect(viewport.offset == 0, "Item 2 is the region's last line")
        viewport.move(1, page: page, height: 5)
        #expect(viewport.selection == 2, "only a blank line was between: Item 3 at once, not a press that seems to do nothing")

        let headed = ScreenPage(
            Screen(title: "List", subtitle: "Intro", sections: [ScreenSection("Items", rows: Array(rows[0...1])), ScreenSection("Also", rows: [rows[2]])],
                   actions: (1...3).map { ScreenPageTests.action("Open Item \($0)") }),
            width: 80, style: .plain
        )
        var past = Viewport(page: headed, height: 5, selection: 1)
        past.move(1, page: headed, height: 5)
        #expect(past.selection == 1 && past.offset == 1, "a heading between is scrolled into view first")
    }

    @Test func pagingHomeAndEnd() {
        let page = Self.page(rows: 40)
        var viewport = Viewport(opening: page, height: 10)
        viewport.page(1, page: page, height: 10)
        #expect(viewport.offset == 9)
        #expect(viewport.selection == 6, "the first item wholly in view")
        viewport.jump(toEnd: true, page: page, height: 10)
        #expect(viewport.selection == 39 && viewport.offset == page.lines.count - 10)
        viewport.jump(toEnd: false, page: page, height: 10)
        #expect(viewport.selection == 0 && viewport.offset == 0)
    }

    @Test func aPageWithNothingToSelectScrollsByLines() {
        let page = ScreenPage(Screen(title: "About", sections: [ScreenSection(rows: (1...30).map { ScreenRow("Line \($0)") })]), width: 80)
        var viewport = Viewport(opening: page, height: 10)
        #expect(viewport.selection == nil)
        viewport.move(1, page: page, height: 10)
        #expect(viewport.offset == 1)
        viewport.jump(toEnd: true, page: page, height: 10)
        #expect(viewport.offset == 20)
    }

    /// A long text before the first action (a guide): the screen opens at its start with
    /// nothing selected, ↓ reads on a line at a time and selects the action once it shows, and
    /// Home comes back to the start.
    @Test func aLongScreenOpensAtItsStartAndHomeGoesBackThere() {
        let page = ScreenPage(
            Screen(
                title: "Guide",
                sections: [ScreenSection(rows: (1...12).map { ScreenRow("Paragraph \($0)") })],
                actions: [ScreenPageTests.action("Rate")]
            ),
            width: 80, style: .plain
        )  // lines: Paragraph 1 … 12, "", › Rate
        var viewport = Viewport(opening: page, height: 10)
        #expect(viewport.offset == 0 && viewport.selection == nil, "the start shows, not the action 13 lines down")
        for _ in 0..<4 { viewport.move(1, page: page, height: 10) }
        #expect(viewport.offset == 4 && viewport.selection == nil)
        viewport.move(1, page: page, height: 10)
        #expect(viewport.selection == 0, "the action, once it shows, is selected")
        viewport.jump(toEnd: false, page: page, height: 10)
        #expect(viewport.offset == 0 && viewport.selection == nil)
    }

    /// A confirmation opens on what destroys nothing: Enter, Enter never deletes.
    @Test func aConfirmationOpensOnCancel() {
        var delete = ScreenPageTests.action("Delete")
        delete.isDestructive = true
        let page = ScreenPage(Screen(title: "Delete “Aegean Week”?", actions: [delete, ScreenPageTests.action("Cancel")]), width: 80, style: .plain)
        #expect(Viewport(opening: page, height: 10).selection == 1)
    }
}
