import FeatureRegistry
import NavigationEngine

/// The plain-text form of the navigation state.
enum StateText {
    static func render(_ state: NavigationState, deferredLinks: [String] = [], links: LinkTable) -> String {
        var lines = ["Selected tab: \(state.selectedTab)"]
        for tab in state.tabs {
            let stack = state.stack(tab)
            let marker = tab == state.selectedTab ? "*" : " "
            lines.append("\(marker) \(tab):" + (stack.isEmpty ? " (root)" : ""))
            for route in stack {
                lines.append("    " + (links.link(for: route) ?? "\(route)"))
            }
        }
        if state.presentations.isEmpty {
            lines.append("Modals: none")
        } else {
            lines.append("Modals:")
            for (level, presentation) in state.presentations.enumerated() {
                lines.append("  \(level + 1). \(name(of: presentation.style))" + (presentation.request.map { " answering '\($0.key)'" } ?? ""))
                for route in presentation.stack {
                    lines.append("    " + (links.link(for: route) ?? "\(route)"))
                }
            }
        }
        if !deferredLinks.isEmpty {
            lines.append("Links waiting for onboarding or another guard:")
            lines += deferredLinks.map { "    " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// How the state text names a presentation style.
    static func name(of style: PresentationStyle) -> String {
        switch style {
        case .sheet: "sheet"
        case .fullScreenCover: "full-screen cover"
        case .alert: "alert"
        case .confirmationDialog: "confirmation dialog"
        }
    }
}

/// The plain-text route table.
enum RouteTableText {
    static func render(_ table: [RouteTableEntry], configuration: LinkConfiguration) -> String {
        guard !table.isEmpty else { return "No routes.\n" }
        let header = ["PATTERN", "FEATURE", "TAB", "ACCESS"]
        let rows = table.map { entry in
            [
                entry.pattern + (entry.aliases.isEmpty ? "" : " (also \(entry.aliases.joined(separator: ", ")))"),
                entry.feature + (entry.isEnabled ? "" : " (unavailable)"),
                entry.presentation.modalStyle.map(StateText.name(of:)) ?? entry.tab?.rawValue ?? "current",
                entry.isPublic ? "public" : "internal",
            ]
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0) }
                .joined(separator: "  ").trimmingTrailingSpaces()
        }
        let universal = configuration.universalHosts.first.map { " or https://\($0)/" } ?? ""
        return ([line(header)] + rows.map(line)).joined(separator: "\n")
            + "\n\nLinks are \(configuration.scheme)://<pattern>\(universal)<pattern>.\n"
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
