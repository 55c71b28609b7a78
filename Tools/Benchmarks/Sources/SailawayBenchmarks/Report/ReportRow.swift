/// One row of the report: a measure of the table, our figure beside the anchors', met or
/// not on ratios to anchors measured in the same run.
///
/// Absolute figures on a shared two-core machine move by half from run to run with its load;
/// ratios taken in one run, with the routers taking turns, do not. So a row's targets are
/// ``Condition``s on ratios, and its absolute figure is shown beside them for reference only.
struct ReportRow {
    /// The unit of `ours` and the anchors.
    enum Unit: String {
        case ns, ms
    }

    /// A figure measured in this run to compare ours with.
    struct Anchor {
        var name: String
        var value: Double?
    }

    /// The JSON key, such as `path-to-route-1000`.
    var key: String
    /// The measure as the table words it.
    var title: String
    var unit: Unit
    /// Our figure, or nil when it could not be measured.
    var ours: Double?
    var anchors: [Anchor] = []
    /// The targets, each a ratio to a figure of this run.
    var conditions: [Condition] = []
    /// Heap allocations per operation by router name (ours as `ours`); nil values are unknown.
    var allocations: [(name: String, perOperation: Double?)] = []
    /// Further figures for the JSON object (figures by table size, by link spelling, …).
    var details: [(key: String, value: JSONValue)] = []
    /// What a reader must know about this row.
    var notes: [String] = []

    /// The targets in words, as the table has them.
    var target: String {
        conditions.map(\.text).joined(separator: "; ")
    }

    /// Whether every condition holds on this run's ratios (false when a figure is missing).
    var met: Bool {
        !conditions.isEmpty && conditions.allSatisfy { $0.met == true }
    }

    /// The figure of the anchor named `name`.
    func anchor(_ name: String) -> Double? {
        anchors.first { $0.name == name }?.value
    }

    /// The row as the JSON object of its measure.
    var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("title", .string(title)),
            ("ours", .number(ours)),
            ("anchors", .object(anchors.map { ($0.name, .number($0.value)) })),
            ("ratios", .object(anchors.map { anchor in
                (anchor.name, .number(ours.flatMap { ours in anchor.value.map { $0 / ours } }))
            })),
            ("target", .string(target)),
            ("conditions", .array(conditions.map(\.json))),
            ("met", .bool(met)),
            ("unit", .string(unit.rawValue)),
        ]
        if !allocations.isEmpty {
            members.append(("allocations", .object(allocations.map { ($0.name, .number($0.perOperation)) })))
        }
        members += details
        if !notes.isEmpty { members.append(("note", .string(notes.joined(separator: " ")))) }
        return .object(members)
    }
}
