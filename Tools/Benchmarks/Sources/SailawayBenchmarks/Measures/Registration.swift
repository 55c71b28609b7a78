import NavigationEngine
import RoutingKit

/// Registering 10,000 patterns from declarations prepared beforehand: ours (`LinkTable.init`,
/// which also checks every pattern for overlaps) beside routing-kit's `register(_:at:)`.
struct Registration {
    let harness: Harness
    let table: RouteTable

    static let routingKitName = "routing-kit 4.9.3"

    func run(into report: inout Report) {
        progress("registering \(Format.count(table.size)) patterns")
        let patterns = opaque(table.patterns)
        let paths = opaque(table.paths.map { ($0.entry, RoutingKitTables.components($0.segments)) })

        var failure: String?
        do {
            _ = try LinkTable(patterns: patterns, configuration: SailawayLinks.configuration)
        } catch {
            failure = "ours refused the table: \(error)"
            report.problems.append("registering: \(error)")
        }
        let ours = failure == nil ? harness.measure("register/ours") { count in
            for _ in 0..<count {
                blackHole(try? LinkTable(patterns: patterns, configuration: SailawayLinks.configuration))
            }
        } : nil
        let routingKit = harness.measure("register/routing-kit") { count in
            for _ in 0..<count {
                let router = TrieRouter(Int.self)
                for (output, path) in paths { router.register(output, at: path) }
                blackHole(router)
            }
        }

        report.rows.append(ReportRow(
            key: "register-10000",
            title: "registering 10,000 patterns",
            unit: .ms,
            ours: ours?.milliseconds,
            anchors: [
                .init(name: Self.routingKitName, value: routingKit.milliseconds),
                .quoted("hummingbird 2.28", 261),
            ],
            target: "≤ 5 ms",
            met: ours.map { $0.milliseconds <= 5 } ?? false,
            allocations: [("ours", ours?.allocationsPerOperation), (Self.routingKitName, routingKit.allocationsPerOperation)],
            notes: [
                "Ours builds the trie and checks every pattern against the others for overlaps; routing-kit only inserts.",
                "hummingbird is not built here (its NIO stack is heavy); its figure is quoted from issue 6.",
            ]
        ))
    }
}
