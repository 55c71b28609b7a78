import FeatureRegistry

/// A feature that is nothing but its name, for tests of a feature's contributions to an
/// extension point another feature owns (Search's providers, Charters' page sections): with the
/// owner absent its contributions are dropped, and with this stand-in they are kept, without
/// building the owner.
///
/// ```swift
/// let app = try await AppHarness(features: [ChecklistsFeature(), StandInFeature(named: FeatureDeclaration.search.name)])
/// let providers = app.session.composition.contributions[SearchProviders.self]
/// ```
public struct StandInFeature: Feature {
    /// The feature it stands in for.
    public let name: String

    /// A stand-in for the feature named `name`.
    public init(named name: String) {
        self.name = name
    }

    public func register(with registrar: FeatureRegistrar) {}
}
