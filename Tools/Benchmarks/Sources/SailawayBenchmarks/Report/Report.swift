/// Everything one run found: the rows of the table, how figures scale with table size,
/// and any check that failed.
struct Report {
    /// Lines that say how the run was made (mode, samples, allocation counting, machine).
    var header: [String] = []
    var rows: [ReportRow] = []
    var scaling: [ScalingLine] = []
    /// Correctness checks that failed; a failed check makes its row's figure null.
    var problems: [String] = []

    /// Records as a problem every row without our figure or an anchor's: each row must run, with
    /// every anchor, whether or not it meets its target (what `--quick` checks in CI).
    mutating func requireEveryFigure() {
        for row in rows {
            if row.ours == nil { problems.append("\(row.key): our figure is missing") }
            for anchor in row.anchors where anchor.value == nil {
                problems.append("\(row.key): the figure of \(anchor.name) is missing")
            }
            if row.anchors.isEmpty { problems.append("\(row.key): no anchor was measured") }
        }
    }

    /// The JSON object keyed by measure.
    var json: String {
        JSONValue.object(rows.map { ($0.key, $0.json) }).serialized()
    }
}

/// One router's figure at each table size, for the scaling section.
struct ScalingLine {
    /// The measure, such as `path → route`.
    var measure: String
    /// The router measured.
    var router: String
    var unit: ReportRow.Unit
    /// By table size: the median and the allocations per operation.
    var figures: [(size: Int, value: Double?, allocations: Double?)]
    /// The size growth is measured from: the smallest, unless a smaller table is not comparable.
    var baseSize: Int

    init(measure: String, router: String, unit: ReportRow.Unit, figures: [(size: Int, value: Double?, allocations: Double?)], baseSize: Int? = nil) {
        self.measure = measure
        self.router = router
        self.unit = unit
        self.figures = figures
        self.baseSize = baseSize ?? figures.first?.size ?? 0
    }

    /// The figure at the largest size over the figure at ``baseSize``.
    var ratio: Double? {
        guard let base = figures.first(where: { $0.size == baseSize })?.value, let last = figures.last?.value, base > 0 else {
            return nil
        }
        return last / base
    }

}

extension [ScalingLine] {
    /// `{ "10": { router: figure, … }, … }`.
    var bySize: JSONValue {
        guard let sizes = first?.figures.map(\.size) else { return .object([]) }
        return .object(sizes.map { size in
            ("\(size)", .object(map { line in (line.router, .number(line.figures.first { $0.size == size }?.value)) }))
        })
    }

    /// `{ router: figure at the largest size ÷ figure at the smallest, … }`.
    var ratios: JSONValue {
        .object(map { ($0.router, .number($0.ratio)) })
    }
}
