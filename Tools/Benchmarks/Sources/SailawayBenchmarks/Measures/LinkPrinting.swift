import Foundation
import NavigationEngine

/// Route → link string: ours (`link(for:style:)`) for Sailaway routes in tables padded to each
/// size, which shows whether printing is flat in the number of patterns.
///
/// swift-url-routing, the issue's anchor, is not on the package mirror: its figure is quoted,
/// unmeasured. A hand-written `URLComponents` printer is measured as a reference instead.
struct LinkPrinting {
    let harness: Harness
    let tables: [PreparedTables]

    static let printerName = "URLComponents printer"

    func run(into report: inout Report) {
        var figures: [Int: Measurement] = [:]
        var failures: [String] = []
        for prepared in tables {
            progress("route → link, \(Format.count(prepared.table.size)) patterns")
            let wrong = Samples.printed.filter { prepared.ours.link(for: $0.route) != $0.link }
            failures += wrong.map { "ours printed \($0.route) as \(prepared.ours.link(for: $0.route) ?? "nil") in the \(prepared.table.size)-pattern table" }
            if wrong.isEmpty { figures[prepared.table.size] = measureOurs("print/ours/\(prepared.table.size)", prepared.ours) }
        }
        progress("route → link, URLComponents printer")
        let wrong = Samples.printed.filter { URLComponentsPrinter.link(for: $0.route) != $0.link }
        failures += wrong.map { "the URLComponents printer printed \($0.route) as \(URLComponentsPrinter.link(for: $0.route) ?? "nil")" }
        let printer = wrong.isEmpty ? measurePrinter() : nil
        report.problems += failures.map { "route → link: \($0)" }

        // Printing tries a route type's patterns in turn, so flatness is judged between tables that
        // hold every Sailaway pattern: the 10-pattern table has fewer patterns per route type.
        let comparable = RouteTable.sizes.first { $0 >= SailawayLinks.patterns.count }!
        let line = ScalingLine(measure: "route → link", router: "ours", unit: .ns, figures: RouteTable.sizes.map {
            ($0, figures[$0]?.nanosecondsPerOperation, figures[$0]?.allocationsPerOperation)
        }, baseSize: comparable)
        let at1000 = figures[1_000]
        let flat = line.ratio.map { $0 <= 1.25 } ?? false
        report.rows.append(ReportRow(
            key: "route-to-link",
            title: "route → link string, 1,000 patterns",
            unit: .ns,
            ours: at1000?.nanosecondsPerOperation,
            anchors: [
                .quoted("swift-url-routing", 87_000),
                .init(name: Self.printerName, value: printer?.nanosecondsPerOperation),
            ],
            target: "≤ 500 ns, flat in table size (10,000 ≤ 1.25 × \(comparable))",
            met: (at1000.map { $0.nanosecondsPerOperation <= 500 } ?? false) && flat,
            allocations: [("ours", at1000?.allocationsPerOperation), (Self.printerName, printer?.allocationsPerOperation)],
            details: [("ratioTo\(comparable)Patterns", .number(line.ratio)), ("bySize", [line].bySize)],
            notes: [
                "swift-url-routing is not on the package mirror; its figure (≈ 87 µs at 1,000) is quoted from issue 6.",
                "Six routes rotate; ours at 10,000 is \(line.ratio.map { String(format: "%.2f", $0) } ?? "?") × ours at \(comparable),"
                    + " the smallest table holding every Sailaway pattern (the 10-pattern table has fewer patterns per route type, and printing tries them in turn).",
            ]
        ))
        report.scaling.append(line)
    }

    private func measureOurs(_ id: String, _ table: LinkTable) -> Measurement {
        let table = opaque(table)
        return harness.measure(id, rotating: Samples.printed.map(\.route)) { input in
            blackHole(table.link(for: input, style: .custom))
        }
    }

    private func measurePrinter() -> Measurement {
        harness.measure("print/urlcomponents", rotating: Samples.printed.map(\.route)) { input in
            blackHole(URLComponentsPrinter.link(for: input))
        }
    }
}

/// A hand-written printer as apps without a router write one: a switch per route type filling
/// `URLComponents`. Only the routes the benchmark prints.
enum URLComponentsPrinter {
    static func link(for route: AnyRoute) -> String? {
        var query: [URLQueryItem]?
        let segments: [String]
        if let checklist = route.as(ChecklistRoute.self) {
            switch checklist {
            case .detail(let id): segments = ["content", "checklist", Samples.text(id)]
            case .execution(let charter, let checklist):
                segments = ["charter", Samples.text(charter), "checklist", Samples.text(checklist), "run"]
            default: return nil
            }
        } else if case .detail(let id)? = route.as(DeckRoute.self) {
            segments = ["content", "deck", Samples.text(id)]
        } else if case .user(let id)? = route.as(ProfileRoute.self) {
            segments = ["user", Samples.text(id)]
        } else if case .results(let text)? = route.as(SearchRoute.self) {
            segments = ["search"]
            query = [URLQueryItem(name: "q", value: text)]
        } else if route.as(SettingsRoute.self) == .privacy {
            segments = ["settings", "privacy"]
        } else {
            return nil
        }
        var components = URLComponents()
        components.scheme = "sailaway"
        components.host = segments[0]
        components.path = segments.count > 1 ? "/" + segments.dropFirst().joined(separator: "/") : ""
        components.queryItems = query
        return components.string
    }
}
