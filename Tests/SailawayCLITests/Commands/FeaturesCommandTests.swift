import Foundation
import SailawayCLI
import Testing

/// `sailaway features` and `--features`: what the build has and how a run narrows it.
@MainActor
@Suite struct FeaturesCommandTests {
    let app = TerminalApp()

    @Test func listsEveryCompiledInFeatureAsEnabled() async {
        let run = await app.run("features")

        #expect(run.status == ExitStatus.success)
        let lines = run.output.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(lines == ["Harbors enabled", "Crew enabled"])
        #expect(run.errors.isEmpty)
    }

    @Test func jsonListsTheFeaturesAndTheTabsOfTheBuild() async throws {
        let run = await app.run("features", "--json")

        #expect(run.status == ExitStatus.success)
        let object = try PrintedJSON.object(run.output)
        let features = try #require(object["features"] as? [[String: Any]])
        #expect(features.compactMap { $0["name"] as? String } == ["Harbors", "Crew"])
        #expect(features.compactMap { $0["enabled"] as? Bool } == [true, true])
        #expect(object["tabs"] as? [String] == ["home", "library", "discover", "profile"])
    }

    @Test func tabsListsTheTabsOfTheBuildForShellCompletion() async {
        #expect(await app.run("features", "--tabs").output == "home\nlibrary\ndiscover\nprofile\n")
        #expect(await app.run("--features", "Harbors", "features", "--tabs").output == "home\nlibrary\ndiscover\n")
    }

    @Test func featuresOptionDisablesTheOthersAndTheirTabs() async throws {
        let run = await app.run("--features", "Harbors", "features", "--json")

        let object = try PrintedJSON.object(run.output)
        let features = try #require(object["features"] as? [[String: Any]])
        #expect(features.compactMap { $0["enabled"] as? Bool } == [true, false])
        #expect(object["tabs"] as? [String] == ["home", "library", "discover"])

        let text = await app.run("--features", "Harbors", "features")
        #expect(text.output.contains("Crew          compiled in, disabled by --features"))
        let state = try await app.state("--features", "Harbors")
        #expect(Set(state.tabs.keys) == ["home", "library", "discover"])
    }

    @Test func aBuildWithoutAFeatureSaysSoAndRefusesItsLinksByName() async throws {
        let custom = TerminalApp(leavingOut: ["Harbors"])

        let listed = await custom.run("features")
        #expect(listed.output.contains("Crew          enabled"))
        #expect(listed.output.contains("Harbors       not in this build (its trait is off)"))

        let before = try await custom.state()
        let opened = await custom.run("open", Links.portoCervo)
        #expect(opened.status == ExitStatus.linkNotOpened)
        #expect(opened.errors.contains("belongs to Harbors, which is not part of this build"))
        #expect(try await custom.state() == before)
    }

    @Test func featureNamesAreMatchedWithoutRegardToCase() async throws {
        let run = await app.run("--features", "harbors, CREW", "features", "--json")

        #expect(run.status == ExitStatus.success)
        let features = try #require(try PrintedJSON.object(run.output)["features"] as? [[String: Any]])
        #expect(features.compactMap { $0["enabled"] as? Bool } == [true, true])
    }

    @Test func aScreenOfADisabledFeatureIsNotOfferedByItsNeighbours() async throws {
        await app.run("open", Links.portoCervo)
        let full = try await app.screen()
        #expect(full.actionLabels == ["Edit", "Review", "Show Harbor Master"])

        let narrowed = await app.run("--features", "Harbors", "screen", "--json")
        #expect(try ScreenSnapshot(json: narrowed.output).actionLabels == ["Edit", "Review"])
    }

    @Test func linkOfADisabledFeatureIsRefusedNamingIt() async throws {
        await app.run("--features", "Harbors", "open", Links.portoCervo)
        let before = try await app.state("--features", "Harbors")

        let run = await app.run("--features", "Harbors", "open", Links.harborMaster)

        #expect(run.status == ExitStatus.linkNotOpened)
        #expect(run.output.isEmpty)
        #expect(run.errors.contains("crew/{id} belongs to Crew, which is not part of this build"))
        #expect(try await app.state("--features", "Harbors") == before)
    }

    @Test func unknownFeatureIsAUsageErrorNamingTheCompiledInOnes() async throws {
        let run = await app.run("--features", "Nope", "state")

        #expect(run.status == ExitStatus.usage)
        #expect(run.output.isEmpty)
        #expect(run.errors.contains("Nope"))
        #expect(run.errors.contains("compiled in: Harbors, Crew"))
        #expect(!FileManager.default.fileExists(atPath: app.navigationFile.path))
    }
}
