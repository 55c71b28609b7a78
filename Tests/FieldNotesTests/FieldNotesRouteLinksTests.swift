import AppShellInterface
import FeatureTesting
import Foundation
import FieldNotesInterface
import NavigationEngine
import PropertyBased
import Testing

// new-feature: with --own-tab
// new-feature: with --public-link
/// Every screen of FieldNotes has a link, printed and parsed by one declaration: an entry opens
/// from outside, in FieldNotes' tab.
// new-feature: else
// /// Every screen of FieldNotes has a link, printed and parsed by one declaration: an entry opens
// /// only from inside the app.
// new-feature: end
// new-feature: else
// new-feature: with --public-link
// /// Every screen of FieldNotes has a link, printed and parsed by one declaration: the overview and an
// /// entry open from outside, in Home.
// new-feature: else
// /// Every screen of FieldNotes has a link, printed and parsed by one declaration: the overview opens
// /// from outside, in Home; an entry only from inside the app.
// new-feature: end
// new-feature: end
@Suite struct FieldNotesRouteLinksTests {
    let links: LinkTable

    init() throws {
        links = try LinkTable(patterns: FieldNotesRoute.links.map(\.erased), configuration: AppHarness.configuration)
    }

    @Test func everyRouteRoundTripsThroughItsLink() {
        #expect(links.roundTripFailures(FieldNotesRoute.samples) == [])
    }

    @Test func anyEntryIDRoundTrips() async {
        await propertyCheck(count: 200, input: Gen.uuid) { id in
            #expect(links.roundTripFailures([FieldNotesRoute.entry(id: id)]) == [])
        }
    }

    // new-feature: without --own-tab
    // @Test func theOverviewOpensFromOutsideInHome() throws {
        // for link in ["sailaway://fieldnotes", "https://sailaway.app/fieldnotes"] {
            // let resolved = try links.resolve(link, from: .external)
            // #expect(resolved.route == AnyRoute(FieldNotesRoute.overview))
            // #expect(resolved.pattern.tabs == [.home])
        // }
    // }
    // new-feature: end

    // new-feature: with --public-link
    @Test func anEntryOpensFromOutside() throws {
        let route = AnyRoute(FieldNotesRoute.entry(id: SampleFieldNotes.anchorage))
        let link = try #require(links.link(for: route))
        #expect(link == "sailaway://fieldnotes/entry/\(SampleFieldNotes.anchorage.uuidString.lowercased())")
        let resolved = try links.resolve(link, from: .external)
        #expect(resolved.route == route)
        // new-feature: with --own-tab
        #expect(resolved.pattern.tabs == [.fieldNotes])
        // new-feature: else
        // #expect(resolved.pattern.tabs == [.home])
        // new-feature: end
    }
    // new-feature: else
    // @Test func anEntryOpensOnlyFromInside() throws {
        // let route = AnyRoute(FieldNotesRoute.entry(id: SampleFieldNotes.anchorage))
        // let link = try #require(links.link(for: route))
        // #expect(link == "sailaway://fieldnotes/entry/\(SampleFieldNotes.anchorage.uuidString.lowercased())")
        // #expect(throws: LinkError.self) { try links.resolve(link, from: .external) }
        // #expect(try links.resolve(link, from: .internal).route == route)
    // }
    // new-feature: end
}

extension FieldNotesRoute {
    /// One route of each case.
    static let samples: [FieldNotesRoute] = [
        // new-feature: without --own-tab
        // .overview,
        // new-feature: end
        .entry(id: SampleFieldNotes.departure),
        // new-feature: with --delete-confirmation
        .confirmDelete(id: SampleFieldNotes.departure),
        // new-feature: end
    ]
}
