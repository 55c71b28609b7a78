import NavigationEngine

/// A guard a feature declares, with the app state that makes it hold.
///
/// Profiles keeps a person in onboarding while the device has no sailor profile: it declares
/// the guard (its gate is the onboarding cover) and says when it holds by reading its own data.
/// The host asks every guard after each action and tells the router.
public struct GuardContribution: Sendable {
    /// The guard, as the router checks it.
    public var navigationGuard: NavigationGuard
    /// Whether it holds now, read from the app's data (one indexed read, awaited): the host asks
    /// at launch, before the first screen, and after every action.
    public var isHolding: @Sendable (ScreenContext) async throws -> Bool

    /// Creates a guard contribution.
    public init(_ navigationGuard: NavigationGuard, holdsWhen isHolding: @escaping @Sendable (ScreenContext) async throws -> Bool) {
        self.navigationGuard = navigationGuard
        self.isHolding = isHolding
    }
}

/// The build's navigation guards, checked in composition order.
public enum NavigationGuards: ExtensionPoint {
    public typealias Contribution = GuardContribution
}

extension FeatureRegistrar {
    /// Declares a guard: while `isHolding` says so, the router keeps the person at its gate and
    /// defers links until it clears.
    public func guardNavigation(_ navigationGuard: NavigationGuard, holdsWhen isHolding: @escaping @Sendable (ScreenContext) async throws -> Bool) {
        contribute(GuardContribution(navigationGuard, holdsWhen: isHolding), to: NavigationGuards.self)
    }
}

extension Composition {
    /// The guards of the build, for its router.
    public var guards: [NavigationGuard] {
        contributions[NavigationGuards.self].map(\.navigationGuard)
    }

    /// The guards that hold now for `viewer`. A guard whose state cannot be read holds: a gate
    /// shown too often is safer than screens that fail.
    public func holdingGuards(for viewer: Viewer) async -> Set<GuardID> {
        var holding: Set<GuardID> = []
        let context = screenContext(for: viewer)
        for contribution in contributions[NavigationGuards.self] {
            let holds = (try? await contribution.isHolding(context)) ?? true
            if holds { holding.insert(contribution.navigationGuard.id) }
        }
        return holding
    }
}
