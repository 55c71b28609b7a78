import SailawayCLI
import Testing

/// What a person types after an action, in a session and in `sailaway tap`, read as they mean
/// it. Each test is a finding of issue 16 that used to fail.
@MainActor
@Suite struct TypedInputTests {
    @Test func anApostropheInsideAWordIsTextInASession() async {
        let app = await SampleTerminalApp()

        let run = await app.run([], input: ["tab profile", "Edit Profile", "2 it's a bio", "q"])

        #expect(run.errors.isEmpty, "used to be: A quote is not closed")
        #expect(run.output.contains("Saved your bio.\n"))
        #expect(run.output.contains("  - Bio: it's a bio\n"))
    }

    @Test func theOneInputOfAnActionTakesTheRestOfTheLine() async {
        let app = await SampleTerminalApp()

        let session = await app.run([], input: ["tab profile", "Edit Profile", "2 Weekend   sailor", "q"])
        #expect(session.errors.isEmpty, "used to be: 'Set Bio' takes 1 text value(s), but 2 were given")
        #expect(session.output.contains("  - Bio: Weekend sailor\n"), "the words join with single spaces")

        let script = await app.run(["tap", "Set Bio", "Reefs", "early"])
        #expect(script.status == ExitStatus.success, "\(script.errors)")
        #expect(script.output.contains("  - Bio: Reefs early\n"))
    }

    @Test func aQuotedValueStillWorksAndTheLastInputTakesTheRest() async {
        let app = await SampleTerminalApp()
        await app.run(["tab", "library"])
        await app.run(["tap", "Open Daily Boat Checks"])
        await app.run(["tap", "Edit"])

        // 34 is the second section's Add Item.
        let run = await app.run([], input: [#"34 "Spare  impeller" aboard"#, "q"])

        #expect(run.errors.isEmpty)
        #expect(run.output.contains("  - 2.4 Spare  impeller aboard  ["), "the quoted value keeps its spaces")
    }

    @Test func anActionsLabelThenItsValuesTapsItInASessionAndAScript() async {
        let app = await SampleTerminalApp()
        await app.run(["tab", "library"])
        await app.run(["tap", "Open Daily Boat Checks"])
        await app.run(["tap", "Edit"])

        let session = await app.run([], input: ["Add Item 2 Spinnaker", "q"])
        #expect(session.errors.isEmpty, "used to be: Unknown command 'Add'")
        #expect(session.output.contains("Added “Spinnaker” to “Evening”.\n"))
        #expect(session.output.contains("  - 2.4 Spinnaker  ["))

        let script = await app.run(["tap", "Add", "Item", "1", "Storm", "jib"])
        #expect(script.status == ExitStatus.success, "\(script.errors)")
        #expect(script.output.contains("  - 1.5 Storm jib  ["))

        let named = await app.run(["tap", "Add", "Item:", "Evening", "Sail", "ties"])
        #expect(named.output.contains("  - 2.5 Sail ties  ["), "\(named.errors)")
    }

    @Test func aNumberThatIsNotAnActionSaysSoAndGivesTheRange() async throws {
        let app = await SampleTerminalApp()

        // Home's actions, as many as the build's features give it.
        let count = try #require(try PrintedJSON.object(await app.run(["screen", "--json"]).output)["actions"] as? [Any]).count
        let session = await app.run([], input: ["-1", "99", "q"])
        #expect(session.errors == "There is no action -1 here; choose 1 to \(count).\nThere is no action 99 here; choose 1 to \(count).\n")
        #expect(!session.output.contains("USAGE"), "used to be ArgumentParser's usage")

        let script = await app.run(["tap", "-1"])
        #expect(script.status == ExitStatus.usage)
        #expect(script.errors == "There is no action -1 here; choose 1 to \(count).\n")
    }
}
