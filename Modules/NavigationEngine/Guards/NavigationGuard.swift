/// The name of a guard: `onboarding`.
public struct GuardID: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name.
    public let rawValue: String

    /// A guard's name from its text.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A guard's name from a literal.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    public var description: String { rawValue }
}

/// A state of the app in which the person may only be at a gate: "no sailor profile yet" keeps
/// them in onboarding.
///
/// The app says which guards hold (``Router/setHolding(_:)``); the router does the rest. While
/// a guard holds, any change that would show a screen the guard does not allow shows its gate
/// instead, in the same step, and a link that arrives is kept until the guard clears
/// (``Router/deferredLinks``). When it clears, the gate is dismissed and the kept links are
/// applied, as one change. This is go_router's `redirect`, with the link kept rather than lost.
public struct NavigationGuard: Sendable {
    /// The guard's name.
    public let id: GuardID
    /// What the guard shows while it holds: a modal, usually a full-screen cover.
    public let gate: Presentation
    /// Whether the person may see `route` while the guard holds: the gate's own screens.
    public let allows: @Sendable (AnyRoute) -> Bool

    /// Declares a guard.
    ///
    /// - Parameters:
    ///   - id: Its name, as errors and logs say it.
    ///   - gate: What it shows while it holds.
    ///   - allows: The screens the person may see while it holds; the gate's root must be one.
    public init(_ id: GuardID, gate: Presentation, allows: @escaping @Sendable (AnyRoute) -> Bool) {
        self.id = id
        self.gate = gate
        self.allows = allows
    }

    /// Whether `state` shows only what the guard allows: its top modal's screens, or the top of
    /// the selected stack when no modal is shown. A tab's root is never allowed.
    func permits(_ state: NavigationState) -> Bool {
        guard let top = state.topPresentation else {
            return state.selectedStack.last.map(allows) ?? false
        }
        return top.stack.allSatisfy(allows)
    }
}

extension NavigationState {
    /// The state `guards` allow while `holding` hold: `self` when every holding guard permits
    /// it, else the gate of the first one that does not, presented over everything — checked
    /// again, at most once per guard.
    ///
    /// - Returns: The state, and the guards that redirected, in order.
    /// - Throws: ``NavigationError/guardLoop(_:)`` when the gates keep redirecting.
    func guarded(by guards: [NavigationGuard], holding: Set<GuardID>) throws(NavigationError) -> (state: NavigationState, redirects: [GuardID]) {
        var next = self
        var redirects: [GuardID] = []
        let holdingGuards = guards.filter { holding.contains($0.id) }
        for _ in 0...holdingGuards.count {
            guard let blocking = holdingGuards.first(where: { !$0.permits(next) }) else {
                return (next, redirects)
            }
            redirects.append(blocking.id)
            // The gate covers whatever was presented: the modals under it are not reachable
            // until the guard clears, and then they would be stale.
            next.presentations = [blocking.gate]
        }
        throw .guardLoop(redirects)
    }

    /// `self` without the gates of `guards`, and anything presented over them.
    func withoutGates(of guards: [NavigationGuard]) -> NavigationState {
        var next = self
        if let index = presentations.firstIndex(where: { presentation in guards.contains { $0.gate.root == presentation.root } }) {
            next.presentations = Array(presentations.prefix(index))
        }
        return next
    }
}
