import FeatureRegistry
import Foundation
import NavigationEngine
import NavigationTesting
import ProfilesInterface
import SearchInterface
import Testing

/// The fakes' links, as every feature's tests check theirs: each route prints to its canonical
/// link in both styles, and that link parses back to the same route.
@Suite struct HarborLinksTests {
    /// A route of every case of the fakes, and every tab root.
    static let samples: [AnyRoute] = [
        AnyRoute(HarborRoute.detail(id: HarborStore.portoCervo.id)),
        AnyRoute(HarborRoute.search(query: "Kiel")),
        AnyRoute(HarborRoute.search(query: "north sea & co: 100% calm/ish?")),
        AnyRoute(HarborRoute.search(query: "Porto Cervo – Sardegna")),
        AnyRoute(HarborRoute.editor(id: HarborStore.kiel.id)),
        AnyRoute(HarborRoute.review(id: HarborStore.kiel.id)),
        AnyRoute(HarborRoute.list(region: .north, page: nil)),
        AnyRoute(HarborRoute.list(region: .south, page: 3)),
        AnyRoute(HarborRoute.list(region: .south, page: -1)),
        AnyRoute(CrewRoute.member(id: CrewRoute.harborMaster)),
        AnyRoute(TabRootRoute(.discover)),
        AnyRoute(TabRootRoute(.profile)),
    ]

    let links = try! compose([HarborsFeature(), CrewFeature()]).links

    @Test(arguments: LinkStyle.allCases, samples)
    func printingThenParsingGivesTheRouteBack(style: LinkStyle, route: AnyRoute) throws {
        let link = try #require(links.link(for: route, style: style))

        let resolved = try links.resolve(link, from: .internal)

        #expect(resolved.route == route)
    }

    @Test func theSamplesCoverEveryRegisteredPattern() {
        let printed = Set(Self.samples.compactMap { links.pattern(for: $0)?.templateText })

        #expect(printed == Set(links.patterns.map(\.templateText)))
    }

    @Test func linksPrintInTheirCanonicalSpelling() {
        let id = "550e8400-e29b-41d4-a716-446655440000"

        #expect(links.link(for: Self.samples[0]) == "sailaway://harbor/\(id)")
        #expect(links.link(for: Self.samples[0], style: .universal) == "https://sailaway.app/harbor/\(id)")
        #expect(links.link(for: Self.samples[2]) == "sailaway://harbors/search?q=north+sea+%26+co%3A+100%25+calm%2Fish%3F")
        #expect(links.link(for: Self.samples[6]) == "sailaway://harbors/north")
        #expect(links.link(for: Self.samples[7]) == "sailaway://harbors/south?page=3")
        #expect(links.link(for: Self.samples[5]) == "sailaway://harbor/550e8400-e29b-41d4-a716-446655440001/review")
    }

    @Test(arguments: [
        "sailaway://content/550e8400-e29b-41d4-a716-446655440000?type=harbor",
        "https://sailaway.app/content/550E8400-E29B-41D4-A716-446655440000?type=HARBOR",
        "SAILAWAY://Harbor/550e8400-e29b-41d4-a716-446655440000/",
    ])
    func otherSpellingsParseToTheSameHarbor(link: String) throws {
        let resolved = try links.resolve(link, from: .external)

        #expect(resolved.route == AnyRoute(HarborRoute.detail(id: HarborStore.portoCervo.id)))
        #expect(resolved.pattern.templateText == "harbor/{id}")
    }

    @Test func onlyThePublicLinksOpenFromOutside() throws {
        let open = Self.samples.filter { route in
            guard let link = links.link(for: route) else { return false }
            return (try? links.resolve(link, from: .external)) != nil
        }

        #expect(open == [Self.samples[0], Self.samples[1], Self.samples[2], Self.samples[3], Self.samples[9]])
    }
}
