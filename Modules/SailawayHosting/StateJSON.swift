import NavigationEngine

/// A device's navigation state as scripts and tests read it — `sailaway state --json`, and a
/// browser session's `/app/state.json`: the selected tab, each tab's stack as links (bottom
/// first), the modals, and the links waiting for a guard. `sheet` is the link of the modal
/// screen on top, as the first release had it.
public struct StateJSON: Encodable {
    struct Modal: Encodable {
        var style: String
        var stack: [String]
        var request: String?
    }

    var selectedTab: String
    var tabs: [String: [String]]
    var sheet: String?
    var presentations: [Modal]
    var deferredLinks: [String]

    /// The document of `state`, its routes printed as `links` prints them.
    public init(_ state: NavigationState, deferredLinks: [String] = [], links: LinkTable) {
        func link(_ route: AnyRoute) -> String { links.link(for: route) ?? "\(route)" }
        selectedTab = state.selectedTab.rawValue
        tabs = Dictionary(uniqueKeysWithValues: state.tabs.map { tab in
            (tab.rawValue, state.stack(tab).map(link))
        })
        sheet = state.topPresentation.map { link($0.top) }
        presentations = state.presentations.map { Modal(style: $0.style.rawValue, stack: $0.stack.map(link), request: $0.request?.key) }
        self.deferredLinks = deferredLinks
    }

    enum CodingKeys: CodingKey {
        case selectedTab, tabs, sheet, presentations, deferredLinks
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(selectedTab, forKey: .selectedTab)
        try container.encode(tabs, forKey: .tabs)
        // `sheet` is always present: a link or null.
        try container.encode(sheet, forKey: .sheet)
        try container.encode(presentations, forKey: .presentations)
        try container.encode(deferredLinks, forKey: .deferredLinks)
    }
}

