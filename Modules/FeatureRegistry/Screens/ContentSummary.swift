import NavigationEngine

/// An item as lists across features show it — Library, Discover, search, profiles —: a title,
/// a line about it, and where tapping it leads.
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

/// A titled list of items a feature contributes to another's screen (Home's recent activity,
/// Discover's trending lists), loaded when the screen is.
public struct ContentProvider: Sendable, OrderedContribution {
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
