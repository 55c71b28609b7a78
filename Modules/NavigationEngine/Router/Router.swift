import Foundation
import Logging
import Observation

/// The one owner of navigation state: it applies intents and links, and tells observers.
///
/// Views and screen models never change navigation themselves; they ask the router. Every
/// change is one ``NavigationEvent``, delivered to each observer and to the log.
@MainActor
@Observable
public final class Router {
    /// The current navigation state.
    public private(set) var state: NavigationState
    /// Whether the host has said the app is ready; links before that are queued.
    public private(set) var isReady = false
    /// What re-selecting the selected tab does.
    public var reselectPolicy: ReselectPolicy

    /// The links the router parses and prints.
    @ObservationIgnored public let links: LinkTable
    @ObservationIgnored private var observers: [Int: @MainActor (NavigationEvent) -> Void] = [:]
    @ObservationIgnored private var nextObserverID = 0
    @ObservationIgnored private var pending: [(link: String, resolved: ResolvedLink)] = []
    @ObservationIgnored private var lastReselect: (tab: TabID, at: ContinuousClock.Instant)?
    @ObservationIgnored private var undelivered: [NavigationEvent] = []
    @ObservationIgnored private var isDelivering = false
    @ObservationIgnored private let now: @MainActor () -> ContinuousClock.Instant
    @ObservationIgnored private let logger: Logger

    /// The most links kept while the app is not ready; older ones are dropped first.
    public static let pendingLinkLimit = 8

    /// Creates a router with every stack empty.
    ///
    /// - Parameters:
    ///   - tabs: The tabs of the build, in tab-bar order.
    ///   - links: The link table.
    ///   - reselectPolicy: What re-selecting the selected tab does.
    ///   - logger: Where navigation events are logged.
    ///   - now: The clock for double re-selects; tests pass their own.
    public init(
        tabs: [TabID],
        links: LinkTable,
        reselectPolicy: ReselectPolicy = .keepStack,
        logger: Logger = Logger(label: "sailaway.navigation"),
        now: @escaping @MainActor () -> ContinuousClock.Instant = { ContinuousClock.now }
    ) {
        self.state = NavigationState(tabs: tabs)
        self.links = links
        self.reselectPolicy = reselectPolicy
        self.logger = logger
        self.now = now
    }

    // MARK: - Observing

    /// Calls `observer` after every change, until the token is cancelled or released.
    public func observe(_ observer: @escaping @MainActor (NavigationEvent) -> Void) -> ObservationToken {
        let id = nextObserverID
        nextObserverID += 1
        observers[id] = observer
        return ObservationToken { [weak self] in self?.observers[id] = nil }
    }

    // MARK: - Intents

    /// Applies an intent and returns the event, or nil when nothing changed.
    @discardableResult
    public func apply(_ intent: NavigationIntent) throws(NavigationError) -> NavigationEvent? {
        var resolved = intent
        if case .open(let route) = intent {
            guard let destination = destination(for: route) else { throw .noLink(route) }
            resolved = .show(destination)
        }
        var next = try state.applying(resolved)
        if case .selectTab(let tab) = intent {
            next = try applyingReselectPolicy(to: next, selecting: tab)
        }
        return commit(next, cause: .intent(intent))
    }

    private func applyingReselectPolicy(to next: NavigationState, selecting tab: TabID) throws(NavigationError) -> NavigationState {
        guard tab == state.selectedTab else {
            lastReselect = nil
            return next
        }
        let instant = now()
        switch reselectPolicy {
        case .keepStack:
            lastReselect = (tab, instant)
            return next
        case .popToRoot:
            lastReselect = (tab, instant)
            return try next.applying(.popToRoot(tab: tab))
        case .popToRootOnDoubleReselect(let interval):
            guard let last = lastReselect, last.tab == tab, last.at.duration(to: instant) <= interval else {
                lastReselect = (tab, instant)
                return next
            }
            // The re-select that completes a double re-select is not the first of the next one.
            lastReselect = nil
            return try next.applying(.popToRoot(tab: tab))
        }
    }

    // MARK: - Links

    /// What opening a link did.
    public enum LinkOutcome: Hashable, Sendable {
        /// The link was applied (the state may already have been its destination).
        case opened(Destination)
        /// The app is not ready; the link will be applied by ``markReady()``.
        case queued
    }

