import FeatureRegistry
import Foundation
import NavigationEngine

/// The screens of Search, which owns the Discover tab: results of a query and browsing the
/// public library. Discover's root shows trending and recommended content.
@CasePathable
public enum SearchRoute: Route {
    /// Public content matching `query`, optionally of one content type (`checklist`).
    case results(query: String, type: String?)
    /// Public content of one type, in an order.
    case browse(type: String, order: BrowseOrder?)

    /// The links of every screen. A search is public and opens in Discover.
    public static let links: [LinkPattern<SearchRoute>] = [
        LinkPattern(
            "search?q={query}&type={type}", .public, opensIn: [.discover],
            case: \.results, values: (String, String?).self
        ),
        LinkPattern(
            "browse/{type}?order={order}", .internal, opensIn: [.discover],
            case: \.browse, values: (String, BrowseOrder?).self
        ),
    ]
}

extension FeatureDeclaration {
    /// Search, by its links: what a build knows of it whether or not it compiles it in.
    public static let search = FeatureDeclaration(
        name: "Search", links: SearchRoute.links.map(\.erased),
        sampleLinks: ["sailaway://search?q=anchoring"]
    )
}
