import Foundation
import NavigationEngine

/// Full link string → typed route with its UUIDs parsed, in both spellings, on the 1,000-pattern
/// table: ours (`resolve(_:from:)`) beside routing-kit + `URLComponents` + `UUID(uuidString:)`.
struct LinkResolving {
    let harness: Harness
    let tables: PreparedTables

    static let anchorName = "routing-kit + URLComponents"
    static let parsingName = "swift-parsing 0.15.2 parser (url-routing's way, reference)"
    /// The bound: ours at least this many times faster than the anchor, in either spelling.
    static let speedUp = 10.0

    func run(into report: inout Report) {
        progress("link → typed route, 1,000 patterns")
        let anchor = RoutingKitLinkRouter(tables.table)
        var bySpelling: [(key: String, value: JSONValue)] = []
        var ours: [Measurement] = []
        var anchors: [Measurement] = []
        var parsers: [Measurement] = []
        var failures: [String] = []
        for style in [LinkStyle.custom, .universal] {
            let samples = Samples.links(style: style)
            for (link, route) in samples {
                if (try? tables.ours.resolve(link, from: .internal).route) != route { failures.append("ours did not resolve \(link)") }
                if anchor.resolve(link) != route { failures.append("the anchor did not resolve \(link)") }
                if ParsingRouter.route(link)?.route != route { failures.append("the swift-parsing parser did not resolve \(link)") }
            }
            guard failures.isEmpty else { continue }
            let links = samples.map(\.link)
            let spelling = style == .custom ? "custom" : "universal"
            let table = opaque(tables.ours)
            let router = opaque(anchor)
            let figures = harness.compare([
                .rotating("link/ours/\(spelling)", links) { blackHole(try? table.resolve($0, from: .internal).route) },
                .rotating("link/anchor/\(spelling)", links) { blackHole(router.resolve($0)) },
                .rotating("link/swift-parsing/\(spelling)", links) { blackHole(ParsingRouter.route($0)) },
            ])
            let (oursFigure, anchorFigure, parserFigure) = (figures[0], figures[1], figures[2])
            ours.append(oursFigure)
            anchors.append(anchorFigure)
            parsers.append(parserFigure)
            bySpelling.append((style == .custom ? "sailaway://" : "https://sailaway.app/", .object([
                ("ours", .number(oursFigure.nanosecondsPerOperation)),
                (Self.anchorName, .number(anchorFigure.nanosecondsPerOperation)),
                (Self.parsingName, .number(parserFigure.nanosecondsPerOperation)),
            ])))
        }
        report.problems += failures.map { "link → route: \($0)" }

        // Either spelling must meet the target: the row reports the spelling where ours is the
        // least ahead, and that spelling's figures.
        let pairs = zip(zip(ours, anchors), parsers).map { (ours: $0.0, anchor: $0.1, parser: $1) }
        let closest = pairs.min { ($0.anchor.ratio(to: $0.ours) ?? 0) < ($1.anchor.ratio(to: $1.ours) ?? 0) }
        let oursFigure = closest?.ours.nanosecondsPerOperation
        let anchorFigure = closest?.anchor.nanosecondsPerOperation
        report.rows.append(ReportRow(
            key: "link-to-route",
            title: "full link (sailaway:// or https://) → typed route, UUIDs parsed",
            unit: .ns,
            ours: oursFigure,
            anchors: [
                .init(name: Self.anchorName, value: anchorFigure),
                .init(name: Self.parsingName, value: closest?.parser.nanosecondsPerOperation),
            ],
            conditions: [.speedUp(over: Self.anchorName, anchor: closest?.anchor, ours: closest?.ours, atLeast: Self.speedUp)],
            allocations: [
                ("ours", closest?.ours.allocationsPerOperation),
                (Self.anchorName, closest?.anchor.allocationsPerOperation),
                (Self.parsingName, closest?.parser.allocationsPerOperation),
            ],
            details: [("bySpelling", .object(bySpelling))],
            notes: ["The spelling where ours is the least ahead; five links rotate (content, the type= alias, a charter run, a user, a search); 1,000-pattern table."]
        ))
    }
}
