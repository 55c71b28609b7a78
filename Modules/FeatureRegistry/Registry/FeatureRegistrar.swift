import Foundation
import NavigationEngine

/// Loads the screen of a route: its content, or a not-found result. May read the database.
public typealias ScreenLoader<R: Route> = @Sendable (R, ScreenContext) async throws -> ScreenResult

/// What a feature registers through; one registrar per feature, handed to `register(with:)`.
public final class FeatureRegistrar {
    /// The dependencies the feature may use: clock, identifiers, data directory, services.
    public let context: FeatureContext
    /// The feature registering.
    public let feature: String

    var routes: [RouteRegistration] = []
    /// The item each fetchable route type's screens show, by route type.
    var fetchable: [ObjectIdentifier: @Sendable (AnyRoute) -> UUID?] = [:]
    var contributions = Contributions()
    var services: [@Sendable (inout FeatureContext) -> Void] = []

    init(feature: String, context: FeatureContext) {
        self.feature = feature
        self.context = context
    }

    // MARK: - Routes

    /// Registers a route type with its link patterns and the loader of its screens.
    ///
    /// Every route type has at least one link: links are how routes are saved, restored and
    /// shared. The composition refuses a route type with none.
    public func routes<R: Route>(_ type: R.Type, links: [LinkPattern<R>], screen: @escaping ScreenLoader<R>) {
        routes.append(
            RouteRegistration(
                feature: feature,
                routeTypeValue: type,
                links: links.map { $0.erased.owned(by: feature) },
                load: { route, context in
                    guard let typed = route.as(R.self) else {
                        return .notFound("This screen could not be shown.")
                    }
                    return try await screen(typed, context)
                }
            )
        )
    }

    // MARK: - Contributions

    /// Contributes a tab, with its root screen. A tab has one owner.
    public func tab(_ tab: TabContribution) {
        contribute(tab.owned(by: feature), to: TabBar.self)
    }

    /// Contributes to an extension point, declared by the module that offers it (Home's quick
    /// actions by the shell, a charter's page sections by Charters). A point whose owner is
    /// not enabled drops what is contributed to it.
    public func contribute<P: ExtensionPoint>(_ contribution: P.Contribution, to point: P.Type) {
        contributions.add(contribution, to: point, from: feature)
    }

    // MARK: - Services

    /// Provides a service other features reach through their context, under a key the
    /// feature's interface declares (Charters answers “what is this charter called?” without
    /// others reading its tables). Provided only while the feature is enabled; otherwise the
    /// key's default answers.
    public func provide<Key: ServiceKey>(_ value: Key.Value, for key: Key.Type) {
        services.append { $0[key] = value }
    }
}

/// A route type as a feature registered it.
struct RouteRegistration: Sendable {
    var feature: String
    var routeTypeValue: any Route.Type
    var routeType: ObjectIdentifier { ObjectIdentifier(routeTypeValue) }
    /// The type's name, for errors only: naming a type looks up its conformances, which costs
    /// a scan of every library's conformance records at launch.
    var routeTypeName: String { String(describing: routeTypeValue) }
    var links: [AnyLinkPattern]
    var load: @Sendable (AnyRoute, ScreenContext) async throws -> ScreenResult
}
