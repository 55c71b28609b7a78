import NavigationEngine

extension TabID {
    /// Home: greeting, quick actions, recent activity.
    public static let home: TabID = "home"
    /// Library: the user's own, forked and contributed content.
    public static let library: TabID = "library"
    /// Discover: trending and recommended content, and search.
    public static let discover: TabID = "discover"
    /// Charters: the user's charters and their checklist runs.
    public static let charters: TabID = "charters"
    /// Profile: the user's profile, other users, settings.
    public static let profile: TabID = "profile"
}
