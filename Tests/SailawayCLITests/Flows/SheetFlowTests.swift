import Foundation
import NavigationTesting
import SailawayCLI
import Testing

/// A sheet is state: shown over the tab, listed in the state, closed by back, saved across
/// launches.
@MainActor
@Suite struct SheetFlowTests {
    let app = TerminalApp()

    @Test func tappingReviewPresentsASheetOverTheStack() async throws {
        await app.run("open", Links.portoCervo)

        let run = await app.run("tap", "Review")

        #expect(run.output.hasPrefix("Review (sheet)\n"))
        let state = try await app.state()
        #expect(state.sheet == Links.portoCervoReview)
        #expect(state.tabs["discover"] == [Links.portoCervo])
    }

    @Test func theScreenIsTheSheetWhileItIsShown() async throws {
        await app.run("open", Links.portoCervo)
        await app.run("tap", "Review")

        let screen = try await app.screen()

        #expect(screen.title == "Review")
        #expect(screen.isSheet)
        #expect(screen.link == Links.portoCervoReview)
        #expect(screen.tab == "discover")
        #expect(screen.actions == [.init(number: 1, label: "Submit"), .init(number: 2, label: "Go Back")])
    }

    @Test func backClosesTheSheetAndKeepsTheStack() async throws {
        await app.run("open", Links.portoCervo)
        await app.run("tap", "Review")

        let run = await app.run("back")

        #expect(run.output.hasPrefix("Porto Cervo\n"))
        let state = try await app.state()
        #expect(state.sheet == nil)
        #expect(state.tabs["discover"] == [Links.portoCervo])
    }

    @Test func submittingClosesTheSheetAndTheReviewShows() async throws {
        await app.run("open", Links.portoCervo)
        await app.run("tap", "Review")

        let run = await app.run("tap", "Submit", "Friendly harbour master")

        #expect(run.output.hasPrefix("Thanks for your review.\nPorto Cervo\n"))
        #expect(run.output.contains("  - Friendly harbour master\n"))
        #expect(try await app.state().sheet == nil)
        #expect(app.store.harbor(HarborStore.portoCervo.id)?.reviews == ["Friendly harbour master"])
    }

    @Test func switchingTabsClosesTheSheet() async throws {
        await app.run("open", Links.portoCervo)
        await app.run("tap", "Review")

        await app.run("tab", "home")

        let state = try await app.state()
        #expect(state.sheet == nil)
        #expect(state.tabs["discover"] == [Links.portoCervo])
    }
}
