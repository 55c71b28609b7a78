import Foundation
import Logging
import Observation

/// The one owner of navigation state: it applies intents and links, and tells observers.
///
/// Views and screen models never change navigation themselves; they ask the router. Every
/// change is one ``NavigationEvent``, delivered to each observer and to the log.
///
/// A router belongs to one device's session and is isolated with it: not `Sendable`, it lives
/// in the isolation of whoever owns the session — the main actor of a terminal or a SwiftUI
/// scene, or the actor of one browser's session in the web host.
@Observable
public final class Router {
    /// The current navigation state.
    public private(set) var state: NavigationState
    /// Whether the host has said the app is ready; links before that are queued.
    public private(set) var isReady = false
    /// What re-selecting the selected tab does.
    public var reselectPolicy: ReselectPolicy
    /// The guards that hold now, as the app last said (``setHolding(_:)``).
    public private(set) var holding: Set<GuardID> = []
    /// The links that arrived while a guard held, oldest first: applied, in one change, when the
    /// guards clear. Saved with the state, so they survive a relaunch in between.
    public var deferredLinks: [String] { deferred.map(\.link) }

    /// The links the router parses and prints.
    @ObservationIgnored public let links: LinkTable
    @ObservationIgnored private var observers: [Int: (NavigationEvent) -> Void] = [:]
    @ObservationIgnored private var nextObserverID = 0
    /// The guards of the build, in the order they are checked.
    @ObservationIgnored public let guards: [NavigationGuard]
    @ObservationIgnored private var pending: [(link: String, resolved: ResolvedLink)] = []
    @ObservationIgnored private var deferred: [(link: String, resolved: ResolvedLink)] = []
    @ObservationIgnored private var lastReselect: (tab: TabID, at: ContinuousClock.Instant)?
    @ObservationIgnored private var undelivered: [NavigationEvent] = []
    @ObservationIgnored private var isDelivering = false
    @ObservationIgnored private let now: () -> ContinuousClock.Instant
    @ObservationIgnored private let logger: Logger

    /// The most links kept while the app is not ready, or while a guard holds; older ones are
    /// dropped first.
    public static let pendingLinkLimit = 8

    /// Creates a router with every stack empty.
    ///
    /// - Parameters:
    ///   - tabs: The tabs of the build, in tab-bar order.
    ///   - links: The link table.
    ///   - reselectPolicy: What re-selecting the selected tab does.
    ///   - guards: The guards, in the order they are checked; none holds until
    ///     ``setHolding(_:)`` says so.
    ///   - logger: Where navigation events are logged.
    ///   - now: The clock for double re-selects; tests pass their own.
    public init(
        tabs: [TabID],
        links: LinkTable,
        reselectPolicy: ReselectPolicy = .keepStack,
        guards: [NavigationGuard] = [],
        logger: Logger = Logger(label: "sailaway.navigation"),
        now: @escaping () -> ContinuousClock.Instant = { ContinuousClock.now }
    ) {
        self.state = NavigationState(tabs: tabs)
        self.links = links
        self.reselectPolicy = reselectPolicy
        self.guards = guards
        self.logger = logger
        self.now = now
    }

    // MARK: - Observing

    /// Calls `observer` after every change, until the token is cancelled or released.
    public func observe(_ observer: @escaping (NavigationEvent) -> Void) -> ObservationToken {
        let id = nextObserverID
        nextObserverID += 1
        observers[id] = observer
        return ObservationToken { [weak self] in self?.observers[id] = nil }
    }

    // MARK: - Intents

    /// Applies an intent and returns the event, or nil when nothing changed.
    @discardableResult
    public func apply(_ intent: NavigationIntent) throws(NavigationError) -> NavigationEvent? {
        // A refused intent changes nothing, the memory of the last re-select included.
        let reselect = lastReselect
        do {
            let next = try applying(intent, to: state)
            return commit(try guarded(next).state, cause: .intent(intent))
        } catch {
            lastReselect = reselect
            throw error
        }
    }

    /// Whether applying `intent` now would change the state, the guards applied: Back on a
    /// cover a guard keeps changes nothing. Nothing is applied.
    public func changes(with intent: NavigationIntent) -> Bool {
        let reselect = lastReselect
        defer { lastReselect = reselect }
        guard let next = try? guarded(applying(intent, to: state)).state else { return false }
        return next != state
    }

