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

@CasePathable
enum ChecklistRoute: Route {
    case detail(id: UUID)
    case editor(id: UUID)
    case rate(id: UUID)
    /// The question before deleting a checklist: a dialog.
    case confirmDelete(id: UUID)
}

@CasePathable
enum DeckRoute: Route {
    case detail(id: UUID)
}

@CasePathable
enum CharterRoute: Route {
    /// The Charters tab itself, as a link: `sailaway://charters`.
    case list
    case detail(id: UUID)
    case create
    /// A charter's check-in, opened by its link over the charter (its parent).
    case checkIn(id: UUID)
}

/// The onboarding flow: the gate of the `onboarding` guard.
@CasePathable
enum OnboardingRoute: Route {
    case welcome
    case name
}

@CasePathable
enum SearchRoute: Route {
    case results(query: String)
}

/// A closed set of words in a link, such as `library/browse/decks`.
enum ContentKind: String, CaseIterable, LinkParameter {
    case checklists, decks, guides
}

@CasePathable
enum LibraryRoute: Route {
    case browse(kind: ContentKind, page: Int?)
}

@CasePathable
enum ProfileRoute: Route {
    case user(id: UUID)
}

/// A route that belongs to no tab: it is pushed onto whichever tab is selected.
@CasePathable
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
        LinkPattern<ChecklistRoute>(
            "content/checklist/{id}", aliases: ["content/{id}?type=checklist"], .public, opensIn: [.discover],
            case: \.detail
        ).erased,
        LinkPattern<ChecklistRoute>("checklist/{id}/edit", .internal, opensIn: [.library], case: \.editor).erased,
        LinkPattern<ChecklistRoute>("checklist/{id}/rate", .public, presentation: .sheet, case: \.rate).erased,
        LinkPattern<ChecklistRoute>("checklist/{id}/delete", .internal, case: \.confirmDelete).erased,
    ].map { $0.owned(by: "Checklists") }

    static let decks: [AnyLinkPattern] = [
        LinkPattern<DeckRoute>(
            "content/deck/{id}", aliases: ["content/{id}?type=deck"], .public, opensIn: [.discover],
            case: \.detail
        ).erased.owned(by: "Decks")
    ]

    static let charters: [AnyLinkPattern] = [
        LinkPattern<CharterRoute>("charters", .public, opensIn: [.charters], presentation: .tabRoot, case: \.list).erased,
        LinkPattern<CharterRoute>("charter/{id}", .public, opensIn: [.charters], case: \.detail).erased,
        LinkPattern<CharterRoute>("charter/new", .internal, opensIn: [.charters], case: \.create).erased,
        LinkPattern<CharterRoute>(
            "charter/{id}/check-in", .public, opensIn: [.charters],
            case: \.checkIn,
            parents: { id in [AnyRoute(CharterRoute.detail(id: id))] }
        ).erased,
    ].map { $0.owned(by: "Charters") }

    static let search: [AnyLinkPattern] = [
        LinkPattern<SearchRoute>(
            "search?q={query}", .public, opensIn: [.discover],
            case: \.results
        ).erased.owned(by: "Search")
    ]

    static let library: [AnyLinkPattern] = [
        LinkPattern<LibraryRoute>(
            "library/browse/{kind}?page={page}", .public, opensIn: [.library],
            case: \.browse, values: (ContentKind, Int?).self
        ).erased.owned(by: "Library")
    ]

    static let profiles: [AnyLinkPattern] = [
        LinkPattern<ProfileRoute>("user/{id}", .public, opensIn: [.profile], case: \.user).erased.owned(by: "Profiles")
    ]

    static let settings: [AnyLinkPattern] = [
        LinkPattern<SettingsRoute>("settings/about", .internal, case: \.about).erased,
        LinkPattern<SettingsRoute>("whats-new", .public, presentation: .fullScreenCover, case: \.whatsNew).erased,
    ].map { $0.owned(by: "Settings") }

    static let onboarding: [AnyLinkPattern] = [
        LinkPattern<OnboardingRoute>("welcome", .internal, presentation: .fullScreenCover, case: \.welcome).erased,
        LinkPattern<OnboardingRoute>("welcome/name", .internal, case: \.name).erased,
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
