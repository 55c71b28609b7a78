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
    var contributions = Contributions()

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
        contributions.tabs.append(tab.owned(by: feature))
    }

    /// Contributes an action to Home.
    public func quickAction(_ action: QuickAction) {
        contributions.quickActions.append(action)
    }

    /// Contributes a section to Library.
    public func librarySection(_ section: LibrarySection) {
        contributions.librarySections.append(section)
    }

    /// Contributes recent activity to Home.
    public func activityProvider(_ provider: ContentProvider) {
        contributions.activityProviders.append(provider)
    }

    /// Contributes trending or recommended content to Discover.
    public func discoverProvider(_ provider: ContentProvider) {
        contributions.discoverProviders.append(provider)
    }

    /// Contributes a kind of content to search.
    public func searchProvider(_ provider: SearchProvider) {
        contributions.searchProviders.append(provider)
    }

    /// Contributes a section to user profiles.
    public func profileSection(_ section: ProfileSection) {
        contributions.profileSections.append(section)
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
