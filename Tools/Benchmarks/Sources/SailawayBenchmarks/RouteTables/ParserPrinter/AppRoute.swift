import NavigationEngine

/// Every route of the app as one enum, as a url-routing app declares its site's routes: a case
/// per route type, each nesting that type's enum.
enum AppRoute: Hashable {
    case checklist(ChecklistRoute)
    case deck(DeckRoute)
    case guide(GuideRoute)
    case charter(CharterRoute)
    case profile(ProfileRoute)
    case settings(SettingsRoute)
    case search(SearchRoute)
    case sheet(ContentSheetRoute)
    case synthetic(SyntheticRoute)

    /// The route as the app's navigation holds it.
    var route: AnyRoute {
        switch self {
        case .checklist(let route): AnyRoute(route)
        case .deck(let route): AnyRoute(route)
        case .guide(let route): AnyRoute(route)
        case .charter(let route): AnyRoute(route)
        case .profile(let route): AnyRoute(route)
        case .settings(let route): AnyRoute(route)
        case .search(let route): AnyRoute(route)
        case .sheet(let route): AnyRoute(route)
        case .synthetic(let route): AnyRoute(route)
        }
    }

    /// `route` as this enum, when it is one of the app's.
    init?(_ route: AnyRoute) {
        if let route = route.as(ChecklistRoute.self) { self = .checklist(route) }
        else if let route = route.as(DeckRoute.self) { self = .deck(route) }
        else if let route = route.as(GuideRoute.self) { self = .guide(route) }
        else if let route = route.as(CharterRoute.self) { self = .charter(route) }
        else if let route = route.as(ProfileRoute.self) { self = .profile(route) }
        else if let route = route.as(SettingsRoute.self) { self = .settings(route) }
        else if let route = route.as(SearchRoute.self) { self = .search(route) }
        else if let route = route.as(ContentSheetRoute.self) { self = .sheet(route) }
        else if let route = route.as(SyntheticRoute.self) { self = .synthetic(route) }
        else { return nil }
    }
}
