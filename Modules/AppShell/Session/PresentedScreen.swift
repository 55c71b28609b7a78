import FeatureRegistry
import NavigationEngine

/// What the user sees now: the screen on top (the sheet, if one is shown), where it is, and
/// the tab bar.
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
    /// Whether the screen is a sheet over the tab.
    public var isSheet: Bool
    /// The tab bar.
    public var tabs: [TabItem]
}
