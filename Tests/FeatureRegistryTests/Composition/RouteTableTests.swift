import AppShellInterface
import FeatureRegistry
import NavigationEngine
import NavigationTesting
import Testing

/// The route table: every link pattern of the build, what it opens and whether it is enabled —
/// what `sailaway routes` prints.
@Suite struct RouteTableTests {
    @Test func theFakesRowsSayWhereEachLinkOpensAndWhoMayOpenIt() throws {
        let composition = try compose([HarborsFeature(), CrewFeature()])

        #expect(composition.routeTable.map(Self.row) == [
            "harbor/{id} | Harbors | discover | public | stack | enabled",
            "harbors/search?q={query} | Harbors | discover | public | stack | enabled",
            "harbor/{id}/edit | Harbors | - | internal | stack | enabled",
            "harbor/{id}/review | Harbors | - | internal | sheet | enabled",
            "harbors/{region}?page={page} | Harbors | discover | internal | stack | enabled",
            "crew/{id} | Crew | profile | public | stack | enabled",
            "discover | Harbors | discover | internal | stack | enabled",
            "profile | Crew | profile | internal | stack | enabled",
        ])
    }

    @Test func aRowCarriesItsAliasesAndRouteType() throws {
        let composition = try compose([HarborsFeature(), CrewFeature()])

        let detail = try #require(composition.routeTable.first { $0.pattern == "harbor/{id}" })

        #expect(detail.aliases == ["content/{id}?type=harbor"])
        #expect(detail.routeType == "HarborRoute")
        let root = try #require(composition.routeTable.first { $0.pattern == "discover" })
        #expect(root.routeType == "TabRootRoute")
    }

    @Test func aDisabledFeaturesRowsComeLastMarkedDisabledWithoutItsTabRoot() throws {
        let composition = try compose([HarborsFeature(), CrewFeature()], enabled: ["Crew"])

        let rows = composition.routeTable

        #expect(rows.map(\.pattern) == [
            "crew/{id}", "profile",
            "harbor/{id}", "harbors/search?q={query}", "harbor/{id}/edit", "harbor/{id}/review", "harbors/{region}?page={page}",
        ])
        #expect(rows.map(\.isEnabled) == [true, true, false, false, false, false, false])
        #expect(rows.filter { $0.feature == "Harbors" }.allSatisfy { $0.tab == nil })
    }

    @Test func aLinkOpensInTheFirstOfItsTabsTheBuildHas() throws {
        let hearth = TinyFeature("Hearth") { $0.tab(plainTab(.home, title: "Home", order: 0)) }
        let marina = TinyFeature("Marina") { $0.tab(plainTab(.marina, title: "Charters", order: 30)) }
        let logbook = TinyFeature("Logbook") { registrar in
            registrar.routes(LogbookRoute.self, links: [LogbookRoute.link]) { _, _ in .notFound("") }
        }

        let withCharters = try compose([hearth, marina, logbook])
        let withoutCharters = try compose([hearth, marina, logbook], enabled: ["Hearth", "Logbook"])

        #expect(withCharters.routeTable.first { $0.pattern == "log/{id}" }?.tab == .marina)
        #expect(withoutCharters.routeTable.first { $0.pattern == "log/{id}" }?.tab == .home)
    }

    private static func row(_ entry: RouteTableEntry) -> String {
        [
            entry.pattern, entry.feature, entry.tab?.rawValue ?? "-", entry.isPublic ? "public" : "internal",
            entry.isSheet ? "sheet" : "stack", entry.isEnabled ? "enabled" : "disabled",
        ].joined(separator: " | ")
    }
}

/// A log entry, shown in Charters when the build has it and on Home otherwise.
@CasePathable
private enum LogbookRoute: Route {
    case entry(id: Int)

    static let link = LinkPattern<LogbookRoute>(
        "log/{id}", .public, opensIn: [.marina, .home],
        case: \.entry
    )
}
