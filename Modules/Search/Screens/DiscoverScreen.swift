import FeatureRegistry
import Foundation
import NavigationEngine
import SearchInterface

/// Discover's root: a search, then every content feature's trending and recommended lists, and
/// a way to browse each kind.
struct DiscoverScreen {
    /// How many items each list shows.
    static let listLimit = 5

    let context: ScreenContext

    func load() async -> Screen {
        let contributions = context.contributions
        var sections: [ScreenSection] = []
        var actions: [ScreenAction] = [SearchActions.search()]
        // An item both trending and recommended is listed twice but opened by one action.
        var opened: Set<AnyRoute> = []
        let context = context
        let listings = await contributions[DiscoverLists.self].loadedSideBySide { provider in
            await ContentListing.load(provider.title, emptyText: "Nothing here yet.") {
                try await provider.items(Self.listLimit, context)
            }
        }
        for listing in listings {
            sections.append(listing.section)
            for item in listing.items where opened.insert(item.route).inserted {
                actions.append(ContentListing.open(item))
            }
        }
        let browsable = contributions[SearchProviders.self].filter { $0.scope == .public }
        actions += browsable.map { provider in
            .push("Browse \(provider.title)", to: SearchRoute.browse(type: provider.contentType, order: nil))
        }
        if browsable.isEmpty && contributions[DiscoverLists.self].isEmpty {
            sections.append(ScreenSection(rows: [], emptyText: "Nothing to discover in this build: it has no content features."))
        }
        // The search box comes first, above the lists, as the page's own.
        let search = actions[0].id
        return Screen(
            title: "Discover", subtitle: "Trending and recommended content from other sailors.", sections: sections, actions: actions,
            primaryAction: search, toolbar: [search]
        )
    }
}
