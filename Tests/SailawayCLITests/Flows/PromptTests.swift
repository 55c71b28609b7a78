import Foundation
import SailawayCLI
import Testing

/// Prompts check each answer as it is given and show the value there is, in a session at a
/// terminal; a script's values are checked the same way and fail at once, naming the input.
/// Each test is a finding of issue 16 that used to fail.
@MainActor
@Suite struct PromptTests {
    /// The app on the editor of a new, empty checklist.
    private func emptyChecklistEditor() async -> SampleTerminalApp {
        let app = await SampleTerminalApp()
        await app.run(["tap", "Create Checklist"])
        await app.run(["tap", "Create Blank", "Harbour stow"])
        return app
    }

    @Test func renameSectionWithNoSectionsSaysSoBeforeAskingAnything() async {
        let app = await emptyChecklistEditor()
        let console = RecordingConsole(input: ["1", "Deck"], isInteractive: true)

        let run = await app.run(["tap", "Rename Section"], console: console)

        #expect(run.status == ExitStatus.usage)
        #expect(run.errors == "'Rename Section' needs a section: There are no sections to choose from yet. Nothing was changed.\n")
        #expect(!run.output.contains("Section number"), "nothing was asked")
        #expect(console.input == ["1", "Deck"], "no answer was read")
    }

    /// A form's questions come one after another; a bad day is refused at once and asked
    /// again, and an optional answer may be empty.
    @Test func aFormAsksEachQuestionAndRejectsABadDayAtOnce() async {
        let app = await SampleTerminalApp()
        await app.run(["tab", "charters"])
        await app.run(["tap", "New Charter"])
        let console = RecordingConsole(input: ["Ionian Loop", "Kalypso", "3 Sept", "2027-06-12", "2027-06-19", ""], isInteractive: true)

        let run = await app.run(["tap", "Create Charter"], console: console)

        #expect(run.status == ExitStatus.success, "\(run.errors)")
        #expect(run.errors == "'3 Sept' is not a date; write it as YYYY-MM-DD, like 2027-06-12. Try again, or press Enter on an empty line to cancel.\n")
        #expect(
            run.output.hasPrefix(
                "Charter name: Boat: First day (YYYY-MM-DD): First day (YYYY-MM-DD): Last day (YYYY-MM-DD): Crew names, separated by commas: Created Ionian Loop."
            ),
            "\(run.output.prefix(300))"
        )
    }

    @Test func aScriptsBadValueFailsAtOnceNamingTheInput() async {
        let app = await SampleTerminalApp()
        await app.run(["tab", "charters"])
        await app.run(["tap", "New Charter"])

        let run = await app.run(["tap", "Create Charter", "Ionian Loop", "Kalypso", "3 Sept", "2027-06-19", ""])

        #expect(run.status == ExitStatus.usage)
        #expect(run.errors == "'Create Charter': First day — '3 Sept' is not a date; write it as YYYY-MM-DD, like 2027-06-12. Nothing was changed.\n")
    }

    @Test func editItemShowsTheItemsTextAndAnEmptyAnswerKeepsIt() async {
        let app = await SampleTerminalApp()
        await app.run(["tab", "library"])
        await app.run(["tap", "Open Daily Boat Checks"])
        await app.run(["tap", "Edit"])
        await app.run(["tap", "Edit Item"])

        let kept = await app.run(["tap", "1.2 Bilge dry"], console: RecordingConsole(input: [""], isInteractive: true))
        #expect(kept.status == ExitStatus.success, "\(kept.errors)")
        #expect(kept.output.hasPrefix("Item text [Bilge dry]: Item 1.2 is unchanged.\n"))
        #expect(kept.output.contains("  - 1.2 Bilge dry\n"))

        await app.run(["tap", "Edit Item"])
        let changed = await app.run(["tap", "1.2 Bilge dry"], console: RecordingConsole(input: ["Bilge dry, pump tested"], isInteractive: true))
        #expect(changed.output.contains("  - 1.2 Bilge dry, pump tested\n"))
    }

    @Test func aSectionNumberOutOfRangeIsAskedAgainWithTheRange() async {
        let app = await SampleTerminalApp()
        await app.run(["tab", "library"])
        await app.run(["tap", "Open Daily Boat Checks"])
        await app.run(["tap", "Edit"])
        let console = RecordingConsole(input: ["7", "2", "Bosun's locker"], isInteractive: true)

        let run = await app.run(["tap", "Add Item"], console: console)

        #expect(run.errors == "'7' is not a section number: give one from 1 to 2. Try again, or press Enter on an empty line to cancel.\n")
        #expect(run.output.contains("  - 2.4 Bosun's locker\n"))
    }

    /// At the terminal a file is picked by its path: the file there is read and imported; a
    /// path that names no file says so and changes nothing.
    @Test func importFileReadsTheFileAtThePathGiven() async throws {
        let app = await SampleTerminalApp()
        let file = app.dataDirectory.appendingPathComponent("mooring.md")
        try "# Mooring\n## Lines\n- [ ] Bow line\n".write(to: file, atomically: true, encoding: .utf8)
        await app.run(["tap", "Create Checklist"])

        let missing = await app.run(["tap", "Import File", "/no/such/mooring.md"])
        #expect(missing.status == ExitStatus.usage)
        #expect(missing.errors.hasPrefix("A checklist file (.md or .txt): could not read /no/such/mooring.md:"), "\(missing.errors)")

        let run = await app.run(["tap", "Import File", file.path])
        #expect(run.status == ExitStatus.success, "\(run.errors)")
        #expect(run.output.contains("Imported “Mooring”: 1 sections, 1 items."))
    }
}
