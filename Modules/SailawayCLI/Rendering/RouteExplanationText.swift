import FeatureRegistry
import NavigationEngine

/// `routes explain URL` as a few lines: the verdict, then one labelled line for each thing
/// known — the pattern and its feature, access, tab, route and back stack, or why nothing takes
/// the link and which pattern came nearest.
enum RouteExplanationText {
    static func render(_ report: RouteExplanationReport, configuration: LinkConfiguration) -> String {
        var lines = [report.opens ? "\(report.link) opens from outside." : "\(report.link) does not open from outside."]
        func add(_ label: String, _ text: String) {
            lines.append("  " + label.padding(toLength: 13, withPad: " ", startingAt: 0) + text)
        }
        if let reason = report.reason {
            let prefix = "Cannot open '\(report.link)': "
            add("why", reason.hasPrefix(prefix) ? String(reason.dropFirst(prefix.count)) : reason)
        }
        if let match = report.match {
            add("pattern", describe(match))
            add("access", match.public ? "public" : "internal: only the app itself opens it (restoration, share, its own navigation)")
            add("tab", place(of: match))
            if let route = report.route { add("route", route) }
            if let stack = report.backStack {
                add(report.opens ? "back stack" : match.public ? "would build" : "from inside", stack.joined(separator: " › "))
            }
        }
        if let nearest = report.nearest, let miss = report.nearestMiss {
            if report.match == nil { add("nearest", describe(nearest)) }
            add("fails at", miss.message)
        }
        if report.match == nil, report.nearest == nil, ["unknownHost", "unsupportedScheme", "notALink"].contains(report.refusal ?? "") {
            let universal = configuration.universalHosts.first.map { " and https://\($0)/…" } ?? ""
            add("ours", "\(configuration.scheme)://…\(universal)")
        } else if !report.opens, report.match == nil, report.nearest == nil {
            add("nearest", "no declared pattern is near it")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `content/{id}?type=checklist, an alias of content/checklist/{id} (Checklists)`.
    private static func describe(_ pattern: RouteExplanationReport.PatternReport) -> String {
        let name = pattern.alias ? "\(pattern.template), an alias of \(pattern.pattern)" : pattern.pattern
        let feature =
            switch pattern.featureStatus {
            case .enabled: pattern.feature
            case .disabled: "\(pattern.feature), compiled in but disabled by --features"
            case .notInBuild: "\(pattern.feature), not in this build: its trait is off"
            }
        return "\(name) (\(feature))"
    }

    /// Where the route shows: its tab, the selected one, or a modal over it.
    private static func place(of pattern: RouteExplanationReport.PatternReport) -> String {
        switch pattern.presentation {
        case LinkPresentation.stack.rawValue: pattern.tab ?? "the selected tab (pushed onto its stack)"
        case LinkPresentation.tabRoot.rawValue: "\(pattern.tab ?? "the selected tab"), its root"
        default: "a \(pattern.presentation) over the selected tab"
        }
    }
}
