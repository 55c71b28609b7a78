import Foundation
import NavigationEngine

// The app the engine is tested with: Sailaway's tabs, route shapes and links, declared the way
// features declare them, without any feature module.

// MARK: - Tabs

extension TabID {
    static let home: TabID = "home"
    static let library: TabID = "library"
    static let discover: TabID = "discover"
    static let charters: TabID = "charters"
    static let profile: TabID = "profile"
}

// MARK: - Routes

enum ChecklistRoute: Route {
    case detail(id: UUID)
    case editor(id: UUID)
    case rate(id: UUID)
    /// The question before deleting a checklist: a dialog.
    case confirmDelete(id: UUID)
}

enum DeckRoute: Route {
    case detail(id: UUID)
}

enum CharterRoute: Route {
    /// The Charters tab itself, as a link: `sailaway://charters`.
    case list
    case detail(id: UUID)
    case create
    /// A charter's check-in, opened by its link over the charter (its parent).
    case checkIn(id: UUID)
}

/// The onboarding flow: the gate of the `onboarding` guard.
enum OnboardingRoute: Route {
    case welcome
    case name
}

enum SearchRoute: Route {
    case results(query: String)
}

/// A closed set of words in a link, such as `library/browse/decks`.
enum ContentKind: String, CaseIterable, LinkParameter {
    case checklists, decks, guides
}

enum LibraryRoute: Route {
    case browse(kind: ContentKind, page: Int?)
}

enum ProfileRoute: Route {
    case user(id: UUID)
}

/// A route that belongs to no tab: it is pushed onto whichever tab is selected.
enum SettingsRoute: Route {
    case about
    /// What's new: a public link that opens as a full-screen cover.
    case whatsNew
}

// MARK: - Links

/// The features of the build and the link patterns each declares.
enum Sailaway {
    static let tabs: [TabID] = [.home, .library, .discover, .charters, .profile]
    static let configuration = LinkConfiguration(scheme: "sailaway", universalHosts: ["sailaway.app"])

    static let checklists: [AnyLinkPattern] = [
        LinkPattern(
            "content/checklist/{id}", aliases: ["content/{id}?type=checklist"], .public, opensIn: [.discover],
            route: ChecklistRoute.detail(id:),
            parameters: { if case .detail(let id) = $0 { id } else { nil } }
        ).erased,
        LinkPattern(
            "checklist/{id}/edit", .internal, opensIn: [.library],
            route: ChecklistRoute.editor(id:),
            parameters: { if case .editor(let id) = $0 { id } else { nil } }
        ).erased,
        LinkPattern(
            "checklist/{id}/rate", .public, presentation: .sheet,
            route: ChecklistRoute.rate(id:),
            parameters: { if case .rate(let id) = $0 { id } else { nil } }
        ).erased,
        LinkPattern(
            "checklist/{id}/delete", .internal,
            route: ChecklistRoute.confirmDelete(id:),
            parameters: { if case .confirmDelete(let id) = $0 { id } else { nil } }
        ).erased,
    ].map { $0.owned(by: "Checklists") }

    static let decks: [AnyLinkPattern] = [
        LinkPattern(
            "content/deck/{id}", aliases: ["content/{id}?type=deck"], .public, opensIn: [.discover],
            route: DeckRoute.detail(id:),
            parameters: { if case .detail(let id) = $0 { id } else { nil } }
        ).erased.owned(by: "Decks")
    ]

    static let charters: [AnyLinkPattern] = [
        LinkPattern(
            "charters", .public, opensIn: [.charters], presentation: .tabRoot,
            route: { CharterRoute.list },
            parameters: { $0 == .list ? () : nil }
        ).erased,
        LinkPattern(
            "charter/{id}", .public, opensIn: [.charters],
            route: CharterRoute.detail(id:),
            parameters: { if case .detail(let id) = $0 { id } else { nil } }
        ).erased,
        LinkPattern(
            "charter/new", .internal, opensIn: [.charters],
            route: { CharterRoute.create },
            parameters: { $0 == .create ? () : nil }
        ).erased,
        LinkPattern(
            "charter/{id}/check-in", .public, opensIn: [.charters],
            parents: { route in
                guard case .checkIn(let id) = route else { return [] }
                return [AnyRoute(CharterRoute.detail(id: id))]
            },
            route: CharterRoute.checkIn(id:),
            parameters: { if case .checkIn(let id) = $0 { id } else { nil } }
        ).erased,
    ].map { $0.owned(by: "Charters") }

