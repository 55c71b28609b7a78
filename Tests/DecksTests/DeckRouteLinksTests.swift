import ContentInterface
import DecksInterface
import FeatureTesting
import Foundation
import NavigationEngine
import PropertyBased
import Testing

/// Every deck screen has a link, and printing then parsing a link gives the same screen.
struct DeckRouteLinksTests {
    private let table = try! LinkTable(testing: DeckRoute.links)

    private static func routes(_ id: UUID) -> [DeckRoute] {
        ContentScreen.every(id).map(DeckRoute.content) + [.review(id: id)]
    }

    @Test func everyRouteRoundTripsThroughItsLink() async {
        await propertyCheck(input: Gen.uuid) { id in
            #expect(table.roundTripFailures(Self.routes(id)) == [])
        }
    }

    @Test func theDetailIsPublicWithThePRDsAliasAndTheRestIsInternal() throws {
        let id = UUID()
        let detail = try table.resolve("https://sailaway.app/content/deck/\(id.uuidString)", from: .external)
        #expect(detail.route == AnyRoute(DeckRoute.detail(id: id)))
        let alias = try table.resolve("sailaway://content/\(id.uuidString)?type=deck", from: .external)
        #expect(alias.route == AnyRoute(DeckRoute.detail(id: id)))
        #expect(throws: LinkError.self) { try table.resolve("sailaway://deck/\(id.uuidString)/review", from: .external) }
        #expect(throws: LinkError.self) { try table.resolve("sailaway://deck/\(id.uuidString)/edit", from: .external) }
    }
}
