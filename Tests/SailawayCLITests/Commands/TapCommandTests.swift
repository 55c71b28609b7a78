import Foundation
import NavigationTesting
import SailawayCLI
import Testing

/// `sailaway tap`: activating an action of the current screen.
@MainActor
@Suite struct TapCommandTests {
    let app = TerminalApp()

    @Test func byNumber() async throws {
        await app.run("tab", "discover")

        let run = await app.run("tap", "2")

        #expect(run.status == ExitStatus.success)
        #expect(run.output.hasPrefix("Kiel\n"))
        #expect(try await app.state().tabs["discover"] == [Links.kiel])
    }

    @Test func byLabelInAnyCase() async throws {
        await app.run("tab", "discover")

        await app.run("tap", "open porto cervo")

        #expect(try await app.state().tabs["discover"] == [Links.portoCervo])
    }

    @Test func byAUniquePrefixOfTheLabel() async throws {
        await app.run("tab", "discover")

        await app.run("tap", "Open K")

        #expect(try await app.state().tabs["discover"] == [Links.kiel])
    }

    @Test func anAmbiguousPrefixIsAUsageErrorListingTheActions() async throws {
        await app.run("tab", "discover")

        let run = await app.run("tap", "Open")

        #expect(run.status == ExitStatus.usage)
        #expect(run.errors.contains("No single action matches 'Open'. Actions here: 1. Open Porto Cervo, 2. Open Kiel."))
        #expect(try await app.state().tabs["discover"] == [])
    }

    @Test(arguments: ["0", "3", "99"])
    func aNumberOutOfRangeIsAUsageError(number: String) async throws {
        await app.run("tab", "discover")

        let run = await app.run("tap", number)

        #expect(run.status == ExitStatus.usage)
        #expect(run.output.isEmpty)
        #expect(run.errors.contains("choose 1 to 2"))
        #expect(try await app.state().tabs["discover"] == [])
    }

    @Test func aScreenWithoutActionsSaysSo() async throws {
        await app.run("tab", "profile")
        await app.run("tap", "Harbor Master")

        let run = await app.run("tap", "1")

        #expect(run.status == ExitStatus.usage)
        #expect(run.errors.contains("This screen has no actions."))
    }

    @Test func anActionTakesItsTextAfterTheLabelAndSaysWhatItDid() async throws {
        await app.run("open", Links.portoCervo)
        await app.run("tap", "Edit")

        let run = await app.run("tap", "Rename", "Porto Cervo Marina")

        #expect(run.status == ExitStatus.success)
        #expect(run.output.hasPrefix("Renamed to Porto Cervo Marina.\nPorto Cervo Marina\n"))
        #expect(app.store.harbor(HarborStore.portoCervo.id)?.name == "Porto Cervo Marina")
        #expect(try await app.state().tabs["discover"] == [Links.portoCervo])
    }

    @Test func anActionNeedingTextWithoutItIsAUsageErrorAndChangesNothing() async throws {
        await app.run("open", Links.portoCervo)
        await app.run("tap", "Edit")
        let before = try await app.state()

        let run = await app.run("tap", "Rename")

        #expect(run.status == ExitStatus.usage)
        #expect(run.output.isEmpty)
        #expect(run.errors.contains("'Rename' needs name. Nothing was changed."))
        #expect(run.errors.contains("Example: sailaway tap \"Rename\" \"name\""))
        #expect(try await app.state() == before)
        #expect(app.store.harbor(HarborStore.portoCervo.id)?.name == "Porto Cervo")
    }

    @Test func atATerminalTheMissingTextIsAskedFor() async throws {
        await app.run("open", Links.portoCervo)
        await app.run("tap", "Edit")

        let run = await app.run(["tap", "Rename"], input: ["Cala di Volpe"], interactive: true)

        #expect(run.status == ExitStatus.success)
        #expect(run.output.hasPrefix("New name: Renamed to Cala di Volpe.\n"))
        #expect(app.store.harbor(HarborStore.portoCervo.id)?.name == "Cala di Volpe")
    }

    @Test func anEmptyAnswerAtTheTerminalCancels() async throws {
        await app.run("open", Links.portoCervo)
        await app.run("tap", "Edit")

        let run = await app.run(["tap", "Rename"], input: [""], interactive: true)

        #expect(run.status == ExitStatus.usage)
        #expect(run.errors == "Cancelled “Rename”: nothing was saved.\n")
        #expect(app.store.harbor(HarborStore.portoCervo.id)?.name == "Porto Cervo")
    }

    @Test func theEndOfInputAtAPromptCancels() async throws {
        await app.run("open", Links.portoCervo)
        await app.run("tap", "Edit")

        let run = await app.run(["tap", "Rename"], input: [], interactive: true)

        #expect(run.status == ExitStatus.usage)
        #expect(run.errors == "Cancelled “Rename”: nothing was saved.\n")
        #expect(app.store.harbor(HarborStore.portoCervo.id)?.name == "Porto Cervo")
    }

    @Test func theLastInputTakesTheRestOfTheWords() async throws {
        await app.run("open", Links.portoCervo)
        await app.run("tap", "Edit")

        let run = await app.run("tap", "Rename", "Cala", "di Volpe")

        #expect(run.status == ExitStatus.success)
        #expect(app.store.harbor(HarborStore.portoCervo.id)?.name == "Cala di Volpe")
    }

    @Test func textForAnActionThatTakesNoneIsAUsageError() async throws {
        await app.run("open", Links.portoCervo)

        let run = await app.run("tap", "Edit", "now")

        #expect(run.status == ExitStatus.usage)
        #expect(run.errors == "'Edit' takes no text, but 1 value was given. Nothing was changed.\n")
        #expect(try await app.state().tabs["discover"] == [Links.portoCervo])
    }

    @Test func anActionThatRefusesTheTextSaysWhyAndChangesNothing() async throws {
        await app.run("open", Links.portoCervo)
        await app.run("tap", "Edit")
        let before = try await app.state()

        let run = await app.run("tap", "Rename", "   ")

        #expect(run.status == ExitStatus.usage)
        #expect(run.errors == "'Rename': New name — It cannot be empty. Nothing was changed.\n")
        #expect(try await app.state() == before)
    }

    @Test func jsonPrintsTheScreenAfterTheTap() async throws {
        await app.run("tab", "discover")

        let run = await app.run("tap", "1", "--json")

        #expect(try ScreenSnapshot(json: run.output).title == "Porto Cervo")
    }
}
