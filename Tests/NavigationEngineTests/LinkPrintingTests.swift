import Foundation
import NavigationEngine
import Testing

/// Printing a route into its link (share, saved state) with the same declaration that parses it.
@Suite struct LinkPrintingTests {
    let links: LinkTable

    init() throws {
        links = try Sailaway.links()
    }

    @Test func aChecklistPrintsAsThePRDsCanonicalLinkInBothStyles() {
        let detail = AnyRoute(ChecklistRoute.detail(id: Sample.checklist))

        #expect(links.link(for: detail) == "sailaway://content/checklist/550e8400-e29b-41d4-a716-446655440000")
        #expect(links.link(for: detail, style: .universal) == "https://sailaway.app/content/checklist/550e8400-e29b-41d4-a716-446655440000")
    }

    @Test func aLinkOpenedThroughItsAliasIsSharedWithTheCanonicalSpelling() throws {
        let opened = try links.route("sailaway://content/550E8400-E29B-41D4-A716-446655440000?type=checklist")

        #expect(links.link(for: opened) == "sailaway://content/checklist/550e8400-e29b-41d4-a716-446655440000")
    }

    @Test func everyRouteShapePrintsItsCanonicalLink() {
        let expected: [(AnyRoute, String)] = [
            (AnyRoute(ChecklistRoute.editor(id: Sample.checklist)), "sailaway://checklist/550e8400-e29b-41d4-a716-446655440000/edit"),
            (AnyRoute(ChecklistRoute.rate(id: Sample.checklist)), "sailaway://checklist/550e8400-e29b-41d4-a716-446655440000/rate"),
            (AnyRoute(DeckRoute.detail(id: Sample.deck)), "sailaway://content/deck/550e8400-e29b-41d4-a716-446655440003"),
            (AnyRoute(CharterRoute.detail(id: Sample.charter)), "sailaway://charter/550e8400-e29b-41d4-a716-446655440002"),
            (AnyRoute(CharterRoute.create), "sailaway://charter/new"),
            (AnyRoute(CharterRoute.list), "sailaway://charters"),
            (AnyRoute(ProfileRoute.user(id: Sample.user)), "sailaway://user/550e8400-e29b-41d4-a716-446655440001"),
            (AnyRoute(SettingsRoute.about), "sailaway://settings/about"),
            (AnyRoute(LibraryRoute.browse(kind: .decks, page: nil)), "sailaway://library/browse/decks"),
            (AnyRoute(LibraryRoute.browse(kind: .guides, page: 2)), "sailaway://library/browse/guides?page=2"),
            (AnyRoute(SearchRoute.results(query: "mediterranean sailing")), "sailaway://search?q=mediterranean+sailing"),
        ]
        for (route, link) in expected {
            #expect(links.link(for: route) == link)
        }
    }

    @Test(arguments: [
        "mediterranean sailing",
        "fish & chips",
        "1+1=2",
        "100%",
        "what? #1 / best",
        "café à Saint-Tropez",
        "⛵️ 🌊",
        " leading and trailing ",
        "a\u{0301}",
        "tab\there",
    ])
    func aSearchQueryComesBackExactlyFromItsLinkInBothStyles(query: String) throws {
        let route = AnyRoute(SearchRoute.results(query: query))
        for style in LinkStyle.allCases {
            let link = try #require(links.link(for: route, style: style))
            #expect(try links.route(link) == route, "\(style) link \(link)")
        }
    }

    @Test func queryValuesAreEscapedSoTheyCannotEndTheQuery() {
        let route = AnyRoute(SearchRoute.results(query: "fish & chips+peas #1"))

        #expect(links.link(for: route) == "sailaway://search?q=fish+%26+chips%2Bpeas+%231")
    }

    @Test func aRouteWhoseLinkCouldNotBeOpenedAgainHasNoLink() {
        let longest = String(repeating: "a", count: LinkLimits.maximumLength - "sailaway://search?q=".utf8.count)

        #expect(links.link(for: AnyRoute(SearchRoute.results(query: ""))) == nil)
        #expect(links.link(for: AnyRoute(SearchRoute.results(query: "nul\u{0}"))) == nil)
        #expect(links.link(for: AnyRoute(SearchRoute.results(query: longest + "a"))) == nil)
        #expect(links.link(for: AnyRoute(SearchRoute.results(query: longest))) != nil)
    }

    @Test func routesOfAnUnavailableFeatureHaveNoLink() throws {
        let withoutDecks = try Sailaway.links(disabling: ["Decks"])
        let deck = AnyRoute(DeckRoute.detail(id: Sample.deck))

        #expect(withoutDecks.link(for: deck) == nil)
        #expect(withoutDecks.pattern(for: deck) == nil)
        #expect(!withoutDecks.hasPatterns(forRouteType: deck.routeType))
        #expect(withoutDecks.link(for: AnyRoute(CharterRoute.create)) == "sailaway://charter/new")
    }

    @Test func aRouteTypeNoFeatureDeclaredHasNoLink() {
        struct Unregistered: Route {}

        #expect(links.link(for: AnyRoute(Unregistered())) == nil)
    }

    @Test func thePatternOfARouteSaysWhereItOpensAndWhoOwnsIt() throws {
        let pattern = try #require(links.pattern(for: AnyRoute(ProfileRoute.user(id: Sample.user))))

        #expect(pattern.templateText == "user/{id}")
        #expect(pattern.owner == "Profiles")
        #expect(pattern.tabs == [.profile])
        #expect(pattern.access == .public)
        #expect(pattern.presentation == .stack)
    }
}
