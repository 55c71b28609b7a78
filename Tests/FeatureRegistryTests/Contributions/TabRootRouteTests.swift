import FeatureRegistry
import NavigationEngine
import NavigationTesting
import ProfilesInterface
import SearchInterface
import Testing

/// Every tab's root has a link of its own (`sailaway://discover`), internal to the app, so the
/// root screen is saved, restored and shared like any other screen.
@Suite struct TabRootRouteTests {
    @Test func everyTabHasAnInternalRootLinkNamedAfterIt() throws {
        let composition = try compose([HarborsFeature(), CrewFeature()])

        for tab in composition.tabs {
            let root = AnyRoute(TabRootRoute(tab.id))
            #expect(composition.links.link(for: root) == "sailaway://\(tab.id)")
            #expect(composition.links.link(for: root, style: .universal) == "https://sailaway.app/\(tab.id)")
            let resolved = try composition.links.resolve("sailaway://\(tab.id)", from: .internal)
            #expect(resolved.route == root)
            #expect(resolved.pattern.presentation == .tabRoot)
            #expect(resolved.pattern.owner == tab.owner)
        }
    }

    @Test func aRootLinkDoesNotOpenFromOutside() throws {
        let composition = try compose([HarborsFeature(), CrewFeature()])

        let error = try #require(throws: LinkError.self) {
            try composition.links.resolve("https://sailaway.app/discover", from: .external)
        }

        #expect(error.reason == .internalOnly(pattern: "discover"))
    }

    @Test func theRootRoutesScreenIsTheTabsRoot() async throws {
        let composition = try compose([HarborsFeature(), CrewFeature()])

        let discover = await composition.screen(for: AnyRoute(TabRootRoute(.discover)), viewer: TestComposition.sailor)
        let profile = await composition.screen(for: AnyRoute(TabRootRoute(.profile)), viewer: TestComposition.sailor)

        #expect(discover.title == "Discover")
        #expect(discover.actions.map(\.label) == ["Open Porto Cervo", "Open Kiel"])
        #expect(profile.title == "Crew")
        #expect(profile.actions.map(\.label) == ["Harbor Master"])
    }

    @Test func aDisabledFeaturesTabHasNoRootLink() throws {
        let composition = try compose([HarborsFeature(), CrewFeature()], enabled: ["Crew"])

        let error = try #require(throws: LinkError.self) {
            try composition.links.resolve("sailaway://discover", from: .internal)
        }

        #expect(error.reason == .noRoute)
        #expect(composition.links.link(for: AnyRoute(TabRootRoute(.discover))) == nil)
    }
}
