/// One change of navigation state: what it was, what it is, and why.
public struct NavigationEvent: Sendable {
    /// The state before the change.
    public let before: NavigationState
    /// The state after the change.
    public let after: NavigationState
    /// What caused it.
    public let cause: NavigationCause
}

/// Why the navigation state changed.
public enum NavigationCause: Hashable, Sendable, CustomStringConvertible {
    /// The app applied an intent.
    case intent(NavigationIntent)
    /// A link was opened.
    case link(String, source: LinkSource)
    /// Links that arrived before the app was ready, applied together when it became ready.
    case coldStart(links: [String])
    /// The app said which guards hold; `links` are the deferred links applied as they cleared.
    case guards(holding: [GuardID], links: [String])
    /// Saved state was restored.
    case restoration
    /// Navigation was reset to its launch state.
    case reset

    public var description: String {
        switch self {
        case .intent(let intent): "intent \(intent)"
        case .link(let link, let source): "\(source) link \(link)"
        case .coldStart(let links): "cold start with \(links.joined(separator: ", "))"
        case .restoration: "restoration"
        case .guards(let holding, let links):
            "guards holding [\(holding.map(\.rawValue).joined(separator: ", "))]" + (links.isEmpty ? "" : " applying \(links.joined(separator: ", "))")
        case .reset: "reset"
        }
    }
}

/// Keeps an observer registered; dropping or cancelling it stops the observer.
public final class ObservationToken {
    private var cancellation: (() -> Void)?

    init(_ cancellation: @escaping () -> Void) {
        self.cancellation = cancellation
    }

    /// Stops the observer.
    public func cancel() {
        cancellation?()
        cancellation = nil
    }

    deinit {
        cancel()
    }
}
