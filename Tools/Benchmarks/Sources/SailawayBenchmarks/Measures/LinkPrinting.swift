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

        progress("route → link, swift-parsing printer")
        // swift-parsing prints UUIDs in capitals (`UUID.uuidString`); a UUID's case does not
        // matter, so the check compares links without it.
        let appRoutes = Samples.printed.compactMap { AppRoute($0.route) }
        let parsingWrong = Samples.printed.filter { sample in
            AppRoute(sample.route).flatMap(ParsingRouter.link(for:))?.lowercased() != sample.link.lowercased()
        }
        failures += parsingWrong.map {
            "the swift-parsing printer printed \($0.route) as \(AppRoute($0.route).flatMap(ParsingRouter.link(for:)) ?? "nil")"
        }
        let parsing = parsingWrong.isEmpty ? measureParsing(appRoutes) : nil
        let parsingData = parsingWrong.isEmpty ? measureParsingData(appRoutes) : nil
        report.problems += failures.map { "route → link: \($0)" }

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
                .speedUp(over: Self.parsingName, anchor: parsing?.nanosecondsPerOperation, ours: at1000?.nanosecondsPerOperation, atLeast: Self.speedUp),
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

    private func measureOurs(_ id: String, _ table: LinkTable) -> Measurement {
        let table = opaque(table)
        return harness.measure(id, rotating: Samples.printed.map(\.route)) { input in
            blackHole(table.link(for: input, style: .custom))
        }
    }

    private func measureParsing(_ routes: [AppRoute]) -> Measurement {
        harness.measure("print/swift-parsing", rotating: routes) { input in
            blackHole(ParsingRouter.link(for: input))
        }
    }

    private func measureParsingData(_ routes: [AppRoute]) -> Measurement {
        harness.measure("print/swift-parsing-data", rotating: routes) { input in
            blackHole(try? ParsingRouter.router.print(input))
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
