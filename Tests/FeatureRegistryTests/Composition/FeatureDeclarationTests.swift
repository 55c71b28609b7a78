import FeatureRegistry
import Foundation
import NavigationEngine
import NavigationTesting
import Testing

/// A feature a custom build leaves out is still known by its declared links: they are refused
/// by the feature's name, never as an unknown address.
@Suite struct FeatureDeclarationTests {
    private let harbors = FeatureDeclaration(name: "Harbors", links: HarborRoute.links.map(\.erased))
    private let crew = FeatureDeclaration(name: "Crew", links: CrewRoute.links.map(\.erased))

    @Test func aDeclaredFeatureThatIsNotCompiledInRefusesItsLinksByName() throws {
        let composition = try compose([CrewFeature()], declared: [harbors, crew])

        let error = try #require(throws: LinkError.self) {
            try composition.links.resolve("sailaway://harbor/\(HarborStore.kiel.id)", from: .external)
        }

        #expect(error.reason == .featureUnavailable(feature: "Harbors", pattern: "harbor/{id}"))
        #expect(error.description.contains("belongs to Harbors, which is not part of this build"))
    }

    @Test func theFeatureListSaysWhichFeaturesAreCompiledIn() throws {
        let composition = try compose([CrewFeature()], declared: [harbors, crew])

        #expect(
            composition.features == [
                .init(name: "Crew", isCompiledIn: true, isEnabled: true),
                .init(name: "Harbors", isCompiledIn: false, isEnabled: false),
            ]
        )
    }

    @Test func aCompiledInFeaturesDeclarationIsIgnoredForItsOwnRegistration() throws {
        let composition = try compose([HarborsFeature(), CrewFeature()], declared: [harbors, crew])

        let opened = try composition.links.resolve("sailaway://harbor/\(HarborStore.kiel.id)", from: .external)

        #expect(opened.route == AnyRoute(HarborRoute.detail(id: HarborStore.kiel.id)))
        #expect(composition.features.allSatisfy { $0.isCompiledIn })
    }

    @Test func aDeclaredFeaturesLinksAreListedAsUnavailableInTheRouteTable() throws {
        let composition = try compose([CrewFeature()], declared: [harbors])

        let detail = try #require(composition.routeTable.first { $0.pattern == "harbor/{id}" })

        #expect(detail.feature == "Harbors")
        #expect(!detail.isEnabled)
    }

    @Test func aDeclaredLinkStillMayNotClashWithACompiledInFeature() throws {
        let clash = FeatureDeclaration(name: "Moorings", links: CrewRoute.links.map(\.erased))

        let error = try #require(throws: CompositionError.self) {
            try compose([CrewFeature()], declared: [clash])
        }

        #expect(error.features == ["Crew", "Moorings"])
    }
}
