import NavigationEngine

/// One row of the route table: a link pattern and what it opens.
public struct RouteTableEntry: Hashable, Sendable {
    /// The canonical template, such as `content/checklist/{id}`.
    public var pattern: String
    /// Other templates that open the same route.
    public var aliases: [String]
    /// The feature that declared it.
    public var feature: String
    /// The tab it opens in, or nil when it opens on the selected tab.
    public var tab: TabID?
    /// Whether it opens from outside the app.
    public var isPublic: Bool
    /// Whether it is presented as a modal over the current screen: a sheet, a full-screen
    /// cover or a dialog (`"sheet": true` in `routes --json`, as the first release had it).
    public var isSheet: Bool
    /// Whether its feature is enabled.
    public var isEnabled: Bool
    /// The route type it produces.
    public var routeType: String
}

extension Composition {
    /// Every link pattern of the build, enabled features' first, in registration order.
    public var routeTable: [RouteTableEntry] {
        let tabs = Set(self.tabs.map(\.id))
        return links.patterns.map { pattern in
            RouteTableEntry(
                pattern: pattern.templateText,
                aliases: pattern.aliasTexts,
                feature: pattern.owner,
                tab: pattern.tabs.first(where: tabs.contains),
                isPublic: pattern.access == .public,
                isSheet: pattern.presentation.modalStyle != nil,
                isEnabled: isAvailable(pattern.owner),
                routeType: pattern.routeTypeName
            )
        }
    }
}