    /// `state` after `intent`, with `.open` resolved through the links against the state it
    /// meets and a re-select answered by the policy, inside a sequence too.
    private func applying(_ intent: NavigationIntent, to state: NavigationState) throws(NavigationError) -> NavigationState {
        switch intent {
        case .selectTab(let tab):
            return try applyingReselectPolicy(to: state.applying(intent), selecting: tab, from: state)
        case .open(let route):
            guard let pattern = links.pattern(for: route) else { throw .noLink(route) }
            return try state.applying(.show(destination(for: route, pattern: pattern, in: state)))
        case .sequence(let intents):
            var next = state
            for intent in intents { next = try applying(intent, to: next) }
            return next
        default:
            return try state.applying(intent)
        }
    }

    private func applyingReselectPolicy(
        to next: NavigationState, selecting tab: TabID, from state: NavigationState
    ) throws(NavigationError) -> NavigationState {
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
        /// A guard holds: the link is kept and applied when the guards clear.
        case deferred(by: [GuardID])
    }

    /// Opens a link: resolves it to a destination and shows it in one step.
    ///
    /// Before ``markReady()`` the link is queued; while a guard holds and would redirect it,
    /// it is deferred. A link that cannot open throws and leaves the state as it was.
    @discardableResult
    public func open(_ link: String, from source: LinkSource) throws(LinkError) -> LinkOutcome {
        let resolved = try links.resolve(link, from: source)
        guard isReady else {
            Self.keep((link, resolved), in: &pending, logger: logger, reason: "queued before launch")
            return .queued
        }
        let destination = destination(for: resolved)
        guard let next = try? state.applying(.show(destination)) else { return .opened(destination) }
        let guarded: (state: NavigationState, redirects: [GuardID])
        do {
            guarded = try self.guarded(next)
        } catch {
            // A guard loop is the build's error, reported where guards change; the link waits.
            guarded = (state, holding.sorted { $0.rawValue < $1.rawValue })
        }
        guard guarded.redirects.isEmpty else {
            // The state already shows the gate: the link changes nothing until the guard clears.
            Self.keep((link, resolved), in: &deferred, logger: logger, reason: "deferred by a guard")
            return .deferred(by: guarded.redirects)
        }
        commit(next, cause: .link(link, source: source))
        return .opened(destination)
    }

    /// Appends `item` to `queue`, dropping the oldest past ``pendingLinkLimit``.
    private static func keep(_ item: (link: String, resolved: ResolvedLink), in queue: inout [(link: String, resolved: ResolvedLink)], logger: Logger, reason: String) {
        queue.append(item)
        if queue.count > pendingLinkLimit {
            let dropped = queue.removeFirst()
            logger.warning("dropped a link \(reason): more than \(pendingLinkLimit) arrived", metadata: ["link": "\(dropped.link)"])
        }
    }

    /// Where `resolved` leads from the current state.
    ///
    /// A route with tabs replaces the stack of the first tab the build has; a route with none
    /// is pushed onto the selected tab; a modal is presented over the selected tab; a tab root
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

    /// A route with tabs becomes the stack of the first tab the build has, under the parents
    /// its pattern declares (a synthetic back stack); one without is pushed onto the selected
    /// stack, over those of its parents the stack does not already end with; a modal is
    /// presented over the selected tab's stack; a tab root empties its tab.
    private func destination(for route: AnyRoute, pattern: AnyLinkPattern, in state: NavigationState) -> Destination {
        if let style = pattern.presentation.modalStyle {
            return Destination(tab: state.selectedTab, stack: nil, presentation: Presentation(route, style: style))
        }
        let tab = pattern.tabs.first(where: state.contains)
        guard pattern.presentation != .tabRoot else {
            return Destination(tab: tab ?? state.selectedTab, stack: [])
        }
        let parents = pattern.parents(of: route)
        if let tab { return Destination(tab: tab, stack: parents + [route]) }
        let stack = state.selectedStack
        return Destination(tab: state.selectedTab, stack: stack + Self.parents(parents, missingFrom: stack) + [route])
    }

