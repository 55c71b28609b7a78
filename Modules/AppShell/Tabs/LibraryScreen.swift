import AppShellInterface
import FeatureRegistry
import NavigationEngine

/// Library: the user's own, forked and contributed content, one section per feature.
enum LibraryScreen {
    @Sendable
    static func load(_ context: ScreenContext) async throws -> Screen {
        var sections: [ScreenSection] = []
        var actions: [ScreenAction] = []
        let listings = await context.contributions[LibrarySections.self].loadedSideBySide { section in
            await ContentListing.load(section.title, emptyText: "Nothing here yet.") {
                try await section.items(context)
            }
        }
        for listing in listings {
            sections.append(listing.section)
            actions += listing.actions
        }
        if sections.isEmpty {
            sections.append(ScreenSection(rows: [], emptyText: "Your library is empty: no feature in this build adds to it."))
        }
        return Screen(title: "Library", sections: sections, actions: actions)
    }
}
