import ChecklistsInterface
import ContentInterface
import FeatureTesting
import Foundation
import NavigationEngine
import PropertyBased
import Testing

/// Every checklist screen has a link, and printing then parsing a link gives the same screen.
struct ChecklistRouteLinksTests {
    private let table = try! LinkTable(testing: ChecklistRoute.links)

    private static func routes(_ a: UUID, _ b: UUID) -> [ChecklistRoute] {
        ContentScreen.every(a).map(ChecklistRoute.content) + [.preview(id: a), .execution(charterID: a, checklistID: b), .choose(chosen: b), .choose(chosen: nil)]
    }

    @Test func everyRouteRoundTripsThroughItsLink() async {
        await propertyCheck(input: Gen.uuid, Gen.uuid) { a, b in
            #expect(table.roundTripFailures(Self.routes(a, b)) == [])
        }
    }

    @Test func theDetailIsPublicWithThePRDsAliasAndTheRestIsInternal() throws {
        let id = UUID()
        let alias = try table.resolve("sailaway://content/\(id.uuidString)?type=checklist", from: .external)
        #expect(alias.route == AnyRoute(ChecklistRoute.detail(id: id)))
        #expect(throws: LinkError.self) { try table.resolve("sailaway://checklist/\(id.uuidString)/edit", from: .external) }
    }
}
