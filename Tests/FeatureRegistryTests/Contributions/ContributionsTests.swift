import FeatureRegistry
import Foundation
import NavigationEngine
import NavigationTesting
import Testing

/// Extension points as modules declare them: typed keys owned by the module that offers them,
/// filled by any feature, read in the order the point declares.
@Suite struct ContributionsTests {
    @Test func tabsAreInTabBarOrderWhateverTheCompositionOrder() throws {
        let hearth = TinyFeature("Hearth") { $0.tab(plainTab("hearth", title: "Hearth", order: 0)) }
        let marina = TinyFeature("Marina") { $0.tab(plainTab("marina", title: "Marina", order: 30)) }

        let composition = try compose([CrewFeature(), marina, HarborsFeature(), hearth])

        #expect(composition.contributions.tabs.map(\.id) == ["hearth", "discover", "marina", "profile"])
    }

    @Test func orderedContributionsAreSortedByOrderThenTitleAcrossFeatures() throws {
        let galley = TinyFeature("Galley") { registrar in
            registrar.contribute(Dish(title: "Paella", order: 30), to: Menu.self)
            registrar.contribute(Dish(title: "Bread", order: 5), to: Menu.self)
            registrar.contribute(Dish(title: "Apple", order: 5), to: Menu.self)
        }
        let bar = TinyFeature("Bar") { $0.contribute(Dish(title: "Grog", order: 10), to: Menu.self) }

        let composition = try compose([galley, bar, HarborsFeature()])

        #expect(composition.contributions[Menu.self].map(\.title) == ["Apple", "Bread", "Grog", "Paella"])
    }

    @Test func aPointWithoutAnOrderKeepsCompositionOrder() throws {
        let galley = TinyFeature("Galley") { $0.contribute("galley", to: Log.self) }
        let bar = TinyFeature("Bar") { $0.contribute("bar", to: Log.self) }

        let composition = try compose([bar, galley, HarborsFeature()])

        #expect(composition.contributions[Log.self] == ["bar", "galley"])
        #expect(composition.contributions.contributors(of: Log.self).map(\.feature) == ["Bar", "Galley"])
    }

    @Test func aPointNothingContributedToIsEmpty() throws {
        let composition = try compose([HarborsFeature()])

        #expect(composition.contributions[Menu.self].isEmpty)
    }

    @Test func contributionsToAPointWhoseOwnerIsAbsentAreDroppedQuietly() throws {
        let bar = TinyFeature("Bar") { $0.contribute("a toast", to: GalleyNotes.self) }
        let galley = TinyFeature("Galley")

        let without = try compose([bar, HarborsFeature()])
        let disabled = try compose([bar, galley, HarborsFeature()], enabled: ["Bar", "Harbors"])
        let with = try compose([bar, galley, HarborsFeature()])

        #expect(without.contributions[GalleyNotes.self].isEmpty)
        #expect(disabled.contributions[GalleyNotes.self].isEmpty)
        #expect(with.contributions[GalleyNotes.self] == ["a toast"])
    }

    @Test func aDisabledFeatureContributesNothing() throws {
        let bar = TinyFeature("Bar") { $0.contribute(Dish(title: "Grog", order: 10), to: Menu.self) }

        let composition = try compose([bar, HarborsFeature()], enabled: ["Harbors"])

        #expect(composition.contributions[Menu.self].isEmpty)
    }

    @Test func aFeatureProvidesAServiceOthersReachThroughTheirContext() throws {
        let galley = TinyFeature("Galley") { $0.provide("fish soup", for: TodaysSpecial.self) }

        let with = try compose([galley, HarborsFeature()])
        let disabled = try compose([galley, HarborsFeature()], enabled: ["Harbors"])

        #expect(with.context[TodaysSpecial.self] == "fish soup")
        #expect(disabled.context[TodaysSpecial.self] == "nothing today")
    }

    @Test func theScreenContextCarriesTheContributions() async throws {
        let bar = TinyFeature("Bar") { registrar in
            registrar.contribute(Dish(title: "Grog", order: 10), to: Menu.self)
        }
        let composition = try compose([bar, HarborsFeature()])

        #expect(composition.contributions[Menu.self].map(\.title) == ["Grog"])
    }
}

// MARK: - Points a test module declares

/// A dish on the galley's menu: an ordered contribution.
private struct Dish: OrderedContribution, Sendable {
    var title: String
    var order: Int
}

/// A point offered by the shell of a test app (no owner): always shown.
private enum Menu: ExtensionPoint {
    typealias Contribution = Dish
}

/// A point in composition order.
private enum Log: ExtensionPoint {
    typealias Contribution = String
}

/// A point the Galley feature offers: without Galley, nobody shows it.
private enum GalleyNotes: ExtensionPoint {
    typealias Contribution = String
    static var owner: String? { "Galley" }
}

/// A service the Galley feature provides.
private enum TodaysSpecial: ServiceKey {
    static let defaultValue = "nothing today"
}
