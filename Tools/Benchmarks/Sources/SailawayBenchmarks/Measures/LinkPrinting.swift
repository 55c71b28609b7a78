import Foundation
import NavigationEngine

/// Route → link string: ours (`link(for:style:)`) for Sailaway routes in tables padded to each
/// size, beside the swift-parsing parser-printer of the same table (``ParsingRouter``, printed
/// and written out as swift-url-routing's `url(for:)` does) and a hand-written `URLComponents`
/// printer.
struct LinkPrinting {
    let harness: Harness
    let tables: [PreparedTables]

    static let parsingName = "swift-parsing 0.15.2 printer (url-routing's way)"
    static let parsingDataName = "swift-parsing 0.15.2 printer, to request data only (reference)"
    static let printerName = "URLComponents printer (reference)"
    /// The issue's bound: ours at least this many times faster than the parser-printer.
    static let speedUp = 50.0

    func run(into report: inout Report) {
        var figures: [Int: Measurement] = [:]
        var failures: [String] = []
        let routes = Samples.printed.map(\.route)
        for prepared in tables {
            let size = prepared.table.size
            let wrong = Samples.printed.filter { prepared.ours.link(for: $0.route) != $0.link }
            failures += wrong.map { "ours printed \($0.route) as \(prepared.ours.link(for: $0.route) ?? "nil") in the \(size)-pattern table" }
            // 1,000 patterns is the row's size: measured below, in turns with the anchors.
            guard wrong.isEmpty, size != 1_000 else { continue }
            progress("route → link, \(Format.count(size)) patterns")
            let table = opaque(prepared.ours)
            figures[size] = harness.compare([.rotating("print/ours/\(size)", routes) { blackHole(table.link(for: $0, style: .custom)) }])[0]
        }
        let wrong = Samples.printed.filter { URLComponentsPrinter.link(for: $0.route) != $0.link }
        failures += wrong.map { "the URLComponents printer printed \($0.route) as \(URLComponentsPrinter.link(for: $0.route) ?? "nil")" }
        // swift-parsing prints UUIDs in capitals (`UUID.uuidString`); a UUID's case does not
        // matter, so the check compares links without it.
        let appRoutes = Samples.printed.compactMap { AppRoute($0.route) }
        let parsingWrong = Samples.printed.filter { sample in
            AppRoute(sample.route).flatMap(ParsingRouter.link(for:))?.lowercased() != sample.link.lowercased()
        }
        failures += parsingWrong.map {
            "the swift-parsing printer printed \($0.route) as \(AppRoute($0.route).flatMap(ParsingRouter.link(for:)) ?? "nil")"
        }
        report.problems += failures.map { "route → link: \($0)" }

        progress("route → link, 1,000 patterns, beside the swift-parsing and URLComponents printers")
        var parsing: Measurement?
        var parsingData: Measurement?
        var printer: Measurement?
        if failures.isEmpty, let prepared = tables.first(where: { $0.table.size == 1_000 }) {
            let table = opaque(prepared.ours)
            let compared = harness.compare([
                .rotating("print/ours/1000", routes) { blackHole(table.link(for: $0, style: .custom)) },
                .rotating("print/swift-parsing", appRoutes) { blackHole(ParsingRouter.link(for: $0)) },
                .rotating("print/swift-parsing-data", appRoutes) { blackHole(try? ParsingRouter.router.print($0)) },
                .rotating("print/urlcomponents", routes) { blackHole(URLComponentsPrinter.link(for: $0)) },
            ])
            figures[1_000] = compared[0]
            (parsing, parsingData, printer) = (compared[1], compared[2], compared[3])
        }

        // Printing tries a route type's patterns in turn, so growth is shown between tables that
        // hold every Sailaway pattern: the 10-pattern table has fewer patterns per route type.
        let comparable = RouteTable.sizes.first { $0 >= SailawayLinks.patterns.count }!
        let line = ScalingLine(measure: "route → link", router: "ours", unit: .ns, figures: RouteTable.sizes.map {
            ($0, figures[$0]?.nanosecondsPerOperation, figures[$0]?.allocationsPerOperation)
        }, baseSize: comparable)
        let at1000 = figures[1_000]
        report.rows.append(ReportRow(
            key: "route-to-link",
            title: "route → link string, 1,000 patterns",
            unit: .ns,
            ours: at1000?.nanosecondsPerOperation,
            anchors: [
                .init(name: Self.parsingName, value: parsing?.nanosecondsPerOperation),
                .init(name: Self.parsingDataName, value: parsingData?.nanosecondsPerOperation),
                .init(name: Self.printerName, value: printer?.nanosecondsPerOperation),
            ],
            conditions: [
                .speedUp(over: Self.parsingName, anchor: parsing, ours: at1000, atLeast: Self.speedUp),
            ],
            allocations: [
                ("ours", at1000?.allocationsPerOperation),
                (Self.parsingName, parsing?.allocationsPerOperation),
                (Self.parsingDataName, parsingData?.allocationsPerOperation),
                (Self.printerName, printer?.allocationsPerOperation),
            ],
            details: [("growthFrom\(comparable)Patterns", .number(line.ratio)), ("bySize", [line].bySize)],
            notes: [
                "Six routes rotate. The parser-printer is one `OneOf` of the app's routes nested by route type, as a url-routing router is;"
                    + " it prints into request data, which `URLComponents` writes out as url-routing's `url(for:)` does (the reference line stops before that)."
                    + " It takes the app's route enum; ours takes the type-erased route the router holds.",
                "Ours at 10,000 is \(line.ratio.map { String(format: "%.2f", $0) } ?? "?") × ours at \(comparable),"
                    + " the smallest table holding every Sailaway pattern.",
            ]
        ))
        report.scaling.append(line)
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
