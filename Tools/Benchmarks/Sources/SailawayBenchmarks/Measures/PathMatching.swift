@_spi(Internal) import Hummingbird
import Foundation
import NavigationEngine
import RoutingKit

/// Path string → route + captures, at every table size, hits and a miss: ours (`match(path:)`),
/// routing-kit (`route(path:parameters:)` after Vapor's split, which is timed), hummingbird's
/// trie (`resolve(_:)`) and the linear scan.
struct PathMatching {
    let harness: Harness
    let tables: [PreparedTables]

    static let routingKitName = "routing-kit 4.9.3"
    static let hummingbirdName = "hummingbird 2.28.1 trie"
    static let linearName = "linear scan"

    /// The bounds: ours at least this many times faster than each anchor…
    static let routingKitSpeedUp = 30.0
    static let hummingbirdSpeedUp = 20.0
    /// …and flat from the smallest table to the largest.
    static let flatness = 1.1

    /// One size's figures, by router.
    struct Figures {
        var ours: Measurement?
        /// Ours on the smallest table, taken in turns with this size's routers: flatness is
        /// judged on it.
        var oursSmallest: Measurement?
        var routingKit: Measurement?
        var hummingbird: Measurement?
        var linear: Measurement?
    }

    func run(into report: inout Report) {
        var hits: [Int: Figures] = [:]
        var misses: [Int: Figures] = [:]
        let smallest = tables[0]
        for prepared in tables {
            let size = prepared.table.size
            progress("path → route, \(Format.count(size)) patterns, hits and a miss")
            hits[size] = check(prepared, report: &report) ? measure("path", prepared, smallest, Samples.hits.map(\.path)) : Figures()
            misses[size] = checkMiss(prepared, report: &report) ? measure("miss", prepared, smallest, [Samples.miss]) : Figures()
        }

        let hitLines = scalingLines("path → route", hits)
        let missLines = scalingLines("a miss", misses)
        for size in [1_000, 10_000] {
            report.rows.append(row(
                key: "path-to-route-\(size)", title: "path → route + captures, \(Format.count(size)) patterns",
                hits[size]!, lines: hitLines,
                notes: ["Eight paths rotate (content of three kinds, a user, a charter, a charter's checklist run, an editor, a settings page)."]
            ))
            report.rows.append(row(
                key: "miss-\(size)", title: "a miss (no route), \(Format.count(size)) patterns",
                misses[size]!, lines: missLines,
                notes: ["The path `content/checklist/<uuid>/missing`: three segments match, the fourth does not."]
            ))
        }
        report.scaling += hitLines + missLines
    }

    // MARK: - Measuring

    /// Every router on `prepared` and ours on `smallest`, in turns.
    private func measure(_ kind: String, _ prepared: PreparedTables, _ smallest: PreparedTables, _ paths: [String]) -> Figures {
        let size = prepared.table.size
        let requestPaths = paths.map(HummingbirdTables.requestPath)
        let ours = opaque(prepared.ours)
        let oursSmallest = opaque(smallest.ours)
        let routingKit = opaque(prepared.routingKit)
        let hummingbird = opaque(prepared.hummingbird)
        let linear = opaque(prepared.linear)
        var contenders: [Contender] = [
            .rotating("\(kind)/ours/\(size)", paths) { blackHole(ours.match(path: $0)) },
            .rotating("\(kind)/routing-kit/\(size)", paths) { input in
                var parameters = RoutingKit.Parameters()
                blackHole(routingKit.route(path: RoutingKitTables.split(input), parameters: &parameters))
                blackHole(parameters)
            },
            .rotating("\(kind)/hummingbird/\(size)", requestPaths) { blackHole(hummingbird.resolve($0)) },
            .rotating("\(kind)/linear/\(size)", paths) { blackHole(linear.route($0)) },
        ]
        if size != smallest.table.size {
            contenders.append(.rotating("\(kind)/ours/\(smallest.table.size)", paths) { blackHole(oursSmallest.match(path: $0)) })
        }
        let figures = harness.compare(contenders)
        return Figures(
            ours: figures[0], oursSmallest: figures.count > 4 ? figures[4] : figures[0],
            routingKit: figures[1], hummingbird: figures[2], linear: figures[3]
        )
    }

    // MARK: - Rows

    private func row(
        key: String, title: String, _ figures: Figures, lines: [ScalingLine], notes: [String]
    ) -> ReportRow {
        let ours = figures.ours?.nanosecondsPerOperation
        let smallestSize = Format.count(RouteTable.sizes[0])
        return ReportRow(
            key: key,
            title: title,
            unit: .ns,
            ours: ours,
            anchors: [
                .init(name: Self.routingKitName, value: figures.routingKit?.nanosecondsPerOperation),
                .init(name: Self.hummingbirdName, value: figures.hummingbird?.nanosecondsPerOperation),
                .init(name: Self.linearName, value: figures.linear?.nanosecondsPerOperation),
            ],
            conditions: [
                .speedUp(over: Self.routingKitName, anchor: figures.routingKit, ours: figures.ours, atLeast: Self.routingKitSpeedUp),
                .speedUp(over: Self.hummingbirdName, anchor: figures.hummingbird, ours: figures.ours, atLeast: Self.hummingbirdSpeedUp),
                .growth(from: "ours at \(smallestSize) patterns", reference: figures.oursSmallest, ours: figures.ours, atMost: Self.flatness),
            ],
            allocations: [
                ("ours", figures.ours?.allocationsPerOperation),
                (Self.routingKitName, figures.routingKit?.allocationsPerOperation),
                (Self.hummingbirdName, figures.hummingbird?.allocationsPerOperation),
                (Self.linearName, figures.linear?.allocationsPerOperation),
            ],
            details: [
                ("growthFrom\(RouteTable.sizes[0])Patterns", lines.ratios),
                ("bySize", lines.bySize),
            ],
            notes: notes
        )
    }

    private func scalingLines(_ measure: String, _ figures: [Int: Figures]) -> [ScalingLine] {
        func line(_ name: String, _ pick: (Figures) -> Measurement?) -> ScalingLine {
            ScalingLine(measure: measure, router: name, unit: .ns, figures: RouteTable.sizes.map { size in
                let measurement = figures[size].flatMap(pick)
                return (size, measurement?.nanosecondsPerOperation, measurement?.allocationsPerOperation)
            })
        }
        return [
            line("ours", \.ours),
            line(Self.routingKitName, \.routingKit),
            line(Self.hummingbirdName, \.hummingbird),
            line(Self.linearName, \.linear),
        ]
    }
}
