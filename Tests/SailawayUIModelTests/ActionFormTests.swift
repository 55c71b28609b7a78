import FeatureRegistry
import Foundation
import NavigationEngine
import NavigationTesting
import SailawayUIModel
import Testing

/// An action that asks for answers opens one form, a typed field per input: text with its
/// limit, required text, a number in its range, a day, a file, a password. It is sent whole.
@MainActor @Suite struct ActionFormTests {
    let scene: FakeScene
    let logbook: ScreenModel

    init() async throws {
        scene = try await FakeScene()
        scene.model.selectedTab = LogbookFeature.tab
        logbook = await scene.front()
    }

    func openForm() throws -> ActionForm {
        logbook.tap(try logbook.action("Sign Up Crew"))
        return try #require(logbook.form)
    }

    @Test func anActionThatAsksForAnswersOpensItsFormAndDoesNothingYet() throws {
        let form = try openForm()

        #expect(form.title == "Sign Up Crew")
        #expect(form.fields.map(\.id) == ["skipper", "note", "crew", "start", "chart", "password"])
        #expect(scene.logbook.crews.isEmpty)
        #expect(scene.model.message == nil)
    }

    @Test func eachFieldIsTypedByWhatItsInputAccepts() throws {
        let form = try openForm()
        let fields = Dictionary(uniqueKeysWithValues: form.fields.map { ($0.id, $0) })

        #expect(fields["skipper"]?.kind == .requiredText(limit: 20))
        #expect(fields["skipper"]?.hint == "Up to 20 characters")
        #expect(fields["note"]?.text == "Fair winds", "a field holds the value the action has now")
        #expect(fields["crew"]?.hint == "A number from 1 to 12")
        #expect(fields["start"]?.day.description == "2026-11-02", "a day not chosen yet starts on today")
        #expect(fields["chart"]?.hint == "A .md or .txt file, up to 2 KB")
        #expect(fields["chart"]?.fileTypes == ["md", "txt"])
        #expect(fields["password"]?.kind == .password(isNew: true))
        #expect(fields["password"]?.footer == nil)
    }

    @Test func aNumberIsReadFromWhatIsTypedAndADayFromThePickersInstant() throws {
        let form = try openForm()

        form[field: "crew"]?.text = " 4 "
        form[field: "start"]?.date = try #require(ISO8601DateFormatter().date(from: "2027-06-12T23:30:00Z"))

        #expect(form[field: "crew"]?.number == 4)
        let start = try #require(form[field: "start"])
        #expect(start.day == CalendarDay(start.date, in: .current))
        #expect(form.answers["start"] == start.day.description)
        #expect(form.answers["crew"] == " 4 ")
    }

    @Test func aFilePickedIsReadAndCheckedAtOnceAsTheSessionWillCheckIt() throws {
        let form = try openForm()
        let folder = TestComposition.temporaryDirectory()
        let notes = folder.appendingPathComponent("chart.md")
        try Data("# Anchorages\n".utf8).write(to: notes)
        let picture = folder.appendingPathComponent("chart.pdf")
        try Data("%PDF".utf8).write(to: picture)

        form.chooseFile(for: "chart")
        #expect(form.isPicking)
        #expect(form.pickingTypes == ["md", "txt"])
        form.pick(.success(picture))
        #expect(!form.isPicking)
        #expect(form[field: "chart"]?.problem == "“chart.pdf” is not a .md or .txt file.")

        form.chooseFile(for: "chart")
        form.pick(.success(notes))

        #expect(form.files["chart"] == PickedFile(name: "chart.md", bytes: Array("# Anchorages\n".utf8)))
        #expect(form[field: "chart"]?.problem == nil)
        #expect(form.answers["chart"] == nil, "a file goes with the files, not the answers")

        form.chooseFile(for: "chart")
        form.pick(.success(folder.appendingPathComponent("gone.md")))
        #expect(form[field: "chart"]?.problem?.hasPrefix("The file could not be read") == true)
        #expect(form.files["chart"] == nil)
    }

    @Test func closingThePickerChoosesNothing() throws {
        let form = try openForm()
        form.chooseFile(for: "chart")

        form.isPicking = false

        #expect(form.pickingTypes.isEmpty)
        #expect(form.files.isEmpty)
    }

    @Test func aFormSentAndDoneClosesAndSaysWhatItDid() async throws {
        let form = try openForm()
        try fill(form, crew: "4")

        logbook.submit()
        #expect(form.isSending)
        await scene.model.waitUntilIdle()

        #expect(logbook.form == nil)
        #expect(!form.isSending)
        #expect(scene.model.message == "Signed up Marta.")
        #expect(scene.logbook.crews == [["skipper": "Marta", "crew": "4", "start": "2027-06-12", "chart": "chart.md"]])
    }

    @Test func closingAFormSendsNothing() throws {
        _ = try openForm()

        logbook.closeForm()

        #expect(logbook.form == nil)
        #expect(scene.logbook.crews.isEmpty)
    }
}

/// Fills the sign-up form with answers it takes, `crew` aboard.
@MainActor
func fill(_ form: ActionForm, skipper: String = "Marta", crew: String, password: String = "correct horse") throws {
    form[field: "skipper"]?.text = skipper
    form[field: "crew"]?.text = crew
    form[field: "start"]?.day = try CalendarDay(parsing: "2027-06-12")
    form[field: "password"]?.text = password
    let chart = TestComposition.temporaryDirectory().appendingPathComponent("chart.md")
    try Data("# Anchorages\n".utf8).write(to: chart)
    form.chooseFile(for: "chart")
    form.pick(.success(chart))
}
