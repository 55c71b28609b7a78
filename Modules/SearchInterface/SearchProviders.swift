import FeatureRegistry
import NavigationEngine

extension TabID {
    /// Discover: trending and recommended content, and search. Search owns it.
    public static let discover: TabID = "discover"
}

/// The kinds of things search finds: Search offers the point, content features fill it.
///
/// A provider is public content (listed in Discover, browsable, found by anyone's search) or
/// the user's own (found by their search, shown apart, never in Discover).
public enum SearchProviders: ExtensionPoint {
    public typealias Contribution = SearchProvider
    public static var owner: String? { FeatureDeclaration.search.name }

    public static func precedes(_ first: SearchProvider, _ second: SearchProvider) -> Bool {
        (first.order, first.contentType) < (second.order, second.contentType)
    }
}

/// Discover's lists — trending, recommended —: Search offers the point, content features fill it.
public enum DiscoverLists: ExtensionPoint {
    public typealias Contribution = ContentProvider
    public static var owner: String? { FeatureDeclaration.search.name }
}

/// A kind of thing search covers; Search knows no content feature, only providers.
public struct SearchProvider: Sendable {
    /// Whose things a provider finds.
    public enum Scope: Hashable, Sendable {
        /// Content anyone may find: listed in Discover and browsable.
        case `public`
        /// The user's own things, private ones included: found by their search, shown under
        /// their own heading, never in Discover.
        case own
    }

    /// The kind, such as `checklist`: the search filter's value.
    public var contentType: String
    /// Its name in the plural, for filters and headings: "Checklists".
    public var title: String
    /// Its place in results: lower comes first.
    public var order: Int
    /// Whose things it finds.
    public var scope: Scope
    /// The items matching `query` (plain text, never query syntax), at most `limit`.
    public var search: @Sendable (_ query: String, _ limit: Int, ScreenContext) async throws -> [ContentSummary]
    /// The items in `order`, at most `limit`; nil for a kind that cannot be browsed (the user's
    /// own things).
    public var browse: (@Sendable (_ order: BrowseOrder, _ limit: Int, ScreenContext) async throws -> [ContentSummary])?

    /// Creates a provider of public content, which Discover lists and browses.
    public init(
        contentType: String, title: String, order: Int,
        search: @escaping @Sendable (_ query: String, _ limit: Int, ScreenContext) async throws -> [ContentSummary],
        browse: @escaping @Sendable (_ order: BrowseOrder, _ limit: Int, ScreenContext) async throws -> [ContentSummary]
    ) {
        self.contentType = contentType
        self.title = title
        self.order = order
        self.scope = .public
        self.search = search
        self.browse = browse
    }

    /// Creates a provider of the user's own things: search finds them for the user alone.
    public init(
        ownContentType contentType: String, title: String, order: Int,
        search: @escaping @Sendable (_ query: String, _ limit: Int, ScreenContext) async throws -> [ContentSummary]
    ) {
        self.contentType = contentType
        self.title = title
        self.order = order
        self.scope = .own
        self.search = search
        self.browse = nil
    }
}

/// How browsing orders public content.
public enum BrowseOrder: String, CaseIterable, Hashable, Sendable, LinkParameter {
    /// Most recently changed first.
    case recent
    /// Best rated first.
    case topRated = "top-rated"

    /// Its name as people read it.
    public var title: String {
        switch self {
        case .recent: "Most recent"
        case .topRated: "Top rated"
        }
    }
}
