import NavigationEngine

/// The one protocol every feature's entry type conforms to.
///
/// A feature is a module with exactly one public type that conforms, named after it
/// (`ChecklistsFeature`). The host composes features; each one registers, through the
/// registrar, everything the app needs from it: its routes with their links and screens, and
/// its data and its contributions to the extension points other modules offer.
///
/// ```swift
/// public struct ChecklistsFeature: Feature {
///     public init() {}
///     public let name = "Checklists"
///     public func register(with registrar: FeatureRegistrar) {
///         registrar.routes(ChecklistRoute.self, links: ChecklistRoute.links) { route, context in
///             try await ChecklistScreens(context).screen(for: route)
///         }
///         registrar.contribute(
///             QuickAction(title: "Create Checklist", systemImage: "checklist", order: 10, route: ChecklistRoute.typeSelection),
///             to: QuickActions.self
///         )
///     }
/// }
/// ```
public protocol Feature: Sendable {
    /// The feature's name: the same as its module and its trait (`Checklists`).
    var name: String { get }

    /// Registers the feature's routes, links, screens, data and contributions.
    func register(with registrar: FeatureRegistrar)
}
