import FeatureRegistry
import NavigationEngine

/// Screens as a session loaded them, at the data's version then (``AppSession/dataVersion()``).
struct LoadedScreens {
    /// How long a screen is kept at most: what it shows may follow the clock (cards due).
    static let lifetime = Duration.seconds(30)

    private struct Key: Hashable {
        var route: AnyRoute
        var request: ResultRequest?
    }

    private var version: Int?
    private var screens: [Key: (screen: Screen, loadedAt: ContinuousClock.Instant)] = [:]

    /// The screen of `route` kept at `version`, when it is still fresh.
    mutating func screen(for route: AnyRoute, answering request: ResultRequest?, at version: Int?) -> Screen? {
        guard let version, version == self.version else {
            forget()
            return nil
        }
        guard let kept = screens[Key(route: route, request: request)], ContinuousClock.now - kept.loadedAt < Self.lifetime else { return nil }
        return kept.screen
    }

    /// Keeps `screen`, loaded at `version`; a failure to load is not kept, nor anything when the
    /// data has no version to tell a change by.
    mutating func keep(_ screen: Screen, for route: AnyRoute, answering request: ResultRequest?, at version: Int?) {
        guard let version, screen.kind != .failed else { return }
        if version != self.version {
            forget()
            self.version = version
        }
        screens[Key(route: route, request: request)] = (screen, .now)
    }

    /// Forgets every screen.
    mutating func forget() {
        screens.removeAll(keepingCapacity: true)
        version = nil
    }
}
