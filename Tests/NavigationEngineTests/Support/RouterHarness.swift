import Logging
import NavigationEngine

/// A clock the test moves by hand, for double re-selects.
@MainActor
final class ManualClock {
    private(set) var now = ContinuousClock.now

    func advance(by duration: Duration) {
        now = now.advanced(by: duration)
    }
}

/// Every event a router sends to one observer, in order.
@MainActor
final class EventRecorder {
    private(set) var events: [NavigationEvent] = []
    private var token: ObservationToken?

    init(_ router: Router) {
        token = router.observe { [weak self] event in self?.events.append(event) }
    }

    /// Stops observing, as a screen that goes away does.
    func cancel() {
        token?.cancel()
    }

    /// Lets go of the token without cancelling it.
    func release() {
        token = nil
    }
}

extension Router {
    /// A router over Sailaway's tabs and links, ready unless told otherwise; on the main actor,
    /// with the tests' clock.
    @MainActor
    static func sailaway(
        links: LinkTable? = nil,
        reselectPolicy: ReselectPolicy = .keepStack,
        guards: [NavigationGuard] = [],
        ready: Bool = true,
        clock: ManualClock = ManualClock()
    ) throws -> Router {
        let router = Router(
            tabs: Sailaway.tabs,
            links: try links ?? Sailaway.links(),
            reselectPolicy: reselectPolicy,
            guards: guards,
            logger: .silent,
            now: { clock.now }
        )
        if ready { router.markReady() }
        return router
    }
}

extension Logger {
    /// A logger that drops everything, so test output shows only results.
    static let silent = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
}
