import FeatureRegistry
import NavigationEngine

/// How a browser's address becomes navigation: Back and Forward map onto the app's own back
/// and onto links opened from inside it, and a typed address is a link from outside.
///
/// Each rule is tried in order; docs/WEB.md explains why.
enum AppNavigation {
    /// What to do for an address.
    enum Step: Equatable {
        /// It is the visible screen: show it, change nothing (a reload).
        case show
        /// Its route is in the state: go back to it with these intents, in order.
        case goBack([NavigationIntent])
        /// This session has shown it: open it as a link from inside the app.
        case openInside
        /// A typed or pasted address: open it as a link from outside.
        case openOutside
    }

    /// The step for `route` (nil when the address names no route at all) in `state`, when the
    /// session has shown the address before or not.
    static func step(for route: AnyRoute?, in state: NavigationState, visible: AnyRoute, wasShown: Bool) -> Step {
        guard let route else { return wasShown ? .openInside : .openOutside }
        if route == visible { return .show }
        if let intents = intentsBack(to: route, in: state) { return .goBack(intents) }
        return wasShown ? .openInside : .openOutside
    }

    /// The intents that go back to `route` where it is in `state`: the topmost place first —
    /// a modal's stack, then the selected tab's, then another tab's, then a tab's root.
    static func intentsBack(to route: AnyRoute, in state: NavigationState) -> [NavigationIntent]? {
        for level in state.presentations.indices.reversed() {
            let stack = state.presentations[level].stack
            guard let index = stack.lastIndex(of: route) else { continue }
            return [.dismissTo(level: level + 1)] + Array(repeating: .back, count: stack.count - 1 - index)
        }
        let tabs = [state.selectedTab] + state.tabs.filter { $0 != state.selectedTab }
        for tab in tabs {
            let stack = state.stack(tab)
            let select: [NavigationIntent] = tab == state.selectedTab ? [] : [.selectTab(tab)]
            if let index = stack.lastIndex(of: route) {
                return [.dismissTo(level: 0)] + select + Array(repeating: .pop(tab: tab), count: stack.count - 1 - index)
            }
            if route == AnyRoute(TabRootRoute(tab)) {
                return [.dismissTo(level: 0)] + select + [.popToRoot(tab: tab)]
            }
        }
        return nil
    }
}
