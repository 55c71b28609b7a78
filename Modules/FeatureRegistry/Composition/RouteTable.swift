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
    /// How it is shown: a stack, a tab's root, or a modal of a given style.
    public var presentation: LinkPresentation
    /// Whether its feature is enabled.
    public var isEnabled: Bool
    /// The route type it produces.
    public var routeType: String
    /// Links that open it, with sample values: its pattern's, then each alias's.
    public var sampleLinks: [String] = []

    /// Whether it is presented as a modal over the current screen: a sheet, a full-screen
    /// cover or a dialog (`"sheet": true` in `routes --json`, as the first release had it).
    public var isSheet: Bool { presentation.modalStyle != nil }
}

extension Composition {
    /// Every link pattern of the build, enabled features' first, in registration order.
    public var routeTable: [RouteTableEntry] {
        links.patterns.map { pattern in
            RouteTableEntry(
                pattern: pattern.templateText,
                aliases: pattern.aliasTexts,
                feature: pattern.owner,
                tab: tab(of: pattern),
                isPublic: pattern.access == .public,
                presentation: pattern.presentation,
                isEnabled: isAvailable(pattern.owner),
                routeType: pattern.routeTypeName,
                sampleLinks: pattern.samplePaths.map { "\(links.configuration.scheme)://\($0)" }
            )
        }
    }
}
