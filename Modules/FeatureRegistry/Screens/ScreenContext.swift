import NavigationEngine

/// What a screen loader is given: the dependencies and the build's contributions.
public struct ScreenContext: Sendable {
    /// The dependencies: clock, identifiers, data directory, services.
    public var context: FeatureContext
    /// Everything the enabled features contribute to the host's extension points.
    public var contributions: Contributions
    /// The build's links, which print a route's link for a share sheet.
    public var links: LinkTable?

    /// Creates a screen context.
    public init(context: FeatureContext, contributions: Contributions, links: LinkTable? = nil) {
        self.context = context
        self.contributions = contributions
        self.links = links
    }

    /// The link of `route` in `style`, as the build prints it; nil when it has none.
    public func link(for route: some Route, style: LinkStyle = .custom) -> String? {
        links?.link(for: AnyRoute(route), style: style)
    }
}
