import NavigationEngine

/// What a screen loader is given: the dependencies and the build's contributions.
public struct ScreenContext: Sendable {
    /// The dependencies: clock, identifiers, data directory, services.
    public var context: FeatureContext
    /// Everything the enabled features contribute to the host's extension points.
    public var contributions: Contributions
    /// The build's links, which print a route's link for a share sheet.
    public var links: LinkTable?
    /// The request the screen answers, when it is shown in a modal presented to choose a value
    /// for another screen (``ResultKey``); nil otherwise.
    ///
    /// It comes from the navigation state, not from the route: the chooser's route says what to
    /// offer, the state says who asked, and both are restored with the modal.
    public var request: ResultRequest?
    /// Who is looking: what the screen may show, and whether it may say "you".
    public var viewer: Viewer

    /// Creates a screen context.
    public init(
        context: FeatureContext, contributions: Contributions, links: LinkTable? = nil, request: ResultRequest? = nil, viewer: Viewer
    ) {
        self.context = context
        self.contributions = contributions
        self.links = links
        self.request = request
        self.viewer = viewer
    }

    /// The link of `route` in `style`, as the build prints it; nil when it has none.
    public func link(for route: some Route, style: LinkStyle = .custom) -> String? {
        links?.link(for: AnyRoute(route), style: style)
    }
}
