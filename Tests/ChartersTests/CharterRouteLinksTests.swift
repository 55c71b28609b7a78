import ChartersInterface
@testable import Charters
import FeatureTesting
import Foundation
import NavigationEngine
import PropertyBased
import SailawayDatabase
import Testing

/// Every screen of Charters has a link, and reading the link gives the screen back.
@Suite struct CharterRouteLinksTests {
    let links: LinkTable

    init() throws {
        links = try LinkTable(
            patterns: CharterRoute.links.map(\.erased),
            configuration: AppHarness.configuration
        )
    }

    static func routes(_ id: UUID) -> [AnyRoute] {
        [
            CharterRoute.detail(id: id), .start, .create(id: id), .edit(id: id), .crew(id: id), .archived,
        ].map(AnyRoute.init)
    }

    func roundTrip(_ route: AnyRoute, style: LinkStyle) throws -> AnyRoute {
        let link = try #require(links.link(for: route, style: style), "no link prints \(route)")
        return try links.resolve(link, from: .internal).route
    }

    @Test func everyRouteComesBackFromItsLink() throws {
        for route in Self.routes(SampleCharters.aegeanWeek) {
            #expect(try roundTrip(route, style: .custom) == route)
            #expect(try roundTrip(route, style: .universal) == route)
        }
    }

    @Test func aCharterHasThePRDsPublicLink() throws {
        let link = links.link(for: AnyRoute(CharterRoute.detail(id: SampleCharters.aegeanWeek)))
        #expect(link == "sailaway://charter/550e8400-e29b-41d4-a716-446655440002")
        let resolved = try links.resolve("https://sailaway.app/charter/550e8400-e29b-41d4-a716-446655440002", from: .external)
        #expect(resolved.route == AnyRoute(CharterRoute.detail(id: SampleCharters.aegeanWeek)))
        #expect(resolved.pattern.tabs == [.charters])
    }

    @Test func formsAreInternal() throws {
        for route in Self.routes(SampleCharters.aegeanWeek) where route != AnyRoute(CharterRoute.detail(id: SampleCharters.aegeanWeek)) {
            let link = try #require(links.link(for: route))
            #expect(throws: LinkError.self) { try links.resolve(link, from: .external) }
        }
    }

    @Test func anyCharterIDRoundTrips() async {
        await propertyCheck(count: 200, input: Gen.uuid) { id in
            for route in Self.routes(id) {
                #expect((try? roundTrip(route, style: .custom)) == route)
            }
        }
    }
}
