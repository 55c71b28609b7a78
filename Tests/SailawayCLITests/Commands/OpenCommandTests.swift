import Foundation
import SailawayCLI
import Testing

/// `sailaway open`: a link arriving at a cold start, as from an email or a web page.
@MainActor
@Suite struct OpenCommandTests {
    let app = TerminalApp()

    @Test func publicLinkOpensInDiscoverAndShowsTheScreen() async throws {
        let run = await app.run("open", Links.portoCervo)

        #expect(run.status == ExitStatus.success)
        #expect(run.output.hasPrefix("Porto Cervo\n===========\n"))
        #expect(run.errors.isEmpty)
        let state = try await app.state()
        #expect(state.selectedTab == "discover")
        #expect(state.tabs["discover"] == [Links.portoCervo])
    }

    @Test func theOpenedScreenIsStillThereAtTheNextLaunch() async throws {
        await app.run("open", Links.portoCervo)

        let relaunch = await app.run("screen")

        #expect(relaunch.output.hasPrefix("Porto Cervo\n"))
        #expect(try await app.state().tabs["discover"] == [Links.portoCervo])
    }

    @Test func jsonPrintsTheOpenedScreen() async throws {
        let run = await app.run("open", Links.kiel, "--json")

        let screen = try ScreenSnapshot(json: run.output)
        #expect(screen.title == "Kiel")
        #expect(screen.link == Links.kiel)
        #expect(screen.tab == "discover")
    }

    @Test func universalLinkOpensTheSameScreen() async throws {
        let run = await app.run("open", "https://sailaway.app/harbor/550e8400-e29b-41d4-a716-446655440000")

        #expect(run.status == ExitStatus.success)
        let state = try await app.state()
        #expect(state.selectedTab == "discover")
        #expect(state.tabs["discover"] == [Links.portoCervo])
    }

    @Test func aliasOpensTheDetailAndIsSavedAsTheCanonicalLink() async throws {
        let run = await app.run("open", "sailaway://content/550E8400-E29B-41D4-A716-446655440001?type=harbor")

        #expect(run.status == ExitStatus.success)
        #expect(run.output.hasPrefix("Kiel\n"))
        #expect(try await app.state().tabs["discover"] == [Links.kiel])
    }

    @Test func searchLinkCarriesItsQuery() async throws {
        let run = await app.run("open", "https://sailaway.app/harbors/search?q=porto%20cervo", "--json")

        #expect(run.status == ExitStatus.success)
        let screen = try ScreenSnapshot(json: run.output)
        #expect(screen.title == "Harbors matching “porto cervo”")
        #expect(screen.actionLabels == ["Open Porto Cervo"])
        #expect(screen.link == "sailaway://harbors/search?q=porto+cervo")
    }

    @Test func openingALinkReplacesOnlyItsTabsStack() async throws {
        await app.run("tap", "Find a Harbor")
        await app.run("open", Links.portoCervo)
        await app.run("tap", "Edit")

        await app.run("open", Links.kiel)

        let state = try await app.state()
        #expect(state.tabs["discover"] == [Links.kiel])
        #expect(state.tabs["home"] == ["sailaway://harbors/north"])
    }

    /// Links that must not open, and what the person is told.
    nonisolated static let refusedLinks: [(link: String, reason: String)] = [
        ("harbor 550e8400", "links cannot contain"),
        ("harbor/550e8400-e29b-41d4-a716-446655440000", "it is not a link"),
        ("sailaway://harbor//edit", "Cannot open 'sailaway://harbor//edit'"),
        ("sailaway://lighthouse/550e8400-e29b-41d4-a716-446655440000", "no screen has this address"),
        ("sailaway://harbor/not-a-uuid", "Cannot open 'sailaway://harbor/not-a-uuid'"),
        (Links.portoCervoEditor, "harbor/{id}/edit opens only from inside the app"),
        (Links.portoCervoReview, "harbor/{id}/review opens only from inside the app"),
        ("sailaway://discover", "discover opens only from inside the app"),
        ("https://example.com/harbor/550e8400-e29b-41d4-a716-446655440000", "web links to 'example.com' do not open in this app"),
        ("ftp://sailaway.app/harbor/550e8400-e29b-41d4-a716-446655440000", "the scheme 'ftp' is not one this app opens"),
    ]

    @Test(arguments: refusedLinks)
    func aLinkThatCannotOpenExitsWith3AndChangesNothing(link: String, reason: String) async throws {
        await app.run("open", Links.portoCervo)
        await app.run("tap", "Edit")
        let before = try await app.state()
        let saved = try Data(contentsOf: app.navigationFile)

        let run = await app.run("open", link)

        #expect(run.status == ExitStatus.linkNotOpened)
        #expect(run.output.isEmpty)
        #expect(run.errors.contains(reason))
        #expect(run.errors.contains("Nothing changed."))
        #expect(try await app.state() == before)
        #expect(try Data(contentsOf: app.navigationFile) == saved)
    }

    @Test func aRefusedLinkAtTheFirstLaunchSavesNothing() async {
        let run = await app.run("open", "sailaway://lighthouse/1")

        #expect(run.status == ExitStatus.linkNotOpened)
        #expect(!FileManager.default.fileExists(atPath: app.navigationFile.path))
    }
}
