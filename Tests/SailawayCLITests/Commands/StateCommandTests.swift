import Foundation
import SailawayCLI
import Testing

/// `sailaway state`: the navigation state as scripts read it.
@MainActor
@Suite struct StateCommandTests {
    let app = TerminalApp()

    @Test func jsonIsOneObjectWithTheSelectedTabEveryTabsStackAndTheSheet() async throws {
        let run = await app.run("state", "--json")

        #expect(run.status == ExitStatus.success)
        let object = try PrintedJSON.object(run.output)
        #expect(Set(object.keys) == ["selectedTab", "tabs", "sheet", "presentations", "deferredLinks"])
        #expect(object["selectedTab"] as? String == "home")
        #expect(object["tabs"] as? [String: [String]] == ["home": [], "library": [], "discover": [], "profile": []])
        #expect(object["sheet"] is NSNull)
        #expect(object["presentations"] as? [Any] != nil && (object["presentations"] as? [Any])?.isEmpty == true)
        #expect(object["deferredLinks"] as? [String] == [])
    }

    @Test func stacksAreLinksBottomFirstInternalScreensIncluded() async throws {
        await app.run("open", Links.portoCervo)
        await app.run("tap", "Edit")

        let state = try await app.state()

        #expect(state.selectedTab == "discover")
        #expect(state.tabs["discover"] == [Links.portoCervo, Links.portoCervoEditor])
        #expect(state.tabs["home"] == [])
        #expect(state.sheet == nil)
    }

    @Test func sheetIsItsLinkWhileShown() async throws {
        await app.run("open", Links.portoCervo)
        await app.run("tap", "Review")

        let state = try await app.state()

        #expect(state.sheet == Links.portoCervoReview)
        #expect(state.tabs["discover"] == [Links.portoCervo])
    }

    @Test func textMarksTheSelectedTabAndListsEachStack() async {
        await app.run("open", Links.portoCervo)

        let run = await app.run("state")

        #expect(run.status == ExitStatus.success)
        #expect(run.output == """
            Selected tab: discover
              home: (root)
              library: (root)
            * discover:
                \(Links.portoCervo)
              profile: (root)
            Modals: none

            """)
    }

    @Test func readingTheStateChangesNothingOnDisk() async throws {
        await app.run("open", Links.portoCervo)
        let saved = try Data(contentsOf: app.navigationFile)

        await app.run("state")
        await app.run("state", "--json")

        #expect(try Data(contentsOf: app.navigationFile) == saved)
    }
}
