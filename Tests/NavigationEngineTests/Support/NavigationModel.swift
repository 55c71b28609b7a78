import NavigationEngine

/// The reference model of navigation the router is checked against: one plain array per tab,
/// the index of the selected tab, a list of modals each with its own array, whether the
/// onboarding guard holds and the links it keeps — written from the rules of the brief and of
/// issue 14 (tabs are independent, a modal covers the tab bar, a dialog is answered once, a
/// link shows its destination in one step, a guard shows its gate and keeps links until it
/// clears, a stack never shows the same screen twice in a row), not from the router's code.
struct NavigationModel {
    /// Where an accepted link leads, as the link's declaration says.
    enum Effect: Hashable, Sendable {
        /// `stack` (parents, then the route) becomes the whole stack of `tab`, which is selected;
        /// every modal closes.
        case stack([AnyRoute], tab: TabID)
        /// The route is presented alone, in `style`, over the selected tab; other modals close.
        case modal(AnyRoute, PresentationStyle)
        /// `tab` is selected with an empty stack; every modal closes.
        case tabRoot(TabID)
        /// The route belongs to no tab: it is pushed onto the selected one; every modal closes.
        case pushedOntoSelected(AnyRoute)
    }

    /// A modal: its style, its stack (root first), its request.
    struct Modal: Hashable {
        var style: PresentationStyle
        var stack: [AnyRoute]
        var request: ResultRequest?
        var isDialog: Bool { style == .alert || style == .confirmationDialog }
    }

    let tabs: [TabID]
    let policy: ReselectPolicy
    var stacks: [[AnyRoute]]
    var selected = 0
    var modals: [Modal] = []
    /// Whether the onboarding guard holds.
    var onboarding = false
    /// The links kept while it holds.
    var deferred: [Effect] = []
    /// The clock, as time since launch.
    var now: Duration = .zero
    /// The last re-select of the selected tab, for double re-selects.
    var lastReselect: (tab: Int, at: Duration)?

    /// The most links kept before the app is ready, or while a guard holds.
    static let pendingLimit = 8
    /// The onboarding gate: a full-screen cover of the welcome screen.
    static let gate = Modal(style: .fullScreenCover, stack: [AnyRoute(OnboardingRoute.welcome)])

    init(tabs: [TabID], policy: ReselectPolicy) {
        self.tabs = tabs
        self.policy = policy
        stacks = tabs.map { _ in [] }
    }

    // MARK: - Intents

    /// Applies `intent`; false when it (or a step of a sequence) names a tab the app does not
    /// have, and nothing changes.
    mutating func apply(_ intent: NavigationIntent) -> Bool {
        var next = self
        guard next.applyUnguarded(intent) else { return false }
        self = next
        guardState()
        return true
    }

    private mutating func applyUnguarded(_ intent: NavigationIntent) -> Bool {
        func index(_ tab: TabID?) -> Int? { tabs.firstIndex(of: tab ?? tabs[selected]) }
        switch intent {
        case .push(let route, nil):
            answerDialog()
            updateFront { $0.append(route) }
        case .push(let route, let tab?):
            guard let tab = index(tab) else { return false }
            stacks[tab] = Self.once(stacks[tab] + [route])
            // A push onto the tab on screen is what shows: the modals over it close.
            if tab == selected { modals = [] }
        case .pop(let tab):
            guard let tab = index(tab) else { return false }
            if !stacks[tab].isEmpty { stacks[tab].removeLast() }
        case .back:
            if let top = modals.last {
                if !top.isDialog, top.stack.count > 1 {
                    modals[modals.count - 1].stack.removeLast()
                } else {
                    modals.removeLast()
                }
            } else if !stacks[selected].isEmpty {
                stacks[selected].removeLast()
            }
        case .replaceTop(let route, let popping):
            answerDialog()
            updateFront { stack in
                stack.removeLast(min(max(popping, 1), stack.count))
                stack.append(route)
            }
        case .open:
            // Needs the links; the model's steps never ask for it.
            return false
        case .popToRoot(let tab):
            guard let tab = index(tab) else { return false }
            stacks[tab] = []
        case .replaceStack(let routes, let tab):
            guard let tab = index(tab) else { return false }
            stacks[tab] = Self.once(routes)
        case .selectTab(let tab):
            guard let tab = index(tab) else { return false }
            reselect(tab)
            selected = tab
            modals = []
        case .present(let route, let style, let request):
            answerDialog()
            modals.append(Modal(style: style, stack: [route], request: request))
        case .dismiss:
            if !modals.isEmpty { modals.removeLast() }
        case .dismissTo(let level):
            modals = Array(modals.prefix(max(level, 0)))
        case .show(let destination):
            guard let tab = index(destination.tab) else { return false }
            selected = tab
            if let stack = destination.stack { stacks[tab] = Self.once(stack) }
            modals = destination.presentation.map { presentation in
                let isDialog = presentation.style == .alert || presentation.style == .confirmationDialog
                return [Modal(style: presentation.style, stack: isDialog ? [presentation.root] : presentation.stack, request: presentation.request)]
            } ?? []
        case .sequence(let intents):
            for intent in intents {
                guard applyUnguarded(intent) else { return false }
            }
        }
        return true
    }

