import Foundation
import SailawayCLI
import Testing

/// Navigation state across launches: every command is a relaunch that restores, acts and saves.
@MainActor
@Suite struct SavedStateTests {
    let app = TerminalApp()

    private func save(_ document: String) throws {
        try Data(document.utf8).write(to: app.navigationFile)
    }

    @Test func theSavedDocumentIsVersionedAndReadable() async throws {
        await app.run("open", Links.portoCervo)

        let document = try PrintedJSON.object(String(decoding: try Data(contentsOf: app.navigationFile), as: UTF8.self))

        #expect(document["version"] as? Int == 2)
        #expect(document["selectedTab"] as? String == "discover")
        #expect((document["tabs"] as? [String: [String]])?["discover"] == [Links.portoCervo])
    }

    @Test func theDataDirectoryIsCreatedWhenMissing() async throws {
        let nested = app.dataDirectory.appendingPathComponent("deeper/still", isDirectory: true)

        let run = await app.run("--data-dir", nested.path, "tab", "library")

        #expect(run.status == ExitStatus.success)
        #expect(FileManager.default.fileExists(atPath: nested.appendingPathComponent("navigation.json").path))
    }

    @Test(arguments: ["this is not json", "", #"{"version": 1, "tabs": 3}"#, #"{"selected": "home"}"#])
    func aCorruptDocumentGivesTheLaunchStateWithANote(document: String) async throws {
        try save(document)

        let run = await app.run("state", "--json")

        #expect(run.status == ExitStatus.success)
        #expect(try StateSnapshot(json: run.output) == .launch)
        #expect(run.errors.hasPrefix("Note: Saved navigation was not restored"))
    }

    @Test func aCorruptDocumentIsKeptAsideNotOverwritten() async throws {
        try save("this is not json")

        let run = await app.run("tab", "library")

        #expect(run.status == ExitStatus.success)
        let aside = app.navigationFile.appendingPathExtension("unreadable")
        #expect(try String(contentsOf: aside, encoding: .utf8) == "this is not json")
        #expect(try await app.state().selectedTab == "library")
    }

    @Test func aNewerVersionIsNotRestored() async throws {
        try save(#"{"version": 3, "selectedTab": "discover", "tabs": {}, "presentations": []}"#)

        let run = await app.run("state", "--json")

        #expect(run.status == ExitStatus.success)
        #expect(try StateSnapshot(json: run.output) == .launch)
        #expect(run.errors.contains("Note: Saved navigation is version 3; this build reads up to 2."))
    }

    @Test func anEntryThatNoLongerOpensIsDroppedAndTheRestSurvives() async throws {
        try save("""
            {"version": 1, "selectedTab": "discover", "sheet": null,
             "tabs": {"home": ["sailaway://harbors/north"], "library": [], "profile": [],
                      "discover": ["\(Links.portoCervo)", "sailaway://lighthouse/7", "\(Links.portoCervoEditor)"]}}
            """)

        let run = await app.run("state", "--json")

        #expect(run.status == ExitStatus.success)
        let state = try StateSnapshot(json: run.output)
        #expect(state.tabs["discover"] == [Links.portoCervo, Links.portoCervoEditor])
        #expect(state.tabs["home"] == ["sailaway://harbors/north"])
        #expect(run.errors.contains("Note: Dropped sailaway://lighthouse/7 from the discover tab"))
    }

    @Test func screensOfAFeatureDisabledAtTheNextLaunchAreDroppedAndTheRestSurvives() async throws {
        await app.run("open", Links.portoCervo)
        await app.run("tap", "Show Harbor Master")
        #expect(try await app.state().tabs["profile"] == [Links.harborMaster])

        let run = await app.run("--features", "Harbors", "state", "--json")

        #expect(run.status == ExitStatus.success)
        let state = try StateSnapshot(json: run.output)
        #expect(state.tabs == ["home": [], "library": [], "discover": [Links.portoCervo]])
        #expect(state.selectedTab == "home")
        #expect(run.errors.contains("Note: "))
    }
}
