import FeatureRegistry
import FeatureTesting
import Foundation
import NavigationEngine
import PropertyBased
import SearchInterface
import Testing

/// Search's links print and parse as one declaration, whatever the query holds.
struct SearchRouteLinksTests {
    private let table = try! LinkTable(testing: SearchRoute.links)

    @Test func anyQueryAndTypeRoundTrip() async {
        let character = Gen<Character>.oneOf(
            Gen.letterOrNumber,
            Gen<Character?>.element(of: Array(" &+%#?/=;:@!'\"<>{}\\^`|*-()")).map { $0! },
            Gen.character(in: "\u{00A0}"..."\u{07FF}")
        )
        await propertyCheck(input: character.string(of: 1...30), Gen<String?>.element(of: ["", "checklist", "deck"]).map { $0 == "" ? nil : $0 }) { query, type in
            let route = AnyRoute(SearchRoute.results(query: query, type: type))
            for style in LinkStyle.allCases {
                let link = try #require(table.link(for: route, style: style))
                #expect(try table.resolve(link, from: .external).route == route)
            }
        }
    }

    @Test func browsingRoundTripsInEveryOrder() throws {
        for order in [nil] + BrowseOrder.allCases.map(Optional.some) {
            let route = AnyRoute(SearchRoute.browse(type: "guide", order: order))
            let link = try #require(table.link(for: route))
            #expect(try table.resolve(link, from: .internal).route == route)
        }
    }
}