    /// Opens a link: resolves it to a destination and shows it in one step.
    ///
    /// Before ``markReady()`` the destination is queued. A link that cannot open throws and
    /// leaves the state as it was.
    @discardableResult
    public func open(_ link: String, from source: LinkSource) throws(LinkError) -> LinkOutcome {
        let resolved = try links.resolve(link, from: source)
        guard isReady else {
            pending.append((link, resolved))
            if pending.count > Self.pendingLinkLimit {
                let dropped = pending.removeFirst()
                logger.warning("dropped a link queued before launch: more than \(Self.pendingLinkLimit) arrived", metadata: ["link": "\(dropped.link)"])
            }
            return .queued
        }
        let destination = destination(for: resolved)
        if let next = try? state.applying(.show(destination)) {
            commit(next, cause: .link(link, source: source))
        }
        return .opened(destination)
    }

    /// Where `resolved` leads from the current state.
    ///
    /// A route with tabs replaces the stack of the first tab the build has; a route with none
    /// is pushed onto the selected tab; a sheet is presented over the selected tab; a tab root
    /// selects its tab with an empty stack.
    public func destination(for resolved: ResolvedLink) -> Destination {
        destination(for: resolved.route, pattern: resolved.pattern, in: state)
    }

    /// Where showing `route` leads from the current state, by the route's own link pattern.
    ///
    /// This is how one feature sends the user to another's screen (show a user: the Profile
    /// tab with that profile) without knowing which tab owns it. Nil when no pattern prints it.
    public func destination(for route: AnyRoute) -> Destination? {
        links.pattern(for: route).map { destination(for: route, pattern: $0, in: state) }
    }

    private func destination(for route: AnyRoute, pattern: AnyLinkPattern, in state: NavigationState) -> Destination {
        let tab = pattern.tabs.first(where: state.contains)
        switch pattern.presentation {
        case .sheet:
            return Destination(tab: state.selectedTab, stack: nil, sheet: route)
        case .tabRoot:
            return Destination(tab: tab ?? state.selectedTab, stack: [])
        case .stack:
            if let tab { return Destination(tab: tab, stack: [route]) }
            return Destination(tab: state.selectedTab, stack: state.selectedStack + [route])
        }
    }

    /// Says the app is ready: queued links are applied, together, as one change.
    public func markReady() {
        guard !isReady else { return }
        isReady = true
        guard !pending.isEmpty else { return }
        // Each link's destination is worked out against the state the previous one left, so
        // the result is what opening them one by one would give, in a single change.
        var next = state
        for item in pending {
            let destination = destination(for: item.resolved.route, pattern: item.resolved.pattern, in: next)
            next = (try? next.applying(.show(destination))) ?? next
        }
        let links = pending.map(\.link)
        pending.removeAll()
        commit(next, cause: .coldStart(links: links))
    }

    // MARK: - Restoration

    /// Replaces the whole state with a restored one, before or after the app is ready.
    ///
    /// - Precondition: `restored` has this router's tabs.
    public func restore(_ restored: NavigationState) {
        precondition(restored.tabs == state.tabs, "Restored tabs \(restored.tabs) differ from \(state.tabs)")
        commit(restored, cause: .restoration)
    }

    /// Returns to the launch state: every stack empty, the first tab selected, no sheet.
    public func reset() {
        commit(NavigationState(tabs: state.tabs), cause: .reset)
    }

    // MARK: - Committing

    @discardableResult
    private func commit(_ next: NavigationState, cause: NavigationCause) -> NavigationEvent? {
        guard next != state else { return nil }
        let event = NavigationEvent(before: state, after: next, cause: cause)
        state = next
        logger.info(
            "navigation changed",
            metadata: [
                "cause": "\(cause)",
                "tab": "\(next.selectedTab)",
                "depth": "\(next.selectedStack.count)",
                "sheet": "\(next.sheet.map { "\($0)" } ?? "none")",
            ]
        )
        // An observer may navigate in response; its change is delivered after this one reached
        // every observer, so each observer sees the changes in the order they happened.
        undelivered.append(event)
        guard !isDelivering else { return event }
        isDelivering = true
        defer { isDelivering = false }
        while !undelivered.isEmpty {
            let next = undelivered.removeFirst()
            for observer in observers.sorted(by: { $0.key < $1.key }) {
                observer.value(next)
            }
        }
        return event
    }
}
