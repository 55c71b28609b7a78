import FeatureRegistry
import NavigationEngine

/// Library: the user's own, forked and contributed content, one section per feature.
enum LibraryScreen {
    @Sendable
    static func load(_ context: ScreenContext) async throws -> Screen {
        var sections: [ScreenSection] = []
        var actions: [ScreenAction] = []
        for section in context.contributions.librarySections {
            let items = try await section.items(context)
            sections.append(
                ScreenSection(section.title, rows: items.map { ScreenRow($0.title, detail: $0.detail) }, emptyText: "Nothing here yet.")
            )
            actions += items.map { ScreenAction.push("Open \($0.title)", to: $0.route) }
        }
        if sections.isEmpty {
            sections.append(ScreenSection(rows: [], emptyText: "Your library is empty: no feature in this build adds to it."))
        }
        return Screen(title: "Library", sections: sections, actions: actions)
    }
}
