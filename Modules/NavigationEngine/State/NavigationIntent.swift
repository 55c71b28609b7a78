/// A request to change navigation: the one vocabulary of everything that navigates — a screen's
/// action, a link, the host's back button. The router applies intents; nothing else changes its
/// state.
public enum NavigationIntent: Hashable, Sendable {
    /// Pushes a route. With no `tab`, onto what is in front: inside the modal on top when it
    /// holds a stack (a dialog on top is answered first), else onto the selected tab. With a
    /// `tab`, onto that tab's stack; pushing onto the selected tab then dismisses every modal,
    /// so the route is what shows.
    case push(AnyRoute, tab: TabID? = nil)
    /// Pops the top route of a tab's stack (the selected tab's when `tab` is nil).
    case pop(tab: TabID? = nil)
    /// Goes back from what is shown: dismisses a dialog, pops inside the modal on top, dismisses
    /// a modal at its root, else pops the selected stack.
    case back
    /// Replaces the top of the stack in front and the `popping - 1` routes under it with
    /// `route`, in one step, as after saving a new item or finishing a step of a flow. The stack
    /// in front is the top modal's when it holds one, else the selected tab's; a dialog on top
    /// is answered first.
    case replaceTop(AnyRoute, popping: Int = 1)
    /// Empties a tab's stack (the selected tab's when `tab` is nil).
    case popToRoot(tab: TabID? = nil)
    /// Replaces a tab's stack.
    case replaceStack([AnyRoute], tab: TabID)
    /// Selects a tab and dismisses every modal. Selecting the selected tab applies the
    /// router's ``ReselectPolicy``.
    case selectTab(TabID)
    /// Presents a modal over what is shown (a modal over a modal), replacing a dialog on top.
    /// With a `request`, the modal answers it: it chooses a value for the requesting screen.
    case present(AnyRoute, style: PresentationStyle = .sheet, request: ResultRequest? = nil)
    /// Dismisses the modal on top, with its whole stack.
    case dismiss
    /// Dismisses modals until `level` are left: 0 dismisses them all, 1 keeps the first.
    case dismissTo(level: Int)
    /// Shows a destination in one step: selects its tab, replaces its stack, sets its modal.
    case show(Destination)
    /// Shows a route where its link says it lives, switching tab if needed, as opening its link
    /// from inside the app does (show a user: the Profile tab with that profile). Only the
    /// router, which holds the links, can resolve it.
    case open(AnyRoute)
    /// Applies intents in order as one change: answering a dialog and going on from the screen
    /// under it, dismissing to a level and pushing there.
    case sequence([NavigationIntent])
}

/// Where a link or a cross-tab action leads: a tab, its new stack, and a modal.
public struct Destination: Hashable, Sendable {
    /// The tab to select.
    public var tab: TabID
    /// The tab's new stack, or nil to keep the stack it has.
    public var stack: [AnyRoute]?
    /// The modal to present over it, or nil for none; any other modal is dismissed.
    public var presentation: Presentation?

    /// Creates a destination.
    public init(tab: TabID, stack: [AnyRoute]?, presentation: Presentation? = nil) {
        self.tab = tab
        self.stack = stack
        self.presentation = presentation
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
    /// Guards kept redirecting to each other's gates: each gate is a screen another holding
    /// guard does not allow. Names the guards in the order they redirected.
    case guardLoop([GuardID])

    public var description: String {
        switch self {
        case .unknownTab(let tab, let available):
            "There is no '\(tab)' tab in this build. Tabs: \(available.map(\.rawValue).joined(separator: ", "))."
        case .noLink:
            "This screen has no link in this build, so it cannot be shown."
        case .guardLoop(let guards):
            "The guards \(guards.map { "'\($0)'" }.joined(separator: " → ")) redirect to each other's gates without end."
        }
    }
}

extension NavigationState {
    /// The state after `intent`, without re-select policy (a re-select keeps the stack) and
    /// without guards.
    ///
    /// `.open` needs the link table: the router resolves it to `.show` first, and here it
    /// throws ``NavigationError/noLink(_:)``.
    ///
    /// Only the stack of the tab an intent names (or the selected one) changes: this is what
    /// keeps tabs independent.
    public func applying(_ intent: NavigationIntent) throws(NavigationError) -> NavigationState {
        var next = self
        try next.apply(intent)
        return next
    }

    private mutating func apply(_ intent: NavigationIntent) throws(NavigationError) {
        func tab(_ tab: TabID?) throws(NavigationError) -> TabID {
            let tab = tab ?? selectedTab
            guard contains(tab) else { throw .unknownTab(tab, available: tabs) }
            return tab
        }
        switch intent {
        case .push(let route, nil):
            answerDialog()
            updateFront { $0 + [route] }
        case .push(let route, let target?):
            let target = try tab(target)
            setStack(stack(target) + [route], for: target)
            if target == selectedTab { presentations = [] }
        case .pop(let target):
            let target = try tab(target)
            setStack(Array(stack(target).dropLast()), for: target)
        case .back:
            if let top = topPresentation {
                if top.holdsStack, top.stack.count > 1 {
                    presentations[presentations.count - 1].setStack(top.stack.dropLast())
                } else {
                    presentations.removeLast()
                }
            } else {
                setStack(Array(selectedStack.dropLast()), for: selectedTab)
            }
        case .replaceTop(let route, let popping):
            answerDialog()
            updateFront { $0.dropLast(max(popping, 1)) + [route] }
        case .popToRoot(let target):
            setStack([], for: try tab(target))
        case .replaceStack(let routes, let target):
            setStack(routes, for: try tab(target))
        case .selectTab(let target):
            // A modal covers the tab bar: reaching another tab means leaving every modal.
            selectedTab = try tab(target)
            presentations = []
        case .present(let route, let style, let request):
            answerDialog()
            presentations.append(Presentation(route, style: style, request: request))
        case .dismiss:
            if !presentations.isEmpty { presentations.removeLast() }
        case .dismissTo(let level):
            presentations = Array(presentations.prefix(max(level, 0)))
        case .show(let destination):
            let target = try tab(destination.tab)
            selectedTab = target
            if let stack = destination.stack { setStack(stack, for: target) }
            presentations = destination.presentation.map { [$0] } ?? []
        case .open(let route):
            throw .noLink(route)
        case .sequence(let intents):
            for intent in intents { try apply(intent) }
        }
    }

    /// Removes a dialog on top: an intent that goes on from it answers it.
    private mutating func answerDialog() {
        if topPresentation?.style.isDialog == true { presentations.removeLast() }
    }

    /// Changes the stack in front: the top modal's when it holds one, else the selected tab's.
    private mutating func updateFront(_ change: ([AnyRoute]) -> [AnyRoute]) {
        if let top = topPresentation, top.holdsStack {
            presentations[presentations.count - 1].setStack(change(top.stack))
        } else {
            setStack(change(selectedStack), for: selectedTab)
        }
    }
}
