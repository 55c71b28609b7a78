import FeatureRegistry
import Foundation
import SearchInterface

/// The public library of one kind of content, in an order, with the other order and a search
/// within that kind.
struct BrowseScreen {
    /// How many items the list shows.
    static let limit = 50

    let context: ScreenContext

    func load(type: String, order: BrowseOrder) async -> ScreenResult {
        guard let provider = context.contributions[SearchProviders.self].first(where: { $0.contentType == type }),
            let browse = provider.browse
        else {
            return .notFound("This build has no content of type “\(type)” to browse.")
        }
        let listing = await ContentListing.load(order.title, emptyText: "No public \(provider.title.lowercased()) yet.") {
            try await browse(order, Self.limit, context)
        }
        var actions = listing.actions
        for other in BrowseOrder.allCases where other != order {
            actions.append(.replace("Sort: \(other.title)", with: SearchRoute.browse(type: type, order: other)))
        }
        actions.append(SearchActions.search("Search \(provider.title)", type: type))
        return .screen(
            Screen(
                title: "Browse \(provider.title)",
                subtitle: "\(order.title) first",
                sections: [listing.section],
                actions: actions
            )
        )
    }
}
