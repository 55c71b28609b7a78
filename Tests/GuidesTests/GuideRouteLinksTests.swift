import ContentInterface
import FeatureTesting
import Foundation
import GuidesInterface
import NavigationEngine
import PropertyBased
import Testing

/// Every guide screen has a link, and printing then parsing a link gives the same screen.
struct GuideRouteLinksTests {
    private let table = try! LinkTable(testing: GuideRoute.links)

    private static func routes(_ id: UUID) -> [GuideRoute] {
        ContentScreen.every(id).map(GuideRoute.content)
    }

    @Test func everyRouteRoundTripsThroughItsLink() async {
        await propertyCheck(input: Gen.uuid) { id in
            #expect(table.roundTripFailures(Self.routes(id)) == [])
        }
    }

    @Test func theDetailIsPublicWithThePRDsAliasAndTheRestIsInternal() throws {
        let id = UUID()
        let alias = try table.resolve("sailaway://content/\(id.uuidString)?type=guide", from: .external)
        #expect(alias.route == AnyRoute(GuideRoute.detail(id: id)))
        #expect(table.link(for: AnyRoute(GuideRoute.detail(id: id))) == "sailaway://content/guide/\(id.uuidString.lowercased())")
        #expect(throws: LinkError.self) { try table.resolve("sailaway://guide/\(id.uuidString)/edit", from: .external) }
    }
}
