import AppShellInterface
import FeatureRegistry
import Foundation
import NavigationEngine
import NavigationTesting
import ProfilesInterface
import SearchInterface
import Testing

/// Composing a build: the fakes compose; each mistake in what features register is refused
/// with the features involved and why; `enabled` (the host's `--features`) narrows the build.
@Suite struct CompositionTests {
    // MARK: - Composing

    @Test func theFakesComposeWithTheirTabsInTabBarOrder() throws {
        let composition = try compose([CrewFeature(), HarborsFeature()])

        #expect(composition.features.map(\.name) == ["Crew", "Harbors"])
        #expect(composition.features.map(\.isEnabled) == [true, true])
        #expect(composition.tabs.map(\.id) == [.discover, .profile])
        #expect(composition.tabs.map(\.owner) == ["Harbors", "Crew"])
        #expect(composition.feature(of: AnyRoute(HarborRoute.detail(id: HarborStore.kiel.id))) == "Harbors")
        #expect(composition.feature(of: AnyRoute(CrewRoute.member(id: CrewRoute.harborMaster))) == "Crew")
    }

    @Test func theShellRegistersLikeAFeatureButIsNeitherListedNorDisabled() throws {
        let shell = TinyFeature("Shell") { $0.tab(plainTab(.home, title: "Home", order: 0)) }

        let composition = try compose([HarborsFeature()], enabled: [], shell: [shell])

        #expect(composition.features.map(\.name) == ["Harbors"])
        #expect(composition.tabs.map(\.id) == [.home])
        let home = try #require(composition.routeTable.first { $0.pattern == "home" })
        #expect(home.feature == "Shell")
        #expect(home.isEnabled)
    }

    // MARK: - Mistakes, each refused by name

    @Test func aFeatureComposedTwiceIsRefused() throws {
        let error = try #require(throws: CompositionError.self) {
            try compose([HarborsFeature(), CrewFeature(), HarborsFeature()])
        }

