import Foundation
import NavigationTesting
import SailawayCLI
import Testing

/// `sailaway reset`: forgetting navigation, keeping content.
@MainActor
@Suite struct ResetCommandTests {
    let app = TerminalApp()

    @Test func forgetsEveryStackTheSelectionAndTheSheet() async throws {
        await app.run("tap", "Find a Harbor")
        await app.run("open", Links.portoCervo)
        await app.run("tap", "Review")

        let run = await app.run("reset")

        #expect(run.status == ExitStatus.success)
        #expect(run.output == "Navigation state reset.\n")
        #expect(try await app.state() == .launch)
    }

    @Test func contentStays() async throws {
        await app.run("open", Links.portoCervo)
        await app.run("tap", "Edit")
        await app.run("tap", "Rename", "Marina di Porto Cervo")

        await app.run("reset")
        await app.run("open", Links.portoCervo)

        #expect(try await app.screen().title == "Marina di Porto Cervo")
    }

    @Test func aFreshAppCanBeReset() async throws {
        let run = await app.run("reset")

        #expect(run.status == ExitStatus.success)
        #expect(try await app.state() == .launch)
    }
}
