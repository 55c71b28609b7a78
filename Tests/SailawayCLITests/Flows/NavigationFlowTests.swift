import Foundation
import SailawayCLI
import Testing

/// The PRD's navigation tests and manual checklist, walked as a person walks them: one
/// `sailaway` launch per step.
@MainActor
@Suite struct NavigationFlowTests {
    let app = TerminalApp()

    @Test func homeQuickActionPushesOntoHomeAndBackPopsIt() async throws {
        #expect(try await app.state().tabs["home"] == [])

        let tap = await app.run("tap", "Find a Harbor")

        #expect(tap.output.hasPrefix("North harbors\n"))
        let pushed = try await app.state()
        #expect(pushed.selectedTab == "home")
        #expect(pushed.tabs["home"] == ["sailaway://harbors/north"])

        await app.run("back")
        #expect(try await app.state().tabs["home"] == [])
    }

    @Test func switchingTabsPreservesEveryTabsStack() async throws {
        await app.run("tap", "Find a Harbor")
        let homeBefore = try await app.state().tabs["home"]

        await app.run("tab", "discover")
        await app.run("tap", "Open Porto Cervo")
        await app.run("tap", "Edit")
        await app.run("tab", "library")
        await app.run("tab", "profile")
        await app.run("tap", "Harbor Master")

        let state = try await app.state()
        #expect(state.tabs["home"] == homeBefore)
        #expect(state.tabs["discover"] == [Links.portoCervo, Links.portoCervoEditor])
        #expect(state.tabs["profile"] == [Links.harborMaster])

        let home = await app.run("tab", "home")
        #expect(home.output.hasPrefix("North harbors\n"))
        let discover = await app.run("tab", "discover")
        #expect(discover.output.hasPrefix("Edit Porto Cervo\n"))
    }

    @Test func reselectingTheSelectedTabKeepsItsStack() async throws {
        await app.run("open", Links.portoCervo)

        await app.run("tab", "discover")
        await app.run("tab", "discover")

        #expect(try await app.state().tabs["discover"] == [Links.portoCervo])
    }

    @Test func aDeepLinkOpensTheRightTabAndLeavesTheOthers() async throws {
        await app.run("tap", "Find a Harbor")

        await app.run("open", "sailaway://content/550e8400-e29b-41d4-a716-446655440000?type=harbor")

        var state = try await app.state()
        #expect(state.selectedTab == "discover")
        #expect(state.tabs["discover"]?.count == 1)
        #expect(state.tabs["home"] == ["sailaway://harbors/north"])

        await app.run("open", Links.harborMaster)

        state = try await app.state()
        #expect(state.selectedTab == "profile")
        #expect(state.tabs["profile"] == [Links.harborMaster])
        #expect(state.tabs["discover"] == [Links.portoCervo])
    }

    @Test func backWorksAtEveryLevel() async throws {
        await app.run("open", Links.portoCervo)
        await app.run("tap", "Review")
        let closesSheet = await app.run("back")
        #expect(closesSheet.output.hasPrefix("Porto Cervo\n"))

        await app.run("tap", "Edit")
        let popsEditor = await app.run("back")
        #expect(popsEditor.output.hasPrefix("Porto Cervo\n"))
        let popsDetail = await app.run("back")
        #expect(popsDetail.output.hasPrefix("Discover\n"))
        let atRoot = await app.run("back")
        #expect(atRoot.status == ExitStatus.success)
        #expect(atRoot.errors == "Already at the root of Discover.\n")

        let state = try await app.state()
        #expect(state.tabs["discover"] == [])
        #expect(state.sheet == nil)
    }

    @Test func anActionShowsAScreenOfAnotherFeatureInItsOwnTab() async throws {
        await app.run("open", Links.portoCervo)

        let run = await app.run("tap", "Show Harbor Master")

        #expect(run.output.hasPrefix("Harbor Master\n"))
        let state = try await app.state()
        #expect(state.selectedTab == "profile")
        #expect(state.tabs["profile"] == [Links.harborMaster])
        #expect(state.tabs["discover"] == [Links.portoCervo])
        #expect(try await app.screen().object["breadcrumb"] as? [String] == ["Crew", "Harbor Master"])
    }

    @Test func anEditMadeDeepInOneTabIsSeenFromAnother() async throws {
        await app.run("open", Links.kiel)
        await app.run("tap", "Edit")
        await app.run("tap", "Rename", "Kiel-Holtenau")

        let library = await app.run("tab", "library")

        #expect(library.output.contains("  - Kiel-Holtenau — north\n"))
        #expect(library.output.contains("Open Kiel-Holtenau"))
    }
}
