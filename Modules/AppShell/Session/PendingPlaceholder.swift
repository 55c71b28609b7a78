/// When a face shows the placeholder of a screen whose content is on its way (a link to an item
/// not on the device yet, ``FeatureRegistry/Screen/Kind/pending``): only once the wait is long
/// enough to notice, and then long enough to read — never a flash. TanStack Router's
/// `pendingMs` and `pendingMinMs`.
///
/// A face tells it each screen it loads, with the screen's identity, and draws what it says:
/// the screen just loaded, or what it showed before until a given moment, when it loads again.
/// The router knows nothing of it; neither does the network.
public struct PendingPlaceholder: Sendable {
    /// How long a screen may be pending before its placeholder shows: until then the face keeps
    /// what it showed.
    public var delay: Duration
    /// How long a placeholder, once shown, stays at least, though the content came sooner.
    public var minimum: Duration

    /// The screen pending, and since when.
    private var pending: (screen: String, since: ContinuousClock.Instant)?
    /// The screen whose placeholder is shown, and since when.
    private var shown: (screen: String, at: ContinuousClock.Instant)?

    /// About 150 ms before a placeholder shows, at least about 300 ms once it does.
    public init(delay: Duration = .milliseconds(150), minimum: Duration = .milliseconds(300)) {
        self.delay = delay
        self.minimum = minimum
    }

    /// What a face draws.
    public enum Decision: Hashable, Sendable {
        /// The screen just loaded.
        case show
        /// What it shows now, until `until`; then it loads again and asks.
        case keep(until: ContinuousClock.Instant)
    }

    /// The screen identified by `screen` — its link, say — was loaded at `now`, pending or not.
    public mutating func loaded(_ screen: String, isPending: Bool, at now: ContinuousClock.Instant) -> Decision {
        if isPending {
            if shown?.screen == screen { return .show }
            shown = nil
            let since = pending?.screen == screen ? pending!.since : now
            pending = (screen, since)
            guard now - since >= delay else { return .keep(until: since + delay) }
            shown = (screen, now)
            return .show
        }
        pending = nil
        // The content of the placeholder shown came: it waits out the placeholder's minimum.
        // Another screen (Back was pressed) shows at once.
        if let shown, shown.screen == screen, now - shown.at < minimum {
            return .keep(until: shown.at + minimum)
        }
        shown = nil
        return .show
    }
}