    static let search: [AnyLinkPattern] = [
        LinkPattern(
            "search?q={query}", .public, opensIn: [.discover],
            route: SearchRoute.results(query:),
            parameters: { if case .results(let query) = $0 { query } else { nil } }
        ).erased.owned(by: "Search")
    ]

    static let library: [AnyLinkPattern] = [
        LinkPattern(
            "library/browse/{kind}?page={page}", .public, opensIn: [.library],
            route: LibraryRoute.browse(kind:page:),
            parameters: { if case .browse(let kind, let page) = $0 { (kind, page) } else { nil } }
        ).erased.owned(by: "Library")
    ]

    static let profiles: [AnyLinkPattern] = [
        LinkPattern(
            "user/{id}", .public, opensIn: [.profile],
            route: ProfileRoute.user(id:),
            parameters: { if case .user(let id) = $0 { id } else { nil } }
        ).erased.owned(by: "Profiles")
    ]

    static let settings: [AnyLinkPattern] = [
        LinkPattern(
            "settings/about", .internal,
            route: { SettingsRoute.about },
            parameters: { $0 == .about ? () : nil }
        ).erased,
        LinkPattern(
            "whats-new", .public, presentation: .fullScreenCover,
            route: { SettingsRoute.whatsNew },
            parameters: { $0 == .whatsNew ? () : nil }
        ).erased,
    ].map { $0.owned(by: "Settings") }

    static let onboarding: [AnyLinkPattern] = [
        LinkPattern(
            "welcome", .internal, presentation: .fullScreenCover,
            route: { OnboardingRoute.welcome },
            parameters: { $0 == .welcome ? () : nil }
        ).erased,
        LinkPattern(
            "welcome/name", .internal,
            route: { OnboardingRoute.name },
            parameters: { $0 == .name ? () : nil }
        ).erased,
    ].map { $0.owned(by: "Onboarding") }

    /// The guard of a new install: no screen but onboarding's until it is finished.
    static let onboardingGuard = NavigationGuard(
        "onboarding",
        gate: Presentation(AnyRoute(OnboardingRoute.welcome), style: .fullScreenCover),
        allows: { $0.as(OnboardingRoute.self) != nil }
    )

    /// Every feature, by owner name.
    static let features: [(name: String, patterns: [AnyLinkPattern])] = [
        ("Checklists", checklists), ("Decks", decks), ("Charters", charters), ("Search", search),
        ("Library", library), ("Profiles", profiles), ("Settings", settings), ("Onboarding", onboarding),
    ]

    /// The link table of a build; the features in `disabled` are known but unavailable.
    static func links(disabling disabled: Set<String> = []) throws -> LinkTable {
        try LinkTable(
            patterns: features.filter { !disabled.contains($0.name) }.flatMap(\.patterns),
            unavailable: features.filter { disabled.contains($0.name) }.flatMap(\.patterns),
            configuration: configuration
        )
    }

    /// The link table of a build that does not know the features in `removed` at all.
    static func links(removing removed: Set<String>) throws -> LinkTable {
        try LinkTable(
            patterns: features.filter { !removed.contains($0.name) }.flatMap(\.patterns),
            configuration: configuration
        )
    }
}

// MARK: - Sample values

/// IDs from the PRD's link examples.
enum Sample {
    static let checklist = UUID(uuidString: "550e8400-e29b-41d4-a716-446655440000")!
    static let user = UUID(uuidString: "550e8400-e29b-41d4-a716-446655440001")!
    static let charter = UUID(uuidString: "550e8400-e29b-41d4-a716-446655440002")!
    static let deck = UUID(uuidString: "550e8400-e29b-41d4-a716-446655440003")!
    static let otherChecklist = UUID(uuidString: "7c9e6679-7425-40de-944b-e07fc1f90ae7")!
}

extension LinkTable {
    /// Why `link` does not open, or nil when it does.
    func failure(of link: String, from source: LinkSource = .external) -> LinkError.Reason? {
        do {
            _ = try resolve(link, from: source)
            return nil
        } catch {
            return error.reason
        }
    }

    /// The route `link` opens from outside the app.
    func route(_ link: String, from source: LinkSource = .external) throws -> AnyRoute {
        try resolve(link, from: source).route
    }
}

extension NavigationState {
    /// The state after each intent in turn.
    func applying(_ intents: [NavigationIntent]) throws(NavigationError) -> NavigationState {
        var state = self
        for intent in intents {
            state = try state.applying(intent)
        }
        return state
    }
}
