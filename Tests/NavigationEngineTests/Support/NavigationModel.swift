import NavigationEngine

/// The reference model of navigation the router is checked against: one plain array per tab,
/// the index of the selected tab, the sheet — written from the rules of the brief (tabs are
/// independent, a sheet covers the tab bar, a link shows its destination in one step, a stack
/// never shows the same screen twice in a row), not from the router's code.
struct NavigationModel {
    /// Where an accepted link leads, as the link's declaration says.
    enum Effect: Hashable, Sendable {
        /// The route becomes the whole stack of `tab`, which is selected; the sheet closes.
        case stack(AnyRoute, tab: TabID)
        /// The route is presented over whatever is shown.
        case sheet(AnyRoute)
        /// `tab` is selected with an empty stack; the sheet closes.
        case tabRoot(TabID)
        /// The route belongs to no tab: it is pushed onto the selected one; the sheet closes.
        case pushedOntoSelected(AnyRoute)
    }

    let tabs: [TabID]
    let policy: ReselectPolicy
    var stacks: [[AnyRoute]]
    var selected = 0
    var sheet: AnyRoute?
    /// The clock, as time since launch.
    var now: Duration = .zero
    /// The last re-select of the selected tab, for double re-selects.
    var lastReselect: (tab: Int, at: Duration)?

    /// The most links kept before the app is ready.
    static let pendingLimit = 8

    init(tabs: [TabID], policy: ReselectPolicy) {
        self.tabs = tabs
        self.policy = policy
        stacks = tabs.map { _ in [] }
    }

    // MARK: - Intents

    /// Applies `intent`; false when it names a tab the app does not have (and nothing changes).
    mutating func apply(_ intent: NavigationIntent) -> Bool {
        func index(_ tab: TabID?) -> Int? { tabs.firstIndex(of: tab ?? tabs[selected]) }
        switch intent {
        case .push(let route, let tab):
            guard let tab = index(tab) else { return false }
            // Pushing the screen already on top shows it once.
            if stacks[tab].last != route { stacks[tab].append(route) }
            // A push onto the tab on screen lands under the sheet, which closes.
            if tab == selected { sheet = nil }
        case .pop(let tab):
            guard let tab = index(tab) else { return false }
            if !stacks[tab].isEmpty { stacks[tab].removeLast() }
        case .back:
            if sheet != nil {
                sheet = nil
            } else if !stacks[selected].isEmpty {
                stacks[selected].removeLast()
            }
        case .replaceTop(let route, let popping):
            stacks[selected].removeLast(min(max(popping, 1), stacks[selected].count))
            if stacks[selected].last != route { stacks[selected].append(route) }
            sheet = nil
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
            sheet = nil
        case .present(let route):
            sheet = route
        case .dismissSheet:
            sheet = nil
        case .show(let destination):
            guard let tab = index(destination.tab) else { return false }
            selected = tab
            if let stack = destination.stack { stacks[tab] = Self.once(stack) }
            sheet = destination.sheet
        }
        return true
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

    // MARK: - Links

    /// Opens a link that was accepted.
    mutating func open(_ effect: Effect) {
        switch effect {
        case .stack(let route, let tab):
            let tab = tabs.firstIndex(of: tab)!
            selected = tab
            stacks[tab] = [route]
            sheet = nil
        case .sheet(let route):
            sheet = route
        case .tabRoot(let tab):
            let tab = tabs.firstIndex(of: tab)!
            selected = tab
            stacks[tab] = []
            sheet = nil
        case .pushedOntoSelected(let route):
            if stacks[selected].last != route { stacks[selected].append(route) }
            sheet = nil
        }
    }

    /// A cold start: the accepted links that arrived before the app was ready, of which only the
    /// last ``pendingLimit`` are kept, applied in order.
    mutating func launch(opening effects: [Effect]) {
        for effect in effects.suffix(Self.pendingLimit) {
            open(effect)
        }
    }

    // MARK: - Comparing

    /// How `state` differs from the model, or nil when it is the same.
    func difference(from state: NavigationState) -> String? {
        var differences: [String] = []
        if state.tabs != tabs { differences.append("tabs \(state.tabs), model \(tabs)") }
        if state.selectedTab != tabs[selected] {
            differences.append("selected tab \(state.selectedTab), model \(tabs[selected])")
        }
        for (index, tab) in tabs.enumerated() where state.stack(tab) != stacks[index] {
            differences.append("\(tab) stack \(state.stack(tab)), model \(stacks[index])")
        }
        if state.sheet != sheet { differences.append("sheet \(String(describing: state.sheet)), model \(String(describing: sheet))") }
        return differences.isEmpty ? nil : differences.joined(separator: "; ")
    }
}
