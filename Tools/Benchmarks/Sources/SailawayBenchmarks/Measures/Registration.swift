@_spi(Internal) import Hummingbird
import NavigationEngine
import RoutingKit

/// Registering 10,000 patterns from declarations prepared beforehand: ours (`LinkTable.init`,
/// which also checks every pattern for overlaps) beside routing-kit's `register(_:at:)` and
/// hummingbird's trie builder and `RouterTrie` (what `Router.buildResponder()` does).
struct Registration {
    let harness: Harness
    let table: RouteTable

    static let routingKitName = PathMatching.routingKitName
    static let hummingbirdName = PathMatching.hummingbirdName
    /// The bound: ours at least this many times faster than routing-kit.
    static let routingKitSpeedUp = 2.0

    func run(into report: inout Report) {
        progress("registering \(Format.count(table.size)) patterns")
        let patterns = opaque(table.patterns)
        let paths = opaque(table.paths.map { ($0.entry, RoutingKitTables.components($0.segments)) })
        let hummingbirdPaths = opaque(HummingbirdTables.paths(table))

        var failure: String?
        do {
            _ = try LinkTable(patterns: patterns, configuration: SailawayLinks.configuration)
        } catch {
            failure = "ours refused the table: \(error)"
            report.problems.append("registering: \(error)")
        }
        var contenders: [Contender] = [
            Contender(id: "register/routing-kit") { count in
                for _ in 0..<count {
                    let router = TrieRouter(Int.self)
                    for (output, path) in paths { router.register(output, at: path) }
                    blackHole(router)
                }
            },
            Contender(id: "register/hummingbird") { count in
                for _ in 0..<count {
                    let builder = RouterPathTrieBuilder<Int>()
                    for (entry, path) in hummingbirdPaths { builder.addEntry(path, value: entry) }
                    blackHole(builder.build())
                }
            },
        ]
        if failure == nil {
            contenders.insert(Contender(id: "register/ours") { count in
                for _ in 0..<count {
                    blackHole(try? LinkTable(patterns: patterns, configuration: SailawayLinks.configuration))
                }
            }, at: 0)
        }
        let figures = harness.compare(contenders)
        let ours = failure == nil ? figures[0] : nil
        let (routingKit, hummingbird) = (figures[figures.count - 2], figures[figures.count - 1])

        report.rows.append(ReportRow(
            key: "register-10000",
            title: "registering 10,000 patterns",
            unit: .ms,
            ours: ours?.milliseconds,
            anchors: [
                .init(name: Self.routingKitName, value: routingKit.milliseconds),
                .init(name: Self.hummingbirdName, value: hummingbird.milliseconds),
            ],
            conditions: [
                .speedUp(over: Self.routingKitName, anchor: routingKit, ours: ours, atLeast: Self.routingKitSpeedUp, scale: 1e6),
            ],
            allocations: [
                ("ours", ours?.allocationsPerOperation),
                (Self.routingKitName, routingKit.allocationsPerOperation),
                (Self.hummingbirdName, hummingbird.allocationsPerOperation),
            ],
            notes: [
                "Ours builds the trie and checks every pattern against the others for overlaps; routing-kit and hummingbird only insert"
                    + " (hummingbird then flattens its trie into arrays). Paths reach the anchors already split or parsed.",
            ]
        ))
    }
}
