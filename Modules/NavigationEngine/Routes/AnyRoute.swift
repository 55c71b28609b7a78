/// A route of any registered type, with value equality.
///
/// A tab's stack is an array of `AnyRoute`, so it can hold routes of every feature and still be
/// compared, hashed and bound to a SwiftUI `NavigationStack(path:)` directly.
public struct AnyRoute: Route, CustomStringConvertible {
    /// The typed route.
    public let base: any Route

    /// Wraps a typed route.
    public init<R: Route>(_ route: R) {
        // Re-wrapping an `AnyRoute` would hide its type from `as(_:)` and from the link table.
        if let erased = route as? AnyRoute {
            self = erased
        } else {
            self.base = route
        }
    }

    /// The route as `type`, or nil when it is a route of another type.
    public func `as`<R: Route>(_ type: R.Type) -> R? {
        base as? R
    }

    /// The identity of the route's type, the key under which its links and screens are found.
    public var routeType: ObjectIdentifier {
        ObjectIdentifier(type(of: base))
    }

    public static func == (lhs: AnyRoute, rhs: AnyRoute) -> Bool {
        lhs.base.isEqual(to: rhs.base)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(routeType)
        base.hash(into: &hasher)
    }

    public var description: String {
        String(describing: base)
    }
}