        #expect(error.features == ["Harbors"])
        #expect(error.description == "Cannot compose Harbors: the feature is composed twice")
    }

    @Test func aSecondFeatureClaimingAHarborLinkIsRefused() throws {
        let rogue = TinyFeature("Rogue") { registrar in
            registrar.routes(RogueRoute.self, links: [RogueRoute.namedLink]) { _, _ in .notFound("") }
        }

        let error = try #require(throws: CompositionError.self) { try compose([HarborsFeature(), rogue]) }

        #expect(error.features == ["Harbors", "Rogue"])
        #expect(error.description.contains("'harbor/{id}' (Harbors) and 'harbor/{name}' (Rogue)"))
        #expect(error.description.contains("both can match the same link"))
    }

    @Test func aLinkShadowingAnAliasIsRefused() throws {
        let rogue = TinyFeature("Rogue") { registrar in
            registrar.routes(RogueRoute.self, links: [RogueRoute.contentLink]) { _, _ in .notFound("") }
        }

        let error = try #require(throws: CompositionError.self) { try compose([HarborsFeature(), rogue]) }

        #expect(error.features == ["Harbors", "Rogue"])
        #expect(error.description.contains("'content/{id}?type=harbor' (Harbors)"))
    }

    @Test func aLinkClaimedByADisabledFeatureIsStillRefused() throws {
        let rogue = TinyFeature("Rogue") { registrar in
            registrar.routes(RogueRoute.self, links: [RogueRoute.namedLink]) { _, _ in .notFound("") }
        }

        let error = try #require(throws: CompositionError.self) {
            try compose([HarborsFeature(), rogue], enabled: ["Harbors"])
        }

        #expect(error.features == ["Harbors", "Rogue"])
    }

    @Test func linksThatNoLinkCanMatchBothCompose() throws {
        let marina = TinyFeature("Marina") { registrar in
            registrar.routes(RogueRoute.self, links: [RogueRoute.newHarborLink, RogueRoute.eastLink]) { _, _ in .notFound("") }
        }

        let composition = try compose([HarborsFeature(), marina])

        let new = try composition.links.resolve("sailaway://harbor/new", from: .internal)
        #expect(new.route == AnyRoute(RogueRoute.newHarbor))
        let east = try composition.links.resolve("sailaway://harbors/east", from: .external)
        #expect(east.route == AnyRoute(RogueRoute.east))
    }

    @Test(arguments: [
        ("Mooring/{id}", "path segment 'Mooring' must be lowercase"),
        ("mooring/{id}/{berth}", "it names 2 parameters but the route takes 1"),
        ("mooring/{id}?berth={id}", "parameter 'id' appears twice"),
    ])
    func aLinkTemplateThatDoesNotFitItsRouteIsRefusedNamingItsFeature(template: String, reason: String) throws {
        let sloppy = TinyFeature("Sloppy") { registrar in
            let link = LinkPattern<MooringRoute>(
                template, .internal, case: \.berth
            )
            registrar.routes(MooringRoute.self, links: [link]) { _, _ in .notFound("") }
        }

        let error = try #require(throws: CompositionError.self) { try compose([HarborsFeature(), sloppy]) }

        #expect(error.features == ["Sloppy"])
        #expect(error.reason.contains("'\(template)' (Sloppy)"))
        #expect(error.reason.contains(reason))
    }

    @Test func aRouteTypeRegisteredByTwoFeaturesIsRefused() throws {
        let echo = TinyFeature("Echo") { registrar in
            let echoLink = LinkPattern<HarborRoute>(
                "echo/{id}", .internal, case: \.editor
            )
            registrar.routes(HarborRoute.self, links: [echoLink]) { _, _ in .notFound("") }
        }

        let error = try #require(throws: CompositionError.self) { try compose([HarborsFeature(), echo]) }

        #expect(error.features == ["Harbors", "Echo"])
        #expect(error.reason == "both register the route type HarborRoute")
    }

    @Test func aRouteTypeWithoutLinksIsRefused() throws {
        let ghost = TinyFeature("Ghost") { registrar in
            registrar.routes(GhostRoute.self, links: []) { _, _ in .notFound("") }
        }

        let error = try #require(throws: CompositionError.self) { try compose([HarborsFeature(), ghost]) }

        #expect(error.features == ["Ghost"])
        #expect(error.reason == "the route type GhostRoute has no link, so it cannot be saved or shared")
    }

    @Test func aPublicLinkOpeningOnlyInAnAbsentTabIsRefused() throws {
        let error = try #require(throws: CompositionError.self) { try compose([HarborsFeature(), moorings]) }

        #expect(error.features == ["Moorings"])
        #expect(error.reason == "the public link 'mooring/{id}' opens in marina, which this build does not have")
    }

    @Test func aPublicLinkOpeningInNoTabIsRefused() throws {
        let drifting = TinyFeature("Drifting") { registrar in
            registrar.routes(MooringRoute.self, links: [MooringRoute.link(opensIn: [])]) { _, _ in .notFound("") }
        }

        let error = try #require(throws: CompositionError.self) { try compose([HarborsFeature(), drifting]) }

        #expect(error.features == ["Drifting"])
        #expect(error.reason.contains("opens in no tab"))
    }

    @Test func disablingTheOwnerOfATabRefusesTheLinksThatNeedIt() throws {
        let marina = TinyFeature("Marina") { $0.tab(plainTab(.marina, title: "Charters", order: 30)) }

        let whole = try compose([HarborsFeature(), moorings, marina])
        #expect(whole.tabs.map(\.id) == [.discover, .marina])

        let error = try #require(throws: CompositionError.self) {
            try compose([HarborsFeature(), moorings, marina], enabled: ["Harbors", "Moorings"])
        }
        #expect(error.features == ["Moorings"])
    }

    @Test func twoFeaturesContributingOneTabAreRefused() throws {
        let lookout = TinyFeature("Lookout") { $0.tab(plainTab(.discover, title: "Lookout", order: 25)) }

        let error = try #require(throws: CompositionError.self) { try compose([lookout, HarborsFeature()]) }

        #expect(Set(error.features) == ["Harbors", "Lookout"])
        #expect(error.reason == "both contribute the discover tab")
    }

    // MARK: - Enabling by name

    @Test func enablingAnUnknownFeatureListsTheCompiledInOnes() throws {
        let error = try #require(throws: CompositionError.self) {
            try compose([HarborsFeature(), CrewFeature()], enabled: ["Harbors", "Charts"])
        }

        #expect(error.features == ["Charts"])
        #expect(error.description == "Cannot compose Charts: no such feature in this build (compiled in: Harbors, Crew)")
    }

    @Test func enablingAFeatureInABuildWithoutFeaturesSaysNoneAreCompiledIn() throws {
        let error = try #require(throws: CompositionError.self) { try compose([], enabled: ["Harbors"]) }

        #expect(error.reason == "no such feature in this build (compiled in: none)")
    }

    @Test(arguments: [["harbors", "CREW"], ["Harbors", "crew"], ["hArBoRs", "Crew"]])
    func enabledNamesIgnoreCase(_ enabled: [String]) throws {
        let composition = try compose([HarborsFeature(), CrewFeature()], enabled: enabled)

        #expect(composition.features.map(\.name) == ["Harbors", "Crew"])
        #expect(composition.features.map(\.isEnabled) == [true, true])
        #expect(composition.context.isEnabled("Harbors"))
        #expect(composition.context.isEnabled("Crew"))
    }

    @Test func enablingNothingDisablesEveryFeatureAndLeavesTheShellsTabs() throws {
        let shell = TinyFeature("Shell") { $0.tab(plainTab(.home, title: "Home", order: 0)) }

        let composition = try compose([HarborsFeature(), CrewFeature()], enabled: [], shell: [shell])

        #expect(composition.features.map(\.isEnabled) == [false, false])
        #expect(composition.tabs.map(\.id) == [.home])
    }

    @Test func aBuildWithNoTabAtAllIsRefused() throws {
        let error = try #require(throws: CompositionError.self) {
            try compose([HarborsFeature(), CrewFeature()], enabled: [])
        }

        #expect(error.features == ["Harbors", "Crew"])
        #expect(error.reason == "the build has no tab to show")
    }

    // MARK: - A disabled feature

    @Test(arguments: [LinkSource.external, .internal])
    func aDisabledFeaturesLinksAreRefusedNamingIt(_ source: LinkSource) throws {
        let composition = try compose([HarborsFeature(), CrewFeature()], enabled: ["crew"])
        let links = [
            "sailaway://harbor/\(HarborStore.kiel.id)",
            "sailaway://content/\(HarborStore.kiel.id)?type=harbor",
            "https://sailaway.app/harbors/search?q=kiel",
            "sailaway://harbor/\(HarborStore.kiel.id)/edit",
        ]

        for link in links {
            let error = try #require(throws: LinkError.self) { try composition.links.resolve(link, from: source) }
            guard case .featureUnavailable(let feature, _) = error.reason else {
                Issue.record("\(link) was refused for another reason: \(error)")
                continue
            }
            #expect(feature == "Harbors")
            #expect(error.description.contains("belongs to Harbors, which is not part of this build"))
        }
    }

    @Test func aDisabledFeaturesTabAndContributionsDisappear() throws {
        let composition = try compose([HarborsFeature(), CrewFeature()], enabled: ["Crew"])

        #expect(composition.features.map(\.isEnabled) == [false, true])
        #expect(composition.tabs.map(\.id) == [.profile])
        #expect(composition.contributions[QuickActions.self].isEmpty)
        #expect(composition.contributions[LibrarySections.self].isEmpty)
        #expect(composition.contributions[HomeActivity.self].isEmpty)
        #expect(!composition.context.isEnabled("Harbors"))
    }

    @Test func aDisabledFeaturesRoutesShowItIsUnavailableAndHaveNoLink() async throws {
        let composition = try compose([HarborsFeature(), CrewFeature()], enabled: ["Crew"])
        let detail = AnyRoute(HarborRoute.detail(id: HarborStore.portoCervo.id))

        let screen = await composition.screen(for: detail, viewer: TestComposition.sailor)

        #expect(screen.kind == .unavailable)
        #expect(screen.subtitle == "Harbors is not part of this build.")
        #expect(screen.actions.map(\.label) == ["Go Back"])
        #expect(composition.links.link(for: detail) == nil)
    }

    // MARK: - Tiny features

    /// Opens a mooring in Charters, a tab none of the fakes owns.
    private var moorings: TinyFeature {
        TinyFeature("Moorings") { registrar in
            registrar.routes(MooringRoute.self, links: [MooringRoute.link(opensIn: [.marina])]) { _, _ in .notFound("") }
        }
    }
}

