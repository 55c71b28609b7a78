/// Everything navigation is: which tab is selected, each tab's stack, and the modals presented
/// over them.
///
/// A plain value: the router owns the one the app shows, tests build their own, and restoration
/// encodes it. Tabs keep the order they were created with, which is the tab bar's order.
public struct NavigationState: Hashable, Sendable {
    /// The tabs, in tab-bar order.
    public let tabs: [TabID]
    /// The tab on screen.
    public internal(set) var selectedTab: TabID
    /// The modals over the app, bottom first: a sheet, a cover over it, a dialog on top.
    public internal(set) var presentations: [Presentation]
    private var stacks: [TabID: [AnyRoute]]

    /// The state at launch: every stack empty, the first tab selected, nothing presented.
    ///
    /// - Precondition: `tabs` is not empty and names each tab once.
    public init(tabs: [TabID]) {
        precondition(!tabs.isEmpty, "A navigation state needs at least one tab")
        precondition(Set(tabs).count == tabs.count, "Tab names must be unique: \(tabs)")
        self.tabs = tabs
        self.selectedTab = tabs[0]
        self.presentations = []
        self.stacks = Dictionary(uniqueKeysWithValues: tabs.map { ($0, []) })
    }

    /// The stack of `tab`, bottom first; empty for a tab the state does not have.
    public func stack(_ tab: TabID) -> [AnyRoute] {
        stacks[tab] ?? []
    }

    /// The stack of the selected tab.
    public var selectedStack: [AnyRoute] {
        stack(selectedTab)
    }

    /// Whether the state has `tab`.
    public func contains(_ tab: TabID) -> Bool {
        stacks[tab] != nil
    }

    /// The modal on top, if any.
    public var topPresentation: Presentation? {
        presentations.last
    }

    /// The route of the screen on top: the top modal's, else the top of the selected stack; nil
    /// when the selected tab shows its root.
    public var visibleRoute: AnyRoute? {
        topPresentation?.top ?? selectedStack.last
    }

    /// Replaces the stack of a tab the state has.
    ///
    /// A stack never holds the same route twice in a row: a route pushed onto itself is not
    /// pushed again, and replacing a screen with the route under it returns to that entry (an
    /// editor opened from a detail page saves back to the page, not to a second copy of it).
    /// Back then always changes what is shown.
    mutating func setStack(_ routes: [AnyRoute], for tab: TabID) {
        precondition(contains(tab))
        stacks[tab] = Self.withoutRepeats(routes)
    }

    /// `routes` with every route that repeats the one under it removed.
    static func withoutRepeats(_ routes: [AnyRoute]) -> [AnyRoute] {
        var result: [AnyRoute] = []
        result.reserveCapacity(routes.count)
        // Each route beside the one before it in `routes`: within a run of equal routes that is
        // the one kept. (Not `route != result.last`: comparing optionals of `AnyRoute` looks up
        // the optional type's metadata at every step, a tenth of restoring a document.)
        for index in routes.indices where index == routes.startIndex || routes[index] != routes[index - 1] {
            result.append(routes[index])
        }
        return result
    }
}
