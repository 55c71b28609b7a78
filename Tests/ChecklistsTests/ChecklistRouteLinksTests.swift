import ChecklistsInterface
import FeatureTesting
import Foundation
import NavigationEngine
import PropertyBased
import Testing

/// Every checklist screen has a link, and printing then parsing a link gives the same screen.
struct ChecklistRouteLinksTests {
    private let table = try! LinkTable(patterns: ChecklistRoute.links.map(\.erased), configuration: AppHarness.configuration)

    private static func routes(_ a: UUID, _ b: UUID) -> [ChecklistRoute] {
        [
            .detail(id: a), .typeSelection, .forkPicker, .editor(id: a), .preview(id: a), .publish(id: a),
            .execution(charterID: a, checklistID: b), .rate(id: a), .share(id: a), .report(id: a),
        ]
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
