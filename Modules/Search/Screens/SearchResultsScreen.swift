import FeatureRegistry
import Foundation
import SearchInterface

/// The results of a query: one section per kind of content, or one kind when filtered, with
/// filters to narrow or widen, and a clear empty state.
struct SearchResultsScreen {
    /// How many results each kind shows.
    static let resultLimit = 20

    let context: ScreenContext

    func load(query rawQuery: String, type: String?) async -> ScreenResult {
        let query = SearchQuery.normalized(rawQuery)
        // A provider of the viewer's own things finds nothing for the public, who own nothing.
        let providers = context.contributions[SearchProviders.self].filter { $0.scope == .public || context.viewer != .public }
        let searched = type.map { type in providers.filter { $0.contentType == type } } ?? providers
        var sections: [ScreenSection] = []
        // The search box and the filters first, above the results, as the page's own.
        var toolbar = [SearchActions.search("New Search", type: type, query: query, replacing: true)]
        if type != nil {
            toolbar.append(.replace("All Types", with: SearchRoute.results(query: query, type: nil)))
        }
        for provider in providers where provider.contentType != type {
            toolbar.append(.replace("Only \(provider.title)", with: SearchRoute.results(query: query, type: provider.contentType)))
        }
        var actions = toolbar
        var found = 0
        if !query.isEmpty {
            let context = context
            let listings = await searched.loadedSideBySide { provider in
                // The user's own things are found for them alone, under a heading of their own.
                let heading = provider.scope == .own ? "Your \(provider.title.lowercased())" : provider.title
                return await ContentListing.load(heading, emptyText: "No \(provider.title.lowercased()) match.") {
                    try await provider.search(query, Self.resultLimit, context)
                }
            }
            for listing in listings {
                found += listing.actions.count
                sections.append(listing.section)
                actions += listing.actions
            }
        }
        let subtitle: String
        if query.isEmpty {
            subtitle = "Type some words to search."
            sections = []
        } else if searched.isEmpty {
            subtitle = type.map { "This build has no content of type “\($0)”." } ?? "This build has no content to search."
        } else if found == 0 {
            subtitle = "No results for “\(query)”. Try fewer or different words."
            sections = []
        } else {
            subtitle = "\(found) result\(found == 1 ? "" : "s")" + (searched.count == 1 ? " in \(searched[0].title.lowercased())" : "")
        }
        return .screen(
            Screen(
                title: query.isEmpty ? "Search" : "Results for “\(query)”",
                subtitle: subtitle,
                sections: sections,
                actions: actions,
                primaryAction: toolbar[0].id,
                toolbar: toolbar.map(\.id)
            )
        )
    }
}
