/// A place in the app that a navigation stack can hold: a screen and the values it needs.
///
/// Routes are plain values, usually enums with one case per screen. Each feature declares its
/// own route types; the engine holds them as ``AnyRoute`` without knowing any of them.
///
/// ```swift
/// enum ChecklistRoute: Route {
///     case detail(id: UUID)
///     case editor(id: UUID)
/// }
/// ```
public protocol Route: Hashable, Sendable {}

extension Route {
    /// Whether `other` is a route of the same type and the same value.
    func isEqual(to other: any Route) -> Bool {
        // Routes of two types are never equal: compared by identity first, because a cast that
        // fails is slow (it searches the type's conformances), and a stack's neighbours are of
        // different types more often than not.
        guard ObjectIdentifier(type(of: other)) == ObjectIdentifier(Self.self), let other = other as? Self else { return false }
        return self == other
    }
}
