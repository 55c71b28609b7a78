import NavigationEngine

extension TabID {
    /// Home: a greeting, quick actions, recent activity. Every build has it.
    public static let home: TabID = "home"
    /// Library: the user's own, forked and contributed content. Every build has it.
    public static let library: TabID = "library"
}
