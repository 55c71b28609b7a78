import Foundation
import SailawayCLI
import Testing

/// `sailaway tab`: selecting a tab.
@MainActor
@Suite struct TabCommandTests {
    let app = TerminalApp()

    @Test func selectsTheTabAndShowsItsScreen() async throws {
        let run = await app.run("tab", "library")

        #expect(run.status == ExitStatus.success)
        #expect(run.output.hasPrefix("Library\n=======\n"))
        #expect(run.output.hasSuffix("\n Home  [Library]  Discover   Crew\n"))
        #expect(try await app.state().selectedTab == "library")
    }

    @Test func aTabCanBeNamedByItsTitleInAnyCase() async throws {
        await app.run("tab", "CREW")

        #expect(try await app.state().selectedTab == "profile")
    }

    @Test func anUnknownTabIsAUsageErrorListingTheTabs() async throws {
        await app.run("tab", "discover")

        let run = await app.run("tab", "charters")

        #expect(run.status == ExitStatus.usage)
        #expect(run.output.isEmpty)
        #expect(run.errors.contains("There is no 'charters' tab in this build. Tabs: home, library, discover, profile."))
        #expect(try await app.state().selectedTab == "discover")
    }

    @Test func jsonPrintsTheSelectedTabsScreen() async throws {
        let run = await app.run("tab", "profile", "--json")

        let screen = try ScreenSnapshot(json: run.output)
        #expect(screen.title == "Crew")
        #expect(screen.tab == "profile")
        #expect(screen.link == "sailaway://profile")
    }
}
