import NavigationEngine

/// Where a feature stands in a build, as `routes explain` tells of the feature whose pattern a
/// link meets.
public enum FeatureAvailability: String, Hashable, Sendable, Codable {
    /// Compiled in and enabled, or a part of the shell.
    case enabled
    /// Compiled in, but left out at run time (`--features`).
    case disabled
    /// Not compiled into this build (its trait is off): the build knows only its declared links.
    case notInBuild
}

extension Composition {
    /// What `link` does in this build when `source` opens it, or why it does nothing.
    ///
    /// The link table's diagnostic walk (``LinkTable/explain(_:from:)``), for a person or a
    /// tool asking why; opening a link never goes through it.
    public func explain(_ link: String, from source: LinkSource = .external) -> LinkExplanation {
        links.explain(link, from: source)
    }

    /// Whether `feature` is enabled, disabled at run time or not compiled in; the shell's
    /// parts, which are not features, are always enabled.
    public func availability(of feature: String) -> FeatureAvailability {
        guard let summary = features.first(where: { $0.name == feature }) else { return .enabled }
        if summary.isEnabled { return .enabled }
        return summary.isCompiledIn ? .disabled : .notInBuild
    }

    /// The tab `pattern`'s route opens in, in this build: the first of its tabs the build has;
    /// nil for a route that opens on the selected tab.
    public func tab(of pattern: AnyLinkPattern) -> TabID? {
        pattern.tabs.first { tab in tabs.contains { $0.id == tab } }
    }
}
