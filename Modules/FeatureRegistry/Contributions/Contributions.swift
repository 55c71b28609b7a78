/// Everything features contribute to the host's extension points, merged and ordered.
public struct Contributions: Sendable {
    /// The tabs, in tab-bar order.
    public internal(set) var tabs: [TabContribution] = []
    /// Home's quick actions, in order.
    public internal(set) var quickActions: [QuickAction] = []
    /// Library's sections, in order.
    public internal(set) var librarySections: [LibrarySection] = []
    /// Home's recent activity.
    public internal(set) var activityProviders: [ContentProvider] = []
    /// Discover's trending and recommended content.
    public internal(set) var discoverProviders: [ContentProvider] = []
    /// The kinds of content search covers.
    public internal(set) var searchProviders: [SearchProvider] = []
    /// The sections of a user's profile.
    public internal(set) var profileSections: [ProfileSection] = []

    /// Creates an empty set of contributions.
    public init() {}

    mutating func merge(_ other: Contributions) {
        tabs += other.tabs
        quickActions += other.quickActions
        librarySections += other.librarySections
        activityProviders += other.activityProviders
        discoverProviders += other.discoverProviders
        searchProviders += other.searchProviders
        profileSections += other.profileSections
    }

    mutating func sort() {
        tabs.sort { ($0.order, $0.id) < ($1.order, $1.id) }
        quickActions.sort { ($0.order, $0.title) < ($1.order, $1.title) }
        librarySections.sort { ($0.order, $0.title) < ($1.order, $1.title) }
        activityProviders.sort { ($0.order, $0.title) < ($1.order, $1.title) }
        discoverProviders.sort { ($0.order, $0.title) < ($1.order, $1.title) }
        searchProviders.sort { ($0.order, $0.contentType) < ($1.order, $1.contentType) }
        profileSections.sort { ($0.order, $0.title) < ($1.order, $1.title) }
    }
}
