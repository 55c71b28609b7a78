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

    /// An empty checklist has no section to rename, move or remove: no such action is drawn,
    /// rather than one that asks for a section's number and finds none.
    @Test func anEmptyChecklistOffersNoSectionsActions() async {
        let app = await emptyChecklistEditor()

        let run = await app.run(["screen"])

        #expect(run.output.contains("  1. Rename Checklist …\n  2. Add Section …\n"), "\(run.output)")
        #expect(!run.output.contains("Rename:") && !run.output.contains("Section number"))
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
                "Charter name (up to 80 characters): Boat (up to 80 characters): First day (YYYY-MM-DD): First day (YYYY-MM-DD): Last day (YYYY-MM-DD): "
                    + "Crew names, separated by commas (up to 744 characters): Created Ionian Loop."
            ),
            "\(run.output.prefix(300))"
        )
    }

    /// A form the action refused as a whole — the last day before the first — comes back
    /// holding every answer: the screen lists them, and asked again each is in brackets, kept
    /// by an empty answer.
    @Test func aRefusedFormKeepsEveryAnswerForTheNextTry() async {
        let app = await SampleTerminalApp()
        await app.run(["tab", "charters"])
        await app.run(["tap", "New Charter"])
        let lines = [
            "Create Charter", "Ionian Fortnight", "Dufour 412", "2027-07-17", "2027-07-03", "Alex, Priya", "screen",
            "Create Charter", "", "", "2027-07-03", "2027-07-17", "", "q",
        ]

        let run = await app.run([], input: lines, interactive: true)

        #expect(run.errors.contains("The end day 2027-07-03 is before the start day 2027-07-17. Your answers are kept"), "\(run.errors)")
        #expect(run.output.contains("       First day: 2027-07-17\n       Last day: 2027-07-03\n"), "the form lists what was typed")
        #expect(run.output.contains("         The end day 2027-07-03 is before the start day 2027-07-17.\n"), "and what is wrong, under its field")
        #expect(run.output.contains("First day (YYYY-MM-DD) [2027-07-17]: "), "asked again holding it")
        #expect(run.output.contains("Crew names, separated by commas (up to 744 characters) [Alex, Priya]: "))
        #expect(run.output.contains("Created Ionian Fortnight."))
    }

    /// An answer too long is refused as it is given and asked again; the question said the
    /// limit before anything was typed.
    @Test func aTooLongNoteIsAskedAgainAfterSayingTheLimit() async {
        let app = await SampleTerminalApp()
        await app.run(["open", "sailaway://charter/550e8400-e29b-41d4-a716-446655440002"])
        await app.run(["tap", "Open Check-in Checklist"])
        let console = RecordingConsole(input: [String(repeating: "n", count: 5_000), "Scratch on the port quarter"], isInteractive: true)

        let run = await app.run(["tap", "Add Note: Photograph existing damage"], console: console)

        #expect(run.output.hasPrefix("Note (up to 500 characters): Note (up to 500 characters): Noted on “Photograph existing damage”"), "\(run.output.prefix(200))")
        #expect(run.errors == "It is 5000 characters long; the most is 500. Try again, or press Enter on an empty line to cancel.\n")
    }

    @Test func aScriptsBadValueFailsAtOnceNamingTheInput() async {
        let app = await SampleTerminalApp()
        await app.run(["tab", "charters"])
        await app.run(["tap", "New Charter"])

        let run = await app.run(["tap", "Create Charter", "Ionian Loop", "Kalypso", "3 Sept", "2027-06-19", ""])

        #expect(run.status == ExitStatus.usage)
        #expect(run.errors == "'Create Charter': First day — '3 Sept' is not a date; write it as YYYY-MM-DD, like 2027-06-12. Nothing was changed.\n")
    }

    @Test func editShowsTheItemsTextAndAnEmptyAnswerKeepsIt() async {
        let app = await SampleTerminalApp()
        await app.run(["tab", "library"])
        await app.run(["tap", "Open Daily Boat Checks"])
        await app.run(["tap", "Edit"])

        let kept = await app.run(["tap", "Edit: Bilge dry"], console: RecordingConsole(input: [""], isInteractive: true))
        #expect(kept.status == ExitStatus.success, "\(kept.errors)")
        #expect(kept.output.hasPrefix("Item text (up to 200 characters) [Bilge dry]: The item is unchanged.\n"))
        #expect(kept.output.contains("  - 1.2 Bilge dry  ["))

        let changed = await app.run(["tap", "Edit: Bilge dry"], console: RecordingConsole(input: ["Bilge dry, pump tested"], isInteractive: true))
        #expect(changed.output.contains("  - 1.2 Bilge dry, pump tested  ["))
    }

    /// A label several rows show, typed as scripts typed it when an editor asked for a
    /// section's number, picks the row by its place: `tap "Add Item" 2 …` adds to the second
    /// section. Without the place it says which there are.
    @Test func aLabelOfSeveralRowsPicksOneByItsPlaceAsOldScriptsDid() async {
        let app = await SampleTerminalApp()
        await app.run(["tab", "library"])
        await app.run(["tap", "Open Daily Boat Checks"])
        await app.run(["tap", "Edit"])

        let unsaid = await app.run(["tap", "Add Item", "Bosun's locker"])
        #expect(unsaid.status == ExitStatus.usage)
        #expect(unsaid.errors.hasPrefix("“Add Item” is on 2 rows here: “Add Item: Morning”, “Add Item: Evening”."))

        let run = await app.run(["tap", "Add Item", "2", "Bosun's locker"])
        #expect(run.status == ExitStatus.success, "\(run.errors)")
        #expect(run.output.contains("  - 2.4 Bosun's locker  ["))
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
