/// One row of the report: a measure of the table, our figure beside the anchors'.
struct ReportRow {
    /// The unit of `ours` and the anchors.
    enum Unit: String {
        case ns, ms
    }

    /// A figure to compare ours with.
    struct Anchor {
        var name: String
        var value: Double?
        /// False for a figure quoted from the issue because the router cannot be built here.
        var measured = true

        /// A figure measured in this run.
        init(name: String, value: Double?) {
            self.name = name
            self.value = value
        }

        /// A figure quoted from issue 6, not measured here; its name says so.
        static func quoted(_ name: String, _ value: Double) -> Anchor {
            var anchor = Anchor(name: "\(name) (quoted from issue 6, not measured)", value: value)
            anchor.measured = false
            return anchor
        }
    }

    /// The JSON key, such as `path-to-route-1000`.
    var key: String
    /// The measure as the table words it.
    var title: String
    var unit: Unit
    /// Our figure, or nil when it cannot be measured (yet).
    var ours: Double?
    var anchors: [Anchor] = []
    /// The target.
    var target: String
    /// Whether `ours` meets `target` on this run.
    var met: Bool
    /// Heap allocations per operation by router name (ours as `ours`); nil values are unknown.
    var allocations: [(name: String, perOperation: Double?)] = []
    /// Further figures for the JSON object (figures by table size, by link spelling, …).
    var details: [(key: String, value: JSONValue)] = []
    /// What a reader must know about this row.
    var notes: [String] = []

    /// The row as the JSON object of its measure.
    var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("title", .string(title)),
            ("ours", .number(ours)),
            ("anchors", .object(anchors.map { ($0.name, .number($0.value)) })),
            ("target", .string(target)),
            ("met", .bool(met)),
            ("unit", .string(unit.rawValue)),
        ]
        let quoted = anchors.filter { !$0.measured }.map { JSONValue.string($0.name) }
        if !quoted.isEmpty { members.append(("unmeasuredAnchors", .array(quoted))) }
        if !allocations.isEmpty {
            members.append(("allocations", .object(allocations.map { ($0.name, .number($0.perOperation)) })))
        }
        members += details
        if !notes.isEmpty { members.append(("note", .string(notes.joined(separator: " ")))) }
        return .object(members)
    }
}
