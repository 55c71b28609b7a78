import Foundation
import NavigationEngine
import PropertyBased
import Testing

/// A build with many features: every link still finds its own pattern, whatever order the
/// features registered in. (Cost is measured by benchmarks, not here.)
@Suite struct LinkTableScaleTests {
    struct CatalogueRoute: Route {
        var feature: Int
        var item: Int
        var id: UUID
    }

    static let featureCount = 40
    static let itemsPerFeature = 30

    static let patterns: [AnyLinkPattern] = (0..<featureCount).flatMap { feature in
        (0..<itemsPerFeature).map { item in
            LinkPattern(
                "feature\(feature)/item\(item)/{id}", .public,
                route: { id in CatalogueRoute(feature: feature, item: item, id: id) }, values: \.id
            ).erased.owned(by: "Feature\(feature)")
        }
    }

    @Test func everyOneOfMoreThanAThousandPatternsResolvesToItsOwnRouteInAnyRegistrationOrder() async {
        #expect(Self.patterns.count == 1_200)

        await propertyCheck(count: 3, input: Gen<[AnyLinkPattern]>.shuffled(Self.patterns)) { shuffled in
            let links = try LinkTable(patterns: shuffled, configuration: Sailaway.configuration)
            let id = UUID()
            for feature in 0..<Self.featureCount {
                for item in 0..<Self.itemsPerFeature {
                    let link = "sailaway://feature\(feature)/item\(item)/\(id.uuidString)"
                    let expected = AnyRoute(CatalogueRoute(feature: feature, item: item, id: id))
                    #expect(try links.route(link) == expected, "\(link)")
                }
            }
            #expect(links.failure(of: "sailaway://feature\(Self.featureCount)/item0/\(id.uuidString)") == .noRoute)
            #expect(links.failure(of: "sailaway://feature0/item\(Self.itemsPerFeature)/\(id.uuidString)") == .noRoute)
        }
    }

    @Test func everyOneOfThemPrintsItsOwnLink() throws {
        let links = try LinkTable(patterns: Self.patterns.reversed(), configuration: Sailaway.configuration)
        let id = Sample.charter

        for feature in stride(from: 0, to: Self.featureCount, by: 7) {
            for item in stride(from: 0, to: Self.itemsPerFeature, by: 5) {
                let route = AnyRoute(CatalogueRoute(feature: feature, item: item, id: id))
                #expect(links.link(for: route) == "sailaway://feature\(feature)/item\(item)/\(id.uuidString.lowercased())")
            }
        }
    }
}
