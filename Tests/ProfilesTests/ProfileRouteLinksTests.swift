import FeatureTesting
import Foundation
import NavigationEngine
import ProfilesInterface
import PropertyBased
import SailawayDatabase
import Testing

/// Every screen of Profiles has a link, reading the link gives the screen back, and only a
/// user's profile opens from outside the app.
@Suite struct ProfileRouteLinksTests {
    let links: LinkTable

    init() throws {
        links = try LinkTable(testing: ProfileRoute.links)
    }

    static func routes(_ id: UUID) -> [AnyRoute] {
        ([.editProfile, .user(id: id), .followers(id: id), .following(id: id), .settings, .dataManagement, .deleteAccount]
            + SettingsPage.allCases.map(ProfileRoute.settingsPage)).map(AnyRoute.init)
    }

    func roundTrip(_ route: AnyRoute, style: LinkStyle) throws -> AnyRoute {
        let link = try #require(links.link(for: route, style: style), "no link prints \(route)")
        return try links.resolve(link, from: .internal).route
    }

    @Test func everyRouteComesBackFromItsLink() throws {
        for route in Self.routes(SampleContent.marta) {
            #expect(try roundTrip(route, style: .custom) == route)
            #expect(try roundTrip(route, style: .universal) == route)
        }
    }

    @Test func aUserHasThePRDsPublicLinkThatOpensInProfile() throws {
        let route = AnyRoute(ProfileRoute.user(id: SampleContent.marta))
        #expect(links.link(for: route) == "sailaway://user/550e8400-e29b-41d4-a716-446655440001")
        let resolved = try links.resolve("https://sailaway.app/user/550e8400-e29b-41d4-a716-446655440001", from: .external)
        #expect(resolved.route == route)
        #expect(resolved.pattern.tabs == [.profile])
    }

    @Test func everythingButAUserIsInternal() throws {
        for route in Self.routes(SampleContent.marta) where route != AnyRoute(ProfileRoute.user(id: SampleContent.marta)) {
            let link = try #require(links.link(for: route))
            #expect(throws: LinkError.self) { try links.resolve(link, from: .external) }
        }
    }

    @Test func anyUserIDRoundTrips() async {
        await propertyCheck(count: 200, input: Gen.uuid) { id in
            for route in Self.routes(id) {
                #expect((try? roundTrip(route, style: .custom)) == route)
            }
        }
    }
}
