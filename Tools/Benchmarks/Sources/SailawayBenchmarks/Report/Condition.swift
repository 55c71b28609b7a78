/// One target of a row: a ratio between two figures of the same run, and its bound.
///
/// Two kinds: *speed-ups* (`anchor ÷ ours ≥ bound`: we are at least that many times faster than
/// an anchor) and *growth* (`ours ÷ reference ≤ bound`: a figure grows at most that much, such as
/// ours at 10,000 patterns over ours at 10).
struct Condition {
    /// Which way the bound goes.
    enum Kind: String {
        /// `anchor ÷ ours ≥ bound`.
        case speedUp
        /// `ours ÷ reference ≤ bound`.
        case growth
    }

    var kind: Kind
    /// What ours is compared with: an anchor's name, or a figure of ours such as "ours at 10 patterns".
    var against: String
    var bound: Double
    /// The figure ours is compared with (shown beside the ratio).
    var figure: Double?
    /// The ratio this run measured, or nil when a figure is missing.
    var ratio: Double?

    /// `anchor ÷ ours ≥ bound`.
    static func speedUp(over name: String, anchor: Double?, ours: Double?, atLeast bound: Double) -> Condition {
        Condition(kind: .speedUp, against: name, bound: bound, figure: anchor, ratio: Self.divide(anchor, by: ours))
    }

    /// `anchor ÷ ours ≥ bound`, the ratio taken round by round (``Measurement/ratio(to:)``).
    static func speedUp(over name: String, anchor: Measurement?, ours: Measurement?, atLeast bound: Double, scale: Double = 1) -> Condition {
        Condition(kind: .speedUp, against: name, bound: bound, figure: anchor.map { $0.nanosecondsPerOperation / scale },
                  ratio: anchor.flatMap { anchor in ours.flatMap { anchor.ratio(to: $0) } })
    }

    /// `ours ÷ reference ≤ bound`, the ratio taken round by round (``Measurement/ratio(to:)``).
    static func growth(from name: String, reference: Measurement?, ours: Measurement?, atMost bound: Double, scale: Double = 1) -> Condition {
        Condition(kind: .growth, against: name, bound: bound, figure: reference.map { $0.nanosecondsPerOperation / scale },
                  ratio: ours.flatMap { ours in reference.flatMap { ours.ratio(to: $0) } })
    }

    /// `ours ÷ reference ≤ bound`.
    static func growth(from name: String, reference: Double?, ours: Double?, atMost bound: Double) -> Condition {
        Condition(kind: .growth, against: name, bound: bound, figure: reference, ratio: Self.divide(ours, by: reference))
    }

    /// Whether the bound holds; nil when a figure is missing.
    var met: Bool? {
        ratio.map { kind == .speedUp ? $0 >= bound : $0 <= bound }
    }

    /// The target in words: `≥ 30× routing-kit 4.9.3`, `≤ 1.1× ours at 10 patterns`.
    var text: String {
        kind == .speedUp ? "≥ \(Format.bound(bound))× \(against)" : "≤ \(Format.bound(bound))× \(against)"
    }

    var json: JSONValue {
        .object([
            ("target", .string(text)),
            ("kind", .string(kind.rawValue)),
            ("against", .string(against)),
            ("bound", .number(bound)),
            ("ratio", .number(ratio)),
            ("met", met.map { .bool($0) } ?? .null),
        ])
    }

    private static func divide(_ numerator: Double?, by denominator: Double?) -> Double? {
        guard let numerator, let denominator, denominator > 0 else { return nil }
        return numerator / denominator
    }
}
