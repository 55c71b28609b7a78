import Foundation
import NavigationEngine
import RoutingKit

/// Path string → route + captures, at every table size, hits and a miss: ours (`match(path:)`),
/// routing-kit (`route(path:parameters:)` after Vapor's split, which is timed) and the linear scan.
struct PathMatching {
    let harness: Harness
    let tables: [PreparedTables]

    static let routingKitName = "routing-kit 4.9.3"
    static let linearName = "linear scan"

    /// One size's figures.
    private struct Figures {
        var ours: Measurement?
        var routingKit: Measurement?
        var linear: Measurement?
    }

    func run(into report: inout Report) {
        var hits: [Int: Figures] = [:]
        for prepared in tables {
            progress("path → route, \(Format.count(prepared.table.size)) patterns")
            let paths = Samples.hits.map(\.path)
            let checked = check(prepared, report: &report)
            hits[prepared.table.size] = Figures(
                ours: checked ? measureOurs("path/ours/\(prepared.table.size)", prepared.ours, paths) : nil,
                routingKit: checked ? measureRoutingKit("path/routing-kit/\(prepared.table.size)", prepared.routingKit, paths) : nil,
                linear: checked ? measureLinear("path/linear/\(prepared.table.size)", prepared.linear, paths) : nil
            )
        }

        progress("a miss, 1,000 patterns")
        let missTables = tables.first { $0.table.size == 1_000 }!
        let missChecked = checkMiss(missTables, report: &report)
        let miss = Figures(
            ours: missChecked ? measureOurs("miss/ours", missTables.ours, [Samples.miss]) : nil,
            routingKit: missChecked ? measureRoutingKit("miss/routing-kit", missTables.routingKit, [Samples.miss]) : nil,
            linear: missChecked ? measureLinear("miss/linear", missTables.linear, [Samples.miss]) : nil
        )

        let smallest = hits[RouteTable.sizes.first!]!
        let at1000 = hits[1_000]!
        let at10000 = hits[10_000]!
        let ours1000 = at1000.ours?.nanosecondsPerOperation
        let allocations1000 = at1000.ours?.allocationsPerOperation
        var notes: [String] = []
        if at1000.ours != nil, allocations1000 == nil {
            notes.append("Allocations unknown, so the zero-allocation target cannot be confirmed.")
        }
        if let ours1000 {
            notes.append("Stretch target ≤ 150 ns \(ours1000 <= 150 ? "met" : "not met").")
        }
        report.rows.append(ReportRow(
            key: "path-to-route-1000",
            title: "path → route + captures, 1,000 patterns",
            unit: .ns,
            ours: ours1000,
            anchors: anchors(at1000) + [.quoted("hummingbird 2.28 trie", 2_650)],
            target: "≤ 300 ns, 0 allocations (stretch ≤ 150 ns)",
            met: ours1000.map { $0 <= 300 } == true && allocations1000 == 0,
            allocations: allocations(at1000),
            notes: notes
        ))

        let ratio = at10000.ours.flatMap { large in
            smallest.ours.map { large.nanosecondsPerOperation / $0.nanosecondsPerOperation }
        }
        let lines = scalingLines(hits)
        report.rows.append(ReportRow(
            key: "path-to-route-10000",
            title: "path → route + captures, 10,000 patterns",
            unit: .ns,
            ours: at10000.ours?.nanosecondsPerOperation,
            anchors: anchors(at10000) + [.quoted("hummingbird 2.28 trie", 12_600)],
            target: "≤ 1.25 × the figure at 10 patterns",
            met: ratio.map { $0 <= 1.25 } ?? false,
            allocations: allocations(at10000),
            details: [
                ("ratioTo10Patterns", lines.ratios),
                ("bySize", lines.bySize),
            ],
            notes: ratio.map { ["Ours at 10,000 is \(String(format: "%.2f", $0)) × ours at 10."] } ?? []
        ))
        report.scaling += lines

        report.rows.append(ReportRow(
            key: "miss-1000",
            title: "a miss (no route), 1,000 patterns",
            unit: .ns,
            ours: miss.ours?.nanosecondsPerOperation,
            anchors: anchors(miss),
            target: "≤ 150 ns",
            met: miss.ours.map { $0.nanosecondsPerOperation <= 150 } ?? false,
            allocations: allocations(miss),
            notes: ["The path `content/checklist/<uuid>/missing`: three segments match, the fourth does not."]
        ))
    }

    // MARK: - Measuring

    private func measureOurs(_ id: String, _ table: LinkTable, _ paths: [String]) -> Measurement {
        let table = opaque(table)
        return harness.measure(id, rotating: paths) { input in
            blackHole(table.match(path: input))
        }
    }

    private func measureRoutingKit(_ id: String, _ router: TrieRouter<Int>, _ paths: [String]) -> Measurement {
        let router = opaque(router)
        return harness.measure(id, rotating: paths) { input in
            var parameters = Parameters()
            blackHole(router.route(path: RoutingKitTables.split(input), parameters: &parameters))
            blackHole(parameters)
        }
    }

    private func measureLinear(_ id: String, _ router: LinearRouter, _ paths: [String]) -> Measurement {
        let router = opaque(router)
        return harness.measure(id, rotating: paths) { input in
            blackHole(router.route(input))
        }
    }

    // MARK: - Rows

    private func anchors(_ figures: Figures) -> [ReportRow.Anchor] {
        [
            .init(name: Self.routingKitName, value: figures.routingKit?.nanosecondsPerOperation),
            .init(name: Self.linearName, value: figures.linear?.nanosecondsPerOperation),
        ]
    }

    private func allocations(_ figures: Figures) -> [(name: String, perOperation: Double?)] {
        [
            ("ours", figures.ours?.allocationsPerOperation),
            (Self.routingKitName, figures.routingKit?.allocationsPerOperation),
            (Self.linearName, figures.linear?.allocationsPerOperation),
        ]
    }

    private func scalingLines(_ hits: [Int: Figures]) -> [ScalingLine] {
        func line(_ name: String, _ pick: (Figures) -> Measurement?) -> ScalingLine {
            ScalingLine(measure: "path → route", router: name, unit: .ns, figures: RouteTable.sizes.map { size in
                let measurement = hits[size].flatMap(pick)
                return (size, measurement?.nanosecondsPerOperation, measurement?.allocationsPerOperation)
            })
        }
        return [
            line("ours", \.ours),
            line(Self.routingKitName, \.routingKit),
            line(Self.linearName, \.linear),
        ]
    }
}
