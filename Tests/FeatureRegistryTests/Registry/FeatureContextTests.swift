import FeatureRegistry
import Foundation
import NavigationEngine
import NavigationTesting
import Testing

/// The context features reach their dependencies through: services by key with a default the
/// host may override, the clock and identifiers tests fix, and which neighbours are enabled.
@Suite struct FeatureContextTests {
    @Test func aServiceTheHostDidNotProvideIsItsKeysDefault() {
        let context = unusedDirectoryContext()

        #expect(context[TideTableKey.self] == TideTable(port: "nowhere"))
    }

    @Test func aProvidedServiceOverridesTheDefaultInTheCopyOnly() {
        let plain = unusedDirectoryContext()

        let provided = plain.with(TideTableKey.self, TideTable(port: "Kiel"))

        #expect(provided[TideTableKey.self] == TideTable(port: "Kiel"))
        #expect(plain[TideTableKey.self] == TideTable(port: "nowhere"))
    }

    @Test func aServiceSetBySubscriptIsReadBackAndLeavesOtherKeysAtTheirDefault() {
        var context = unusedDirectoryContext()

        context[TideTableKey.self] = TideTable(port: "Porto Cervo")

        #expect(context[TideTableKey.self] == TideTable(port: "Porto Cervo"))
        #expect(context[BackupTideTableKey.self] == TideTable(port: "backup"))
    }

    @Test func theTestContextHasAFixedClockAndItsOwnDirectory() {
        let directory = TestComposition.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }

        let context = TestComposition.context(directory: directory)

        #expect(context.now() == Date(timeIntervalSince1970: 1_780_000_000))
        #expect(context.now() == context.now())
        #expect(context.dataDirectory == directory)
        #expect(context.makeID() != context.makeID())
    }

    @Test func featuresRegisterAndLoadScreensWithTheHostsServices() async throws {
        let context = unusedDirectoryContext().with(TideTableKey.self, TideTable(port: "Kiel"))
        let tides = TinyFeature("Tides") { registrar in
            let port = registrar.context[TideTableKey.self].port
            registrar.tab(TabContribution(id: .marina, title: "Tides of \(port)", order: 30, systemImage: "water.waves") { screen in
                Screen(title: "High water at \(screen.context[TideTableKey.self].port)")
            })
        }

        let composition = try compose([tides], context: context)

        #expect(composition.tabs.map(\.title) == ["Tides of Kiel"])
        #expect(await composition.rootScreen(for: .marina, viewer: TestComposition.sailor).title == "High water at Kiel")
    }

    @Test func theComposedContextSaysWhichFeaturesAreEnabled() throws {
        let composition = try compose([HarborsFeature(), CrewFeature()], enabled: ["harbors"])

        #expect(composition.context.isEnabled("Harbors"))
        #expect(!composition.context.isEnabled("Crew"))
        #expect(!composition.context.isEnabled("Charts"))
        #expect(composition.context.isEnabled("Harbors"))
    }

    @Test func aContextNoBuildComposedEnablesNothing() {
        let context = unusedDirectoryContext()

        #expect(!context.isEnabled("Harbors"))
        #expect(context.enabledFeatures.isEmpty)
    }

    @Test func featuresSeeWhichNeighboursAreEnabledWhileRegistering() throws {
        let seen = TinyFeature("Lookout") { registrar in
            let title = registrar.context.isEnabled("Crew") ? "Crew aboard" : "Sailing alone"
            registrar.tab(plainTab(.marina, title: title, order: 30))
        }

        let withCrew = try compose([seen, CrewFeature()])
        let alone = try compose([seen, CrewFeature()], enabled: ["Lookout"])

        #expect(withCrew.tabs.first { $0.id == .marina }?.title == "Crew aboard")
        #expect(alone.tabs.first { $0.id == .marina }?.title == "Sailing alone")
    }
}

/// A service a feature might read: the tide table of a port.
private struct TideTable: Hashable, Sendable {
    var port: String
}

private enum TideTableKey: ServiceKey {
    static var defaultValue: TideTable { TideTable(port: "nowhere") }
}

/// A second key of the same type, so keys are told apart by themselves, not by their values' type.
private enum BackupTideTableKey: ServiceKey {
    static var defaultValue: TideTable { TideTable(port: "backup") }
}
