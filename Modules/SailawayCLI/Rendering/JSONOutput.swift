import AppShell
import FeatureRegistry
import NavigationEngine

/// `screen --json`: the screen a script reads.
struct ScreenJSON: Encodable {
    struct Section: Encodable {
        /// Its identity on the screen, when it has one of its own.
        var id: String?
        var heading: String?
        var rows: [Row]
        var emptyText: String?
        /// The numbers of the section's own actions (rename, move, remove it).
        var actions: [Int]
        /// The numbers of the actions that add a row to it (Add Item).
        var additions: [Int]
    }

    struct Row: Encodable {
        /// Its identity on the screen, from what it shows.
        var id: String
        var text: String
        var detail: String?
        var accessibilityLabel: String
        var accessibilityValue: String?
        /// `checked` or `unchecked` for an item that is checked off; absent otherwise.
        var mark: String?
        var note: String?
        /// The number of the action the row performs — the row is that control — absent for a
        /// row that activating does nothing to.
        var action: Int?
        /// The numbers of the row's own actions (edit it, move it, remove it, note on it).
        var actions: [Int]
    }

    struct Progress: Encodable {
        var completed: Int
        var total: Int
    }

    struct Action: Encodable {
        var number: Int
        /// Its identity, which `tap --shown` takes.
        var id: String
        var label: String
        var accessibilityLabel: String
        var accessibilityHint: String?
        var inputs: [String]
        var destructive: Bool
        /// What it does to what it acts on: `other`, `add`, `edit`, `rename`, `moveUp`,
        /// `moveDown`, `remove`, `note`.
        var kind: String
        /// Its label beside its row or section (“Remove”), when it is one's.
        var rowLabel: String?
    }

    struct Tab: Encodable {
        var name: String
        var title: String
        var selected: Bool
    }

    var title: String
    var subtitle: String?
    var kind: String
    var link: String?
    var tab: String
    var sheet: Bool
    var breadcrumb: [String]
    var sections: [Section]
    var actions: [Action]
    var tabs: [Tab]
    var progress: Progress?
    /// The number of the action the screen is for, if one is.
    var primaryAction: Int?
    /// The numbers of the screen's own actions, drawn before its content.
    var toolbar: [Int]

    /// The JSON of `presented`, its actions named as `links` prints them (``ActionID/printed(with:)``).
    init(_ presented: PresentedScreen, links: LinkTable) {
        let screen = presented.screen
        title = screen.title
        subtitle = screen.subtitle
        kind = screen.kind.rawValue
        link = presented.link
        tab = presented.tab.rawValue
        sheet = presented.isSheet
        breadcrumb = presented.breadcrumb
        let numbers = Dictionary(screen.actions.enumerated().map { ($0.element.id, $0.offset + 1) }, uniquingKeysWith: { first, _ in first })
        func numbered(_ ids: [ActionID]) -> [Int] { ids.compactMap { numbers[$0] } }
        sections = screen.sections.map { section in
            Section(
                id: section.id,
                heading: section.heading,
                rows: section.rows.map { row in
                    Row(
                        id: row.id.printed(with: links), text: row.text, detail: row.detail, accessibilityLabel: row.accessibility.label,
                        accessibilityValue: row.accessibility.value, mark: row.mark?.rawValue, note: row.note,
                        action: row.action.flatMap { numbers[$0] }, actions: numbered(row.actions)
                    )
                },
                emptyText: section.emptyText,
                actions: numbered(section.actions),
                additions: numbered(section.additions)
            )
        }
        primaryAction = screen.primaryAction.flatMap { numbers[$0] }
        toolbar = numbered(screen.toolbar)
        actions = screen.actions.enumerated().map { index, action in
            Action(
                number: index + 1,
                id: action.id.printed(with: links),
                label: action.label,
                accessibilityLabel: action.accessibility.label,
                accessibilityHint: action.accessibility.hint,
                inputs: action.inputs.map(\.name),
                destructive: action.isDestructive,
                kind: action.kind.rawValue,
                rowLabel: action.rowLabel
            )
        }
        tabs = presented.tabs.map { Tab(name: $0.id.rawValue, title: $0.title, selected: $0.isSelected) }
        progress = screen.progress.map { Progress(completed: $0.completed, total: $0.total) }
    }
}

/// `routes --json`: one object per link pattern.
struct RouteJSON: Encodable {
    var pattern: String
    var aliases: [String]
    var feature: String
    var tab: String?
    var `public`: Bool
    var sheet: Bool
    var enabled: Bool
    var routeType: String
    /// Links that open the pattern with sample values (its own, then each alias's): what the
    /// fuzzers' seeds start from.
    var sampleLinks: [String]

    init(_ entry: RouteTableEntry) {
        pattern = entry.pattern
        aliases = entry.aliases
        feature = entry.feature
        tab = entry.tab?.rawValue
        `public` = entry.isPublic
        sheet = entry.isSheet
        enabled = entry.isEnabled
        routeType = entry.routeType
        sampleLinks = entry.sampleLinks
    }

    enum CodingKeys: String, CodingKey {
        case pattern, aliases, feature, tab, `public`, sheet, enabled, routeType, sampleLinks
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(pattern, forKey: .pattern)
        try container.encode(aliases, forKey: .aliases)
        try container.encode(feature, forKey: .feature)
        try container.encode(tab, forKey: .tab)
        try container.encode(`public`, forKey: .public)
        try container.encode(sheet, forKey: .sheet)
        try container.encode(enabled, forKey: .enabled)
        try container.encode(routeType, forKey: .routeType)
        try container.encode(sampleLinks, forKey: .sampleLinks)
    }
}

/// `features --json`: the compiled-in features and the tabs the build has.
struct FeaturesJSON: Encodable {
    struct Feature: Encodable {
        var name: String
        var compiledIn: Bool
        var enabled: Bool
        var sampleLinks: [String]
    }

    var features: [Feature]
    var tabs: [String]

    init(features: [Composition.FeatureSummary], tabs: [String]) {
        self.features = features.map { Feature(name: $0.name, compiledIn: $0.isCompiledIn, enabled: $0.isEnabled, sampleLinks: $0.sampleLinks) }
        self.tabs = tabs
    }
}