    /// A dialog on top is answered by going on from it.
    private mutating func answerDialog() {
        if modals.last?.isDialog == true { modals.removeLast() }
    }

    /// Changes the stack in front: the top modal's when it is not a dialog, else the selected
    /// tab's; either shows each screen once in a row, and a modal keeps at least its root.
    private mutating func updateFront(_ change: (inout [AnyRoute]) -> Void) {
        if let top = modals.last, !top.isDialog {
            var stack = top.stack
            change(&stack)
            modals[modals.count - 1].stack = stack.isEmpty ? [top.stack[0]] : Self.once(stack)
        } else {
            change(&stacks[selected])
            stacks[selected] = Self.once(stacks[selected])
        }
    }

    /// `routes` showing each screen once where it would repeat the one under it.
    static func once(_ routes: [AnyRoute]) -> [AnyRoute] {
        routes.reduce(into: []) { stack, route in
            if stack.last != route { stack.append(route) }
        }
    }

    private mutating func reselect(_ tab: Int) {
        guard tab == selected else {
            lastReselect = nil
            return
        }
        switch policy {
        case .keepStack:
            lastReselect = (tab, now)
        case .popToRoot:
            lastReselect = (tab, now)
            stacks[tab] = []
        case .popToRootOnDoubleReselect(let within):
            if let last = lastReselect, last.tab == tab, now - last.at <= within {
                lastReselect = nil
                stacks[tab] = []
            } else {
                lastReselect = (tab, now)
            }
        }
    }

    // MARK: - The guard

    /// Whether what is shown is onboarding's own: every screen of the top modal, or the top of
    /// the selected stack when none is shown.
    var showsOnlyOnboarding: Bool {
        let shown = modals.last?.stack ?? stacks[selected].suffix(1)
        return !shown.isEmpty && shown.allSatisfy { $0.as(OnboardingRoute.self) != nil }
    }

    /// While the guard holds, anything else shown gives way to the gate, alone.
    private mutating func guardState() {
        if onboarding, !showsOnlyOnboarding { modals = [Self.gate] }
    }

    /// The guard starts or stops holding. When it stops, its gate and whatever was over it
    /// close and the kept links open, in order.
    mutating func setOnboarding(_ holds: Bool) {
        let clears = onboarding && !holds
        onboarding = holds
        if clears {
            if let gate = modals.firstIndex(where: { $0.stack.first == Self.gate.stack[0] }) {
                modals = Array(modals.prefix(gate))
            }
            for effect in deferred { show(effect) }
            deferred = []
        }
        guardState()
    }

    // MARK: - Links

    /// Opens a link that was accepted: shown, or kept while the guard would turn it away.
    mutating func open(_ effect: Effect) {
        var next = self
        next.show(effect)
        if onboarding, !next.showsOnlyOnboarding {
            keep(effect)
            guardState()
        } else {
            self = next
        }
    }

    private mutating func keep(_ effect: Effect) {
        deferred.append(effect)
        if deferred.count > Self.pendingLimit { deferred.removeFirst() }
    }

    private mutating func show(_ effect: Effect) {
        switch effect {
        case .stack(let routes, let tab):
            let tab = tabs.firstIndex(of: tab)!
            selected = tab
            stacks[tab] = Self.once(routes)
            modals = []
        case .modal(let route, let style):
            modals = [Modal(style: style, stack: [route])]
        case .tabRoot(let tab):
            let tab = tabs.firstIndex(of: tab)!
            selected = tab
            stacks[tab] = []
            modals = []
        case .pushedOntoSelected(let route):
            stacks[selected] = Self.once(stacks[selected] + [route])
            modals = []
        }
    }

    /// A cold start: the accepted links that arrived before the app was ready, of which only the
    /// last ``pendingLimit`` are kept, applied in order — or all kept while the guard would turn
    /// them away.
    mutating func launch(opening effects: [Effect]) {
        let effects = effects.suffix(Self.pendingLimit)
        var next = self
        for effect in effects { next.show(effect) }
        if onboarding, !next.showsOnlyOnboarding {
            for effect in effects { keep(effect) }
            guardState()
        } else {
            self = next
        }
    }

    // MARK: - Comparing

    /// How `state` and `deferredLinks` differ from the model, or nil when they are the same.
    func difference(from state: NavigationState, deferredLinks: Int) -> String? {
        var differences: [String] = []
        if state.tabs != tabs { differences.append("tabs \(state.tabs), model \(tabs)") }
        if state.selectedTab != tabs[selected] {
            differences.append("selected tab \(state.selectedTab), model \(tabs[selected])")
        }
        for (index, tab) in tabs.enumerated() where state.stack(tab) != stacks[index] {
            differences.append("\(tab) stack \(state.stack(tab)), model \(stacks[index])")
        }
        let shown = state.presentations.map { Modal(style: $0.style, stack: $0.stack, request: $0.request) }
        if shown != modals { differences.append("modals \(shown), model \(modals)") }
        if deferredLinks != deferred.count { differences.append("\(deferredLinks) deferred links, model \(deferred.count)") }
        return differences.isEmpty ? nil : differences.joined(separator: "; ")
    }
}