/// Harbors by name: a route of another feature that wants Harbors' addresses.
@CasePathable
private enum RogueRoute: Route {
    case named(name: String)
    case content(id: UUID)
    case newHarbor
    case east

    static let namedLink = LinkPattern<RogueRoute>(
        "harbor/{name}", .public, opensIn: [.discover],
        case: \.named
    )
    static let contentLink = LinkPattern<RogueRoute>(
        "content/{id}?type=harbor", .public, opensIn: [.discover],
        case: \.content
    )
    /// Cannot clash with `harbor/{id}`: "new" is no UUID.
    static let newHarborLink = LinkPattern<RogueRoute>(
        "harbor/new", .internal, case: \.newHarbor
    )
    /// Cannot clash with `harbors/{region}`: "east" is no region.
    static let eastLink = LinkPattern<RogueRoute>(
        "harbors/east", .public, opensIn: [.discover], case: \.east
    )
}

/// A route registered without any link.
private enum GhostRoute: Route {
    case haunt
}

/// A mooring, openable from outside in the tabs given.
@CasePathable
private enum MooringRoute: Route {
    case berth(id: UUID)

    static func link(opensIn tabs: [TabID]) -> LinkPattern<MooringRoute> {
        LinkPattern("mooring/{id}", .public, opensIn: tabs, case: \.berth)
    }
}