    /// The parents a stack lacks: all of them, less those the stack already ends with (a deck's
    /// review shown from the deck goes straight over it; from Home, over the deck).
    static func parents(_ parents: [AnyRoute], missingFrom stack: [AnyRoute]) -> ArraySlice<AnyRoute> {
        for overlap in stride(from: min(parents.count, stack.count), to: 0, by: -1)
        where stack.suffix(overlap).elementsEqual(parents.prefix(overlap)) {
            return parents.dropFirst(overlap)
        }
        return parents[...]
    }

    /// Says the app is ready: queued links are applied, together, as one change — or, while a
    /// guard would redirect them, deferred until it clears.
    public func markReady() {
        guard !isReady else { return }
        isReady = true
        let links = pending
        pending.removeAll()
        let next = opening(links, in: state)
        if let guarded = try? guarded(next), guarded.redirects.isEmpty {
            commit(next, cause: .coldStart(links: links.map(\.link)))
        } else {
            for item in links { Self.keep(item, in: &deferred, logger: logger, reason: "deferred by a guard") }
            commit((try? guarded(state).state) ?? state, cause: .coldStart(links: []))
        }
    }

    /// `state` after opening `links` one by one: each destination is worked out against the
    /// state the previous one left, so the result is what opening them one by one would give.
    private func opening(_ links: [(link: String, resolved: ResolvedLink)], in state: NavigationState) -> NavigationState {
        var next = state
        for item in links {
            let destination = destination(for: item.resolved.route, pattern: item.resolved.pattern, in: next)
            next = (try? next.applying(.show(destination))) ?? next
        }
        return next
    }

    // MARK: - Guards

    /// Says which guards hold now, as one change: a guard that starts to hold shows its gate; one
    /// that clears dismisses its gate, and when none would redirect them any more the deferred
    /// links are applied in the same step.
    ///
    /// - Throws: ``NavigationError/guardLoop(_:)`` when the holding guards' gates redirect to
    ///   each other; nothing changes.
    public func setHolding(_ holding: Set<GuardID>) throws(NavigationError) {
        let cleared = guards.filter { self.holding.contains($0.id) && !holding.contains($0.id) }
        let previous = self.holding
        self.holding = holding
        var next = state.withoutGates(of: cleared)
        var applied: [String] = []
        if isReady, !deferred.isEmpty {
            let opened = opening(deferred, in: next)
            if let guarded = try? guarded(opened), guarded.redirects.isEmpty {
                next = opened
                applied = deferred.map(\.link)
                deferred.removeAll()
            }
        }
        do {
            next = try guarded(next).state
        } catch {
            self.holding = previous
            throw error
        }
        commit(next, cause: .guards(holding: holding.sorted { $0.rawValue < $1.rawValue }, links: applied))
    }

    /// `next` as the holding guards allow it.
    private func guarded(_ next: NavigationState) throws(NavigationError) -> (state: NavigationState, redirects: [GuardID]) {
        guard !holding.isEmpty else { return (next, []) }
        return try next.guarded(by: guards, holding: holding)
    }

    // MARK: - Restoration

    /// Replaces the whole state with a restored one, before or after the app is ready, with
    /// the links that were deferred when it was saved; a saved link that no longer opens is
    /// dropped.
    ///
    /// - Precondition: `restored` has this router's tabs.
    public func restore(_ restored: NavigationState, deferredLinks: [String] = []) {
        precondition(restored.tabs == state.tabs, "Restored tabs \(restored.tabs) differ from \(state.tabs)")
        deferred = deferredLinks.compactMap { link in
            (try? links.resolve(link, from: .external)).map { (link, $0) }
        }.suffix(Self.pendingLinkLimit).map { $0 }
        commit((try? guarded(restored).state) ?? restored, cause: .restoration)
    }

    /// Returns to the launch state: every stack empty, the first tab selected, nothing
    /// presented, no deferred link; a holding guard shows its gate.
    public func reset() {
        deferred.removeAll()
        let launch = NavigationState(tabs: state.tabs)
        commit((try? guarded(launch).state) ?? launch, cause: .reset)
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
                "modals": "\(next.presentations.map { "\($0.style.rawValue) \($0.top)" })",
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
