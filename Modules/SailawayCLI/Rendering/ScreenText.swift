import AppShell
import FeatureRegistry

/// The plain-text form of a screen, as the terminal app prints it.
enum ScreenText {
    static func render(_ presented: PresentedScreen) -> String {
        let screen = presented.screen
        var lines: [String] = []
        let title = presented.isSheet ? "\(screen.title) (sheet)" : screen.title
        lines.append(title)
        lines.append(String(repeating: "=", count: title.count))
        if let subtitle = screen.subtitle {
            lines.append(subtitle)
        }
        for section in screen.sections {
            lines.append("")
            if let heading = section.heading {
                lines.append(heading)
            }
            if section.rows.isEmpty, let empty = section.emptyText {
                lines.append("  \(empty)")
            }
            for row in section.rows {
                lines.append("  - " + row.text + (row.detail.map { " — \($0)" } ?? ""))
            }
        }
        if !screen.actions.isEmpty {
            lines.append("")
            for (index, action) in screen.actions.enumerated() {
                let needs = action.inputs.isEmpty ? "" : " …"
                lines.append("  \(index + 1). \(action.label)\(needs)")
            }
        }
        lines.append("")
        lines.append(presented.breadcrumb.joined(separator: " › "))
        lines.append(tabBar(presented.tabs))
        return lines.joined(separator: "\n") + "\n"
    }

    static func tabBar(_ tabs: [PresentedScreen.TabItem]) -> String {
        tabs.map { $0.isSelected ? "[\($0.title)]" : " \($0.title) " }.joined(separator: " ")
    }
}
