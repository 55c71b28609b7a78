@testable import AppShell
import FeatureRegistry
import FeatureTesting
import Foundation
import NavigationEngine
@testable import SailawayCLI
import Testing

/// What every screen shares — the tab bar of the line session, the sidebar of the wide layout,
/// the full-screen app's tab bar and keys — as the composed build draws it, with each tab
/// selected in turn. The screens' own snapshots leave it out (``EveryScreenTests``), so a
/// feature added to the build changes this snapshot and those of the screens that show it.
@MainActor
@Suite struct ChromeTests {
    @Test func theChromeNamesEveryTabOfTheComposedBuild() async throws {
        let app = try await EveryScreenTests.app()
        let tabs = app.session.composition.tabs
        var text: [String] = []
        for tab in tabs {
            try app.selectTab(tab.id.rawValue)
            let presented = await app.session.presentedScreen()
            let (layout, content) = await app.session.splitColumns()
            let sidebar = SplitScreenText.render(presented, content: content, layout: layout, width: 160)
                .components(separatedBy: "\n").prefix(tabs.count)
                .map { String($0.prefix(SplitScreenText.sidebarWidth - 1)).trimmingTrailingSpaces() }
            let frame = Frame(
                title: presented.screen.title, breadcrumb: presented.breadcrumb, tabs: presented.tabs, page: ViewportTests.page(rows: 1),
                viewport: Viewport(opening: ViewportTests.page(rows: 1), height: 19), layout: .single, message: nil
            ).lines(rows: 24, columns: 80).suffix(2).map(WordWrap.plain)

            #expect(ScreenText.tabBar(presented.tabs, style: .plain).contains("[\(tab.title)]"))
            #expect(sidebar.map { $0.trimmingCharacters(in: .whitespaces) } == tabs.map { $0.id == tab.id ? "[\($0.title)]" : $0.title })
            #expect(frame.last?.contains("tab 1-\(tabs.count)  ") == true)
            #expect(frame.last?.hasSuffix("q quit") == true, "every key fits an 80-column line")
            text += [
                "\(tab.title) selected",
                "  line session: \(ScreenText.tabBar(presented.tabs, style: .plain))",
                "  wide sidebar: \(sidebar.joined(separator: " | "))",
                "  full screen:  \(frame.first ?? "")",
                "                \(frame.last ?? "")",
            ]
        }
        try TextSnapshot.assert(text.joined(separator: "\n") + "\n", matches: "Chrome/tabs")
    }
}
