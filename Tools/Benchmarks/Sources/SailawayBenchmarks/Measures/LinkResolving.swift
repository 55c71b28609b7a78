import Foundation
import NavigationEngine

/// Full link string → typed route with its UUIDs parsed, in both spellings, on the 1,000-pattern
/// table: ours (`resolve(_:from:)`) beside routing-kit + `URLComponents` + `UUID(uuidString:)`.
struct LinkResolving {
    let harness: Harness
    let tables: PreparedTables

    static let anchorName = "routing-kit + URLComponents"

    func run(into report: inout Report) {
        progress("link → typed route, 1,000 patterns")
        let anchor = RoutingKitLinkRouter(tables.table)
        var bySpelling: [(key: String, value: JSONValue)] = []
        var ours: [Measurement] = []
        var anchors: [Measurement] = []
        var failures: [String] = []
        for style in [LinkStyle.custom, .universal] {
            let samples = Samples.links(style: style)
            for (link, route) in samples {
                if (try? tables.ours.resolve(link, from: .internal).route) != route { failures.append("ours did not resolve \(link)") }
                if anchor.resolve(link) != route { failures.append("the anchor did not resolve \(link)") }
            }
            guard failures.isEmpty else { continue }
            let links = samples.map(\.link)
            let spelling = style == .custom ? "custom" : "universal"
            let oursFigure = measureOurs("link/ours/\(spelling)", links)
            let anchorFigure = measureAnchor("link/anchor/\(spelling)", anchor, links)
            ours.append(oursFigure)
            anchors.append(anchorFigure)
            bySpelling.append((style == .custom ? "sailaway://" : "https://sailaway.app/", .object([
                ("ours", .number(oursFigure.nanosecondsPerOperation)),
                (Self.anchorName, .number(anchorFigure.nanosecondsPerOperation)),
            ])))
        }
        report.problems += failures.map { "link → route: \($0)" }

        // Either spelling must meet the target: the row reports the slower one.
        let slowest = ours.max { $0.nanosecondsPerOperation < $1.nanosecondsPerOperation }
        let slowestAnchor = anchors.max { $0.nanosecondsPerOperation < $1.nanosecondsPerOperation }
        report.rows.append(ReportRow(
            key: "link-to-route",
            title: "full link (sailaway:// or https://) → typed route, UUIDs parsed",
            unit: .ns,
            ours: slowest?.nanosecondsPerOperation,
            anchors: [.init(name: Self.anchorName, value: slowestAnchor?.nanosecondsPerOperation)],
            target: "≤ 1 µs (1,000 ns)",
            met: slowest.map { $0.nanosecondsPerOperation <= 1_000 } ?? false,
            allocations: [
                ("ours", slowest?.allocationsPerOperation),
                (Self.anchorName, slowestAnchor?.allocationsPerOperation),
            ],
            details: [("bySpelling", .object(bySpelling))],
            notes: ["The slower spelling of each; five links rotate (content, the type= alias, a charter run, a user, a search); 1,000-pattern table."]
        ))
    }

    private func measureOurs(_ id: String, _ links: [String]) -> Measurement {
        let table = opaque(tables.ours)
        return harness.measure(id, rotating: links) { input in
            blackHole(try? table.resolve(input, from: .internal).route)
        }
    }

    private func measureAnchor(_ id: String, _ anchor: RoutingKitLinkRouter, _ links: [String]) -> Measurement {
        let anchor = opaque(anchor)
        return harness.measure(id, rotating: links) { input in
            blackHole(anchor.resolve(input))
        }
    }
}
