/// Everything the enabled features contribute to the build's extension points, each point's
/// contributions in the order its declaration gives.
///
/// Read a point's contributions by its key: `contributions[QuickActions.self]`.
public struct Contributions: Sendable {
    private var points: [ObjectIdentifier: Point] = [:]

    /// Creates an empty set of contributions.
    public init() {}

    /// The contributions to `point`, in order; empty when nothing contributed to it.
    public subscript<P: ExtensionPoint>(point: P.Type) -> [P.Contribution] {
        contributors(of: point).map(\.contribution)
    }

    /// The contributions to `point` with the feature that made each one, in order.
    public func contributors<P: ExtensionPoint>(of point: P.Type) -> [(feature: String, contribution: P.Contribution)] {
        (points[ObjectIdentifier(point)]?.entries ?? []).compactMap { entry in
            (entry.value as? P.Contribution).map { (entry.feature, $0) }
        }
    }

    /// The tabs, in tab-bar order.
    public var tabs: [TabContribution] { self[TabBar.self] }

    // MARK: - Composing

    mutating func add<P: ExtensionPoint>(_ contribution: P.Contribution, to point: P.Type, from feature: String) {
        points[ObjectIdentifier(point), default: Point(point)].entries.append(Entry(feature: feature, value: contribution))
    }

    mutating func merge(_ other: Contributions) {
        for (key, point) in other.points {
            points[key, default: point.emptied()].entries += point.entries
        }
    }

    /// Puts each point's contributions in order and drops those of points whose owner is not
    /// among `enabled` (nobody would show them).
    mutating func finish(enabled: Set<String>) {
        points = points.filter { $0.value.owner.map(enabled.contains) ?? true }
        for key in points.keys {
            points[key]?.sort()
        }
    }

    /// One point's contributions, kept as values of any type with the point's ordering.
    private struct Point: Sendable {
        var owner: String?
        var entries: [Entry] = []
        let precedes: @Sendable (any Sendable, any Sendable) -> Bool

        init<P: ExtensionPoint>(_ point: P.Type) {
            owner = point.owner
            precedes = { first, second in
                guard let first = first as? P.Contribution, let second = second as? P.Contribution else { return false }
                return P.precedes(first, second)
            }
        }

        func emptied() -> Point {
            var copy = self
            copy.entries = []
            return copy
        }

        mutating func sort() {
            // Stable: contributions that are equal in order keep composition order.
            entries = entries.enumerated().sorted { lhs, rhs in
                if precedes(lhs.element.value, rhs.element.value) { return true }
                if precedes(rhs.element.value, lhs.element.value) { return false }
                return lhs.offset < rhs.offset
            }.map(\.element)
        }
    }

    private struct Entry: Sendable {
        var feature: String
        var value: any Sendable
    }
}
