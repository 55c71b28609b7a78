/// What a screen loader is given: the dependencies and the build's contributions.
public struct ScreenContext: Sendable {
    /// The dependencies: clock, identifiers, data directory, services.
    public var context: FeatureContext
    /// Everything the enabled features contribute to the host's extension points.
    public var contributions: Contributions

    /// Creates a screen context.
    public init(context: FeatureContext, contributions: Contributions) {
        self.context = context
        self.contributions = contributions
    }
}
