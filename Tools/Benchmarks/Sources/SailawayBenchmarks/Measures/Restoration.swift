import Foundation
import NavigationEngine

/// Restoring 5 tabs × 20 routes from the saved document: ours (`NavigationDocument.decode` of a
/// document made by `encode`, every link resolved through the Sailaway table) beside the same
/// shape saved as `Codable` route enums and read back through `JSONDecoder`.
struct Restoration {
    let harness: Harness

    static let anchorName = "Codable enums + JSONDecoder"
    /// The bound: ours at least this many times faster than the anchor.
    static let speedUp = 5.0

    func run(into report: inout Report) {
        progress("restoring 5 tabs × 20 routes")
        var failures: [String] = []
        let table: LinkTable
        do {
            table = try RouteTable(size: SailawayLinks.patterns.count).linkTable()
        } catch {
            report.problems.append("restoration: the Sailaway table was refused: \(error)")
            return
        }
        let (state, saved) = Self.sampleState()

        let (document, unsaved) = NavigationDocument.encode(state, links: table)
        if !unsaved.isEmpty { failures.append("ours could not save \(unsaved)") }
        let restored = NavigationDocument.decode(document, tabs: TabID.sailaway, links: table)
        if restored.state != state || !restored.report.isClean {
            failures.append("ours did not restore the state it saved: \(restored.report)")
        }

        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let anchorDocument = (try? encoder.encode(saved)) ?? Data()
        if Self.decodeAnchor(anchorDocument) != Self.stacks(of: state) {
            failures.append("the Codable anchor did not restore the state it saved")
        }
        report.problems += failures.map { "restoration: \($0)" }

        var ours: Measurement?
        var anchor: Measurement?
        if failures.isEmpty {
            let ourDocument = opaque(document)
            let theirDocument = opaque(anchorDocument)
            let figures = harness.compare([
                Contender(id: "restore/ours") { count in
                    for _ in 0..<count { blackHole(NavigationDocument.decode(ourDocument, tabs: TabID.sailaway, links: table)) }
                },
                Contender(id: "restore/anchor") { count in
                    for _ in 0..<count { blackHole(Self.decodeAnchor(theirDocument)) }
                },
            ])
            (ours, anchor) = (figures[0], figures[1])
        }

        report.rows.append(ReportRow(
            key: "restore-5x20",
            title: "restoring 5 tabs × 20 routes from the saved document",
            unit: .ms,
            ours: ours?.milliseconds,
            anchors: [.init(name: Self.anchorName, value: anchor?.milliseconds)],
            conditions: [.speedUp(over: Self.anchorName, anchor: anchor, ours: ours, atLeast: Self.speedUp, scale: 1e6)],
            allocations: [("ours", ours?.allocationsPerOperation), (Self.anchorName, anchor?.allocationsPerOperation)],
            details: [("documentBytes", .object([
                ("ours", .number(Double(document.count))),
                (Self.anchorName, .number(Double(anchorDocument.count))),
            ]))],
            notes: ["Ours resolves each saved link through the Sailaway table (\(SailawayLinks.patterns.count) patterns) and reports what it drops."]
        ))
    }

    // MARK: - The saved state

    /// Twenty routes per tab, of every kind the features declare, with seeded IDs; and the same
    /// state as the anchor saves it.
    static func sampleState() -> (NavigationState, SavedNavigation) {
        var generator = SeededGenerator(seed: 0x7AB5)
        var state = NavigationState(tabs: TabID.sailaway)
        var saved = SavedNavigation(version: 1, selectedTab: TabID.discover.rawValue, tabs: [:], sheet: nil)
        for tab in TabID.sailaway {
            var routes: [SavedRoute] = []
            for index in 0..<20 {
                routes.append(SavedRoute.sample(index, &generator))
            }
            state = (try? state.applying(.replaceStack(routes.map(\.route), tab: tab))) ?? state
            saved.tabs[tab.rawValue] = routes
        }
        state = (try? state.applying(.selectTab(.discover))) ?? state
        return (state, saved)
    }

    static func stacks(of state: NavigationState) -> [String: [AnyRoute]] {
        Dictionary(uniqueKeysWithValues: state.tabs.map { ($0.rawValue, state.stack($0)) })
    }

    /// What the anchor's app does at launch: decode, then hand the routes to its stacks.
    static func decodeAnchor(_ document: Data) -> [String: [AnyRoute]]? {
        guard let saved = try? JSONDecoder().decode(SavedNavigation.self, from: document) else { return nil }
        return saved.tabs.mapValues { $0.map(\.route) }
    }
}

/// The anchor's saved state: the same shape as ours, with routes as Codable enums.
struct SavedNavigation: Codable {
    var version: Int
    var selectedTab: String
    var tabs: [String: [SavedRoute]]
    var sheet: SavedRoute?
}

/// Any route of the app as a Codable-enum app saves it: one case per route type.
enum SavedRoute: Codable {
    case checklist(ChecklistRoute)
    case deck(DeckRoute)
    case guide(GuideRoute)
    case charter(CharterRoute)
    case profile(ProfileRoute)
    case settings(SettingsRoute)
    case search(SearchRoute)
    case sheet(ContentSheetRoute)

    var route: AnyRoute {
        switch self {
        case .checklist(let route): AnyRoute(route)
        case .deck(let route): AnyRoute(route)
        case .guide(let route): AnyRoute(route)
        case .charter(let route): AnyRoute(route)
        case .profile(let route): AnyRoute(route)
        case .settings(let route): AnyRoute(route)
        case .search(let route): AnyRoute(route)
        case .sheet(let route): AnyRoute(route)
        }
    }

    /// The `index`th route of a stack: the kinds rotate, the IDs are new.
    static func sample(_ index: Int, _ generator: inout SeededGenerator) -> SavedRoute {
        let id = generator.uuid()
        switch index % 10 {
        case 0: return .checklist(.detail(id: id))
        case 1: return .deck(.detail(id: id))
        case 2: return .guide(.detail(id: id))
        case 3: return .charter(.detail(id: id))
        case 4: return .checklist(.execution(charterID: id, checklistID: generator.uuid()))
        case 5: return .profile(.user(id: id))
        case 6: return .checklist(.editor(id: id))
        case 7: return .search(.results(query: "reefing"))
        case 8: return .deck(.review(id: id))
        default: return .settings(.privacy)
        }
    }
}
