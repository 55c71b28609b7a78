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
        guard let other = other as? Self else { return false }
        return self == other
    }
}
