@testable import AppShell
import FeatureRegistry
import FeatureTesting
import NavigationEngine
import SailawayApp
@testable import SailawayCLI
import Testing

/// A frame fills the terminal exactly: the title and breadcrumb on top, the content region,
/// then the message, the tab bar and the keys at the bottom, whatever the screen's length.
@Suite struct FrameTests {
    /// The tabs of this build, from its composition root, the first selected.
    static let tabs = ((try? AppHarness.tabs(of: AppFeatures.compiledIn, declared: AppFeatures.declared)) ?? []).enumerated().map { index, tab in
        PresentedScreen.TabItem(id: tab.id, title: tab.title, isSelected: index == 0)
    }

    /// The tab bar those tabs make: ` 1 Home   2 Library …`.
    static let tabBar = tabs.enumerated().map { " \($0.offset + 1) \($0.element.title) " }.joined(separator: " ")

    static func frame(page: ScreenPage, height: Int, layout: Frame.Layout = .single) -> Frame {
        Frame(
            title: "Home", breadcrumb: ["Home"], tabs: tabs, page: page, viewport: Viewport(opening: page, height: height), layout: layout,
            message: Frame.Message(text: "Saved.")
        )
    }

    @Test func theHeaderAndFooterStayWhileTheContentScrolls() {
        let page = ViewportTests.page(rows: 40)
        var frame = Self.frame(page: page, height: Frame.contentHeight(rows: 24))
        frame.viewport.jump(toEnd: true, page: page, height: Frame.contentHeight(rows: 24))
        let lines = frame.lines(rows: 24, columns: 80).map(WordWrap.plain)
        #expect(lines.count == 24)
        #expect(lines[0] == "Home")
        #expect(lines[1].hasPrefix("Home") && lines[1].hasSuffix("25–43 of 43"), "where the region is in the page")
        #expect(lines[2] == "  - Item 22")
        #expect(lines[20].hasPrefix("  - Item 40"), "the selection, padded across the width")
        #expect(lines[21] == "Saved.")
        #expect(lines[22] == Self.tabBar)
        #expect(lines[23].hasPrefix("↑↓ move"))
        #expect(lines.allSatisfy { WordWrap.visibleWidth($0) <= 80 })
        #expect(WordWrap.visibleWidth(lines[23]) < 80, "the last row never fills, so writing it cannot scroll")
    }

    /// The keys name the tabs this build has: a sixth feature's tab is `tab 1-6`.
    @Test func theKeyHintsCountTheBuildsTabs() {
        var frame = Self.frame(page: ViewportTests.page(rows: 3), height: 19)
        let count = Self.tabs.count
        #expect(WordWrap.plain(frame.lines(rows: 24, columns: 120)[23]).contains("tab 1-\(count)  / search"))
        frame.tabs.append(PresentedScreen.TabItem(id: TabID(rawValue: "logbook"), title: "Logbook", isSelected: false))
        #expect(WordWrap.plain(frame.lines(rows: 24, columns: 120)[23]).contains("tab 1-\(count + 1)  / search"))
    }

    @Test func theSelectedItemIsInReverseVideo() {
        let page = ViewportTests.page(rows: 3)
        let lines = Self.frame(page: page, height: 19).lines(rows: 24, columns: 40)
        #expect(lines[5] == "\u{1B}[7m  - Item 1" + String(repeating: " ", count: 30) + "\u{1B}[0m")
        #expect(lines[6] == "  - Item 2")
    }

    @Test func aDialogIsABoxOverTheScreenUnderIt() {
        let dialog = ScreenPage(
            Screen(title: "Delete?", subtitle: "This cannot be undone.", actions: [ScreenPageTests.action("Delete"), ScreenPageTests.action("Cancel")]),
            width: Frame.pageWidth(columns: 80, layout: .dialog(background: [])), style: .plain
        )
        let background = (1...19).map { "background line \($0)" }
        let layout = Frame.Layout.dialog(background: background)
        let frame = Self.frame(page: dialog, height: Frame.pageHeight(rows: 24, layout: layout, pageLines: dialog.lines.count), layout: layout)
        let lines = frame.lines(rows: 24, columns: 80).map(WordWrap.plain)
        let box = lines[2..<21].filter { $0.contains("│") || $0.contains("┌") || $0.contains("└") }
        #expect(box.count == 6, "a border, four lines, a border")
        #expect(box[0].contains("┌─ Home ─"))
        #expect(box[1].contains("│ This cannot be undone."))
        #expect(box[3].contains("│   › Delete"))
        #expect(lines[2] == "background line 1", "the screen under it still shows")
    }

    @Test func theSplitLayoutPutsTheTabsRootBesideTheScreen() {
        let layout = Frame.Layout.split(sidebar: ["Charters", "========", "  · Aegean Week"])
        let width = Frame.pageWidth(columns: 200, layout: layout)
        let frame = Self.frame(page: ScreenPage(Screen(title: "x", subtitle: "Detail"), width: width), height: 45, layout: layout)
        let lines = frame.lines(rows: 50, columns: 200).map(WordWrap.plain)
        #expect(lines[2].hasPrefix("Charters"))
        #expect(lines[2].contains(" │ Detail"))
        #expect(lines.allSatisfy { $0.count <= 200 })
    }
}
