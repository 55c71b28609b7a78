/// A request to change navigation: the one vocabulary of everything that navigates — a screen's
/// action, a link, the host's back button. The router applies intents; nothing else changes its
/// state.
public enum NavigationIntent: Hashable, Sendable {
    /// Pushes a route onto a tab's stack (the selected tab's when `tab` is nil). A push onto the
    /// selected tab while a sheet is shown closes the sheet in the same step: the route lands
    /// on the stack under it.
    case push(AnyRoute, tab: TabID? = nil)
    /// Pops the top route of a tab's stack (the selected tab's when `tab` is nil).
    case pop(tab: TabID? = nil)
    /// Goes back from what is shown: closes the sheet if one is shown, else pops the selected
    /// stack.
    case back
    /// Replaces the top of the selected stack and the `popping - 1` routes under it with
    /// `route`, in one step, as after saving a new item or finishing a step of a flow; closes
    /// any sheet.
    case replaceTop(AnyRoute, popping: Int = 1)
    /// Empties a tab's stack (the selected tab's when `tab` is nil).
    case popToRoot(tab: TabID? = nil)
    /// Replaces a tab's stack.
    case replaceStack([AnyRoute], tab: TabID)
    /// Selects a tab and dismisses any sheet. Selecting the selected tab applies the router's
    /// ``ReselectPolicy``.
    case selectTab(TabID)
    /// Presents a sheet over the app, replacing any sheet already shown.
    case present(AnyRoute)
    /// Dismisses the sheet.
    case dismissSheet
    /// Shows a destination in one step: selects its tab, replaces its stack, sets its sheet.
    case show(Destination)
    /// Shows a route where its link says it lives, switching tab if needed, as opening its link
    /// from inside the app does (show a user: the Profile tab with that profile). Only the
    /// router, which holds the links, can resolve it.
    case open(AnyRoute)
}

/// Where a link or a cross-tab action leads: a tab, its new stack, and a sheet.
public struct Destination: Hashable, Sendable {
    /// The tab to select.
    public var tab: TabID
    /// The tab's new stack, or nil to keep the stack it has.
    public var stack: [AnyRoute]?
    /// The sheet to present over it, or nil for none.
    public var sheet: AnyRoute?

    /// Creates a destination.
    public init(tab: TabID, stack: [AnyRoute]?, sheet: AnyRoute? = nil) {
        self.tab = tab
        self.stack = stack
        self.sheet = sheet
    }
}

/// What selecting the tab that is already selected does.
public enum ReselectPolicy: Hashable, Sendable {
    /// Nothing: the stack stays (the PRD's choice, and the default).
    case keepStack
    /// The stack returns to its root.
    case popToRoot
    /// The stack returns to its root on a second re-select within `interval`.
    case popToRootOnDoubleReselect(within: Duration)
}

/// Why an intent cannot be applied.
public enum NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The intent names a tab this build does not have.
    case unknownTab(TabID, available: [TabID])
    /// The intent shows a route no link of this build prints, so nothing says where it lives.
    case noLink(AnyRoute)

    public var description: String {
        switch self {
        case .unknownTab(let tab, let available):
            "There is no '\(tab)' tab in this build. Tabs: \(available.map(\.rawValue).joined(separator: ", "))."
        case .noLink:
            "This screen has no link in this build, so it cannot be shown."
        }
    }
}

extension NavigationState {
    /// The state after `intent`, without re-select policy (a re-select keeps the stack).
    ///
    /// `.open` needs the link table: the router resolves it to `.show` first, and here it
    /// throws ``NavigationError/noLink(_:)``.
    ///
    /// Only the stack of the tab an intent names (or the selected one) changes: this is what
    /// keeps tabs independent.
    public func applying(_ intent: NavigationIntent) throws(NavigationError) -> NavigationState {
        var next = self
        func tab(_ tab: TabID?) throws(NavigationError) -> TabID {
            let tab = tab ?? selectedTab
            guard contains(tab) else { throw .unknownTab(tab, available: tabs) }
            return tab
        }
        switch intent {
        case .push(let route, let target):
            let target = try tab(target)
            next.setStack(stack(target) + [route], for: target)
            if target == selectedTab { next.sheet = nil }
        case .pop(let target):
            let target = try tab(target)
            next.setStack(Array(stack(target).dropLast()), for: target)
        case .back:
            if sheet != nil {
                next.sheet = nil
            } else {
                next.setStack(Array(selectedStack.dropLast()), for: selectedTab)
            }
        case .replaceTop(let route, let popping):
            next.setStack(selectedStack.dropLast(max(popping, 1)) + [route], for: selectedTab)
            next.sheet = nil
        case .popToRoot(let target):
            next.setStack([], for: try tab(target))
        case .replaceStack(let routes, let target):
            next.setStack(routes, for: try tab(target))
        case .selectTab(let target):
            // A sheet covers the tab bar: reaching another tab means leaving the sheet.
            next.selectedTab = try tab(target)
            next.sheet = nil
        case .present(let route):
            next.sheet = route
        case .dismissSheet:
            next.sheet = nil
        case .show(let destination):
            let target = try tab(destination.tab)
            next.selectedTab = target
            if let stack = destination.stack { next.setStack(stack, for: target) }
            next.sheet = destination.sheet
        case .open(let route):
            throw .noLink(route)
        }
        return next
    }
}
