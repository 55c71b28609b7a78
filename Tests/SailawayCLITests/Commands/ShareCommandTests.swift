import Foundation
import SailawayCLI
import Testing

/// `sailaway share`: the link of the current screen, the inverse of `open`.
@MainActor
@Suite struct ShareCommandTests {
    let app = TerminalApp()

    @Test func printsTheScreensCustomLink() async {
        await app.run("open", Links.portoCervo)

        let run = await app.run("share")

        #expect(run.status == ExitStatus.success)
        #expect(run.output == Links.portoCervo + "\n")
        #expect(run.errors.isEmpty)
    }

    @Test func universalPrintsTheWebLink() async {
        await app.run("open", Links.portoCervo)

        let run = await app.run("share", "--universal")

        #expect(run.status == ExitStatus.success)
        #expect(run.output == "https://sailaway.app/harbor/550e8400-e29b-41d4-a716-446655440000\n")
    }

    @Test func theSharedLinkOpensTheSameScreenInAnotherApp() async throws {
        await app.run("open", "sailaway://harbors/search?q=kiel")
        let shared = await app.run("share", "--universal").output.trimmingCharacters(in: .newlines)

        let friend = TerminalApp()
        let run = await friend.run("open", shared)

        #expect(run.status == ExitStatus.success)
        let friendsState = try await friend.state()
        let sharersState = try await app.state()
        #expect(friendsState == sharersState)
    }

    @Test func anInternalScreensLinkComesWithANote() async {
        await app.run("open", Links.portoCervo)
        await app.run("tap", "Edit")

        let run = await app.run("share")

        #expect(run.status == ExitStatus.success)
        #expect(run.output == Links.portoCervoEditor + "\n")
        #expect(run.errors == "Note: this link opens only from inside Sailaway.\n")
    }

    @Test func aSheetSharesItsOwnLink() async {
        await app.run("open", Links.portoCervo)
        await app.run("tap", "Review")

        let run = await app.run("share")

        #expect(run.output == Links.portoCervoReview + "\n")
        #expect(run.errors.contains("Note: this link opens only from inside Sailaway."))
    }

    @Test func aTabsRootSharesTheTabsLink() async {
        await app.run("tab", "library")

        let run = await app.run("share")

        #expect(run.output == "sailaway://library\n")
    }
}
