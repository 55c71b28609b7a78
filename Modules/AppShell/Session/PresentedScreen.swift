import FeatureRegistry
import NavigationEngine

/// What the user sees now: the screen on top (the top modal's, if one is shown), where it is,
/// and the tab bar.
public struct PresentedScreen: Sendable {
    /// One tab of the tab bar.
    public struct TabItem: Hashable, Sendable {
        /// The tab.
        public var id: TabID
        /// Its name.
        public var title: String
        /// Whether it is selected.
        public var isSelected: Bool
    }

    /// The screen.
    public var screen: Screen
    /// The selected tab.
    public var tab: TabID
    /// The screen's canonical link.
    public var link: String?
    /// The titles from the tab's root to this screen.
    public var breadcrumb: [String]
    /// How the screen is presented over the tab, when it is a modal.
    public var presentation: PresentationStyle?
    /// How many modals are shown, this one included: 2 for a modal over a modal.
    public var modalLevel: Int
    /// The tab bar.
    public var tabs: [TabItem]
    /// The data's version its screens were loaded at (``AppSession/dataVersion()``), read
    /// before them: a face that reads another version later loads it again.
    public var dataVersion: Int?

    /// Whether the screen is a sheet over the tab.
    public var isSheet: Bool { presentation == .sheet }
}
