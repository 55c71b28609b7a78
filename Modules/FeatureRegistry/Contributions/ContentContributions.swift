import Foundation
import NavigationEngine

/// An item of content as lists across features show it: Library, Discover, search, profiles.
public struct ContentSummary: Hashable, Sendable {
    /// The title.
    public var title: String
    /// A line about it: kind, author, counts.
    public var detail: String?
    /// Where tapping it leads.
    public var route: AnyRoute

    /// Creates a summary.
    public init(title: String, detail: String? = nil, route: some Route) {
        self.title = title
        self.detail = detail
        self.route = AnyRoute(route)
    }
}

/// An action on Home, such as "Create Checklist".
public struct QuickAction: Sendable {
    /// The label.
    public var title: String
    /// The SF Symbol a SwiftUI button shows.
    public var systemImage: String
    /// Its place among Home's actions: lower comes first.
    public var order: Int
    /// Where it leads (pushed onto Home's stack).
    public var route: AnyRoute

    /// Creates a quick action.
    public init(title: String, systemImage: String, order: Int, route: some Route) {
        self.title = title
        self.systemImage = systemImage
        self.order = order
        self.route = AnyRoute(route)
    }
}

/// A section of Library, such as "Checklists".
public struct LibrarySection: Sendable {
    /// The heading.
    public var title: String
    /// Its place in Library: lower comes first.
    public var order: Int
    /// The user's items, most recent first.
    public var items: @Sendable (ScreenContext) async throws -> [ContentSummary]

    /// Creates a Library section.
    public init(title: String, order: Int, items: @escaping @Sendable (ScreenContext) async throws -> [ContentSummary]) {
        self.title = title
        self.order = order
        self.items = items
    }
}

/// A list of content a feature contributes to Home's activity or Discover.
public struct ContentProvider: Sendable {
    /// The heading, such as "Trending checklists".
    public var title: String
    /// Its place: lower comes first.
    public var order: Int
    /// The items, at most `limit`.
    public var items: @Sendable (_ limit: Int, ScreenContext) async throws -> [ContentSummary]

    /// Creates a provider.
    public init(
        title: String, order: Int,
        items: @escaping @Sendable (_ limit: Int, ScreenContext) async throws -> [ContentSummary]
    ) {
        self.title = title
        self.order = order
        self.items = items
    }
}

/// A kind of content that search covers; search knows no content feature, only providers.
public struct SearchProvider: Sendable {
    /// The kind of content, such as `checklist`; the search filter's value.
    public var contentType: String
    /// Its name in the plural, for filters and headings: "Checklists".
    public var title: String
    /// Its place in results: lower comes first.
    public var order: Int
    /// The public items matching `query` (plain text, never query syntax), at most `limit`.
    public var search: @Sendable (_ query: String, _ limit: Int, ScreenContext) async throws -> [ContentSummary]
    /// The public items in `order`, at most `limit`.
    public var browse: @Sendable (_ order: BrowseOrder, _ limit: Int, ScreenContext) async throws -> [ContentSummary]

    /// Creates a search provider.
    public init(
        contentType: String, title: String, order: Int,
        search: @escaping @Sendable (_ query: String, _ limit: Int, ScreenContext) async throws -> [ContentSummary],
        browse: @escaping @Sendable (_ order: BrowseOrder, _ limit: Int, ScreenContext) async throws -> [ContentSummary]
    ) {
        self.contentType = contentType
        self.title = title
        self.order = order
        self.search = search
        self.browse = browse
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

/// A section of a user's profile, such as their public checklists.
public struct ProfileSection: Sendable {
    /// The heading.
    public var title: String
    /// Its place on the profile: lower comes first.
    public var order: Int
    /// The user's items.
    public var items: @Sendable (_ userID: UUID, ScreenContext) async throws -> [ContentSummary]

    /// Creates a profile section.
    public init(
        title: String, order: Int,
        items: @escaping @Sendable (_ userID: UUID, ScreenContext) async throws -> [ContentSummary]
    ) {
        self.title = title
        self.order = order
        self.items = items
    }
}
