import FeatureRegistry
import Foundation
import SearchInterface

/// Search: the Discover tab — trending and recommended content, search results and browsing
/// the public library.
///
/// Search knows no content feature. Every list it shows comes from the providers the enabled
/// features contribute (`discoverProvider`, `searchProvider`), so a build with fewer content
/// features simply finds less.
public struct SearchFeature: Feature {
    /// Creates the feature.
    public init() {}

    public var name: String { FeatureDeclaration.search.name }

    public func register(with registrar: FeatureRegistrar) {
        registrar.routes(SearchRoute.self, links: SearchRoute.links) { route, context in
            switch route {
            case .results(let query, let type):
                await SearchResultsScreen(context: context).load(query: query, type: type)
            case .browse(let type, let order):
                await BrowseScreen(context: context).load(type: type, order: order ?? .recent)
            }
        }
        registrar.tab(
            TabContribution(id: .discover, title: "Discover", order: 20, systemImage: "safari") { context in
                await DiscoverScreen(context: context).load()
            }
        )
    }
}
