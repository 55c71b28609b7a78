/// The navigation state laid out for a wide window, as SwiftUI's three-column
/// `NavigationSplitView` lays it out: a sidebar of tabs, a content column with the selected
/// tab's root (its list), and a detail column with the tab's stack.
///
/// A pure projection: it reads the state and keeps nothing of its own, and
/// ``state(over:)`` gives the state back, so moving between a compact and a wide window never
/// changes or loses anything. What a person does in the wide layout is an ordinary intent
/// (``select(tab:)``, ``select(_:)``, ``back``), so both layouts change the one state the same way.
public struct SplitLayout: Hashable, Sendable {
    /// The sidebar: the tabs, in tab-bar order.
    public let sidebar: [TabID]
    /// The tab selected in the sidebar, whose root fills the content column.
    public let selectedTab: TabID
    /// The detail column's stack, root first: the route chosen in the content column and what
    /// was pushed over it. Empty when nothing is chosen.
    public let detail: [AnyRoute]
    /// The modals over the whole layout.
    public let presentations: [Presentation]

    /// The layout of `state`.
    public init(_ state: NavigationState) {
        sidebar = state.tabs
        selectedTab = state.selectedTab
        detail = state.selectedStack
        presentations = state.presentations
    }

    /// The route the content column marks as chosen: the root of the detail stack.
    public var chosen: AnyRoute? { detail.first }

    /// The screen the detail column shows: the top of its stack.
    public var detailTop: AnyRoute? { detail.last }

    /// The state this layout shows, over `base` (which holds the other tabs' stacks): `base`
    /// itself for the layout of `base`.
    public func state(over base: NavigationState) -> NavigationState {
        var state = base
        state.selectedTab = selectedTab
        state.setStack(detail, for: selectedTab)
        state.presentations = presentations
        return state
    }

    // MARK: - What a person does in the wide layout

    /// Choosing a tab in the sidebar.
    public static func select(tab: TabID) -> NavigationIntent {
        .selectTab(tab)
    }

    /// Choosing `route` in the content column: it replaces the detail column's stack.
    public func select(_ route: AnyRoute) -> NavigationIntent {
        .replaceStack([route], tab: selectedTab)
    }

    /// Back in the detail column: dismisses a modal, else pops the detail stack.
    public static let back = NavigationIntent.back
}
