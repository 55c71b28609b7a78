import Foundation
import SailawayCLI
import Testing

/// `sailaway back`: popping the selected tab's stack.
@MainActor
@Suite struct BackCommandTests {
    let app = TerminalApp()

    @Test func popsOneScreenAndShowsTheOneUnder() async throws {
        await app.run("open", Links.portoCervo)
        await app.run("tap", "Edit")

        let run = await app.run("back")

        #expect(run.status == ExitStatus.success)
        #expect(run.output.hasPrefix("Porto Cervo\n"))
        #expect(try await app.state().tabs["discover"] == [Links.portoCervo])
    }

    @Test func atTheRootItSaysSoAndSucceeds() async throws {
        await app.run("tab", "library")

        let run = await app.run("back")

        #expect(run.status == ExitStatus.success)
        #expect(run.errors == "Already at the root of Library.\n", "the tab as its title reads")
        #expect(run.output.hasPrefix("Library\n"))
        let state = try await app.state()
        #expect(state.selectedTab == "library")
        #expect(state.tabs["library"] == [])
    }

    @Test func popsOnlyTheSelectedTab() async throws {
        await app.run("tap", "Find a Harbor")
        await app.run("open", Links.portoCervo)

        await app.run("back")

        let state = try await app.state()
        #expect(state.tabs["discover"] == [])
        #expect(state.tabs["home"] == ["sailaway://harbors/north"])
    }
}
