import NavigationEngine

/// The root screen of a tab, as a route: what `sailaway://home` names.
///
/// The composition gives every tab an internal link to its root (the tab's name), so the root
/// screen has a canonical link like every other screen. Opening it selects the tab and empties
/// its stack; the route itself is never pushed.
public struct TabRootRoute: Route {
    /// The tab.
    public var tab: TabID

    /// Creates the route of `tab`'s root.
    public init(_ tab: TabID) {
        self.tab = tab
    }

    static func link(for tab: TabContribution) -> AnyLinkPattern {
        LinkPattern<TabRootRoute>(
            tab.id.rawValue, .internal, opensIn: [tab.id], presentation: .tabRoot, route: TabRootRoute(tab.id)
        ).erased.owned(by: tab.owner)
    }
}
