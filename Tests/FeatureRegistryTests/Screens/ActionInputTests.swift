import FeatureRegistry
import Testing

/// What an input accepts, as data every UI checks an answer against as it is given.
@Suite struct ActionInputTests {
    @Test func freeTextTakesAnything() {
        let bio = ActionInput("bio", prompt: "Bio")
        #expect(bio.problem(with: "") == nil)
        #expect(bio.problem(with: "it's a bio") == nil)
    }

    @Test func requiredTextMustHaveSomethingAndFitItsLimit() {
        let name = ActionInput("name", prompt: "Name", kind: .requiredText(limit: 5))
        #expect(name.problem(with: "  ") == "It cannot be empty.")
        #expect(name.problem(with: "Skipper") == "It is 7 characters long; the most is 5.")
        #expect(name.problem(with: " Sam ") == nil)
    }

    @Test func optionalTextMayBeEmptyButFitsItsLimit() {
        let note = ActionInput("note", prompt: "Note", kind: .text(limit: 500))
        #expect(note.problem(with: "") == nil)
        #expect(note.problem(with: String(repeating: "n", count: 5_000)) == "It is 5000 characters long; the most is 500.")
    }

    /// Every face says the limit with the question, before an answer can be refused for it.
    @Test func aLimitIsSaidBeforeAnythingIsTyped() {
        #expect(ActionInput("note", prompt: "Note", kind: .text(limit: 500)).limitText == "up to 500 characters")
        #expect(ActionInput("text", prompt: "Item text", kind: .requiredText(limit: 200)).limit == 200)
        #expect(ActionInput("bio", prompt: "Bio").limitText == nil)
    }

    @Test func aNumberMustBeInItsRange() {
        let position = ActionInput("position", prompt: "New position", kind: .number(1...4))
        #expect(position.problem(with: "4") == nil)
        #expect(position.problem(with: "0") == "'0' is not a number from 1 to 4.")
    }

    @Test(arguments: ["3 Sept", "2027-6-12", "2027-02-29", "2027-13-01", "12/06/2027", ""])
    func aDateIsARealDayWrittenYearMonthDay(answer: String) {
        let start = ActionInput("start", prompt: "First day (YYYY-MM-DD)", kind: .date)
        #expect(start.problem(with: answer) == "'\(answer)' is not a date; write it as YYYY-MM-DD, like 2027-06-12.")
    }

    @Test func aLeapDayIsADate() {
        #expect(ActionInput("start", prompt: "First day", kind: .date).problem(with: "2028-02-29") == nil)
    }

    @Test func anEmptyAnswerAtAPromptKeepsTheCurrentValue() {
        let text = ActionInput("text", prompt: "Item text", kind: .requiredText(), current: "Gas locker and solenoid")
        #expect(text.value(for: "") == "Gas locker and solenoid")
        #expect(text.value(for: "Gas locker") == "Gas locker")
        #expect(ActionInput("bio", prompt: "Bio").value(for: "") == "")
    }

    /// A form submitted whole is checked whole: the error names the first problem and carries
    /// every field's, so a face shows each beside its field.
    @Test func aFormSubmittedWholeSaysWhatIsWrongWithEachField() throws {
        let dates = Self.form

        #expect(throws: ActionError("Set Dates — First day: '3 Sept' is not a date; write it as YYYY-MM-DD, like 2027-06-12. Nothing was changed.")) {
            try dates.invocation(answering: ["name": "Ionia", "start": "3 Sept", "nights": "40"])
        }
        do throws(ActionError) {
            _ = try dates.invocation(answering: ["name": "Ionian Sea", "start": "2027-07-03", "nights": "40"])
            Issue.record("refused answers were taken")
        } catch {
            #expect(Set(error.problems.keys) == ["name", "nights"])
            #expect(error.problems["name"] == "It is 10 characters long; the most is 5.")
        }
    }

    /// Each answer reaches the action as the type its input promised: text trimmed when it is
    /// required, a number, a day.
    @Test func answersAreTypedByWhatTheirInputsAccept() throws {
        let invocation = try Self.form.invocation(answering: ["name": " Ionia ", "start": "2027-07-03", "nights": "7"])
        #expect(try invocation.text("name") == "Ionia")
        #expect(try invocation.day("start") == CalendarDay(parsing: "2027-07-03"))
        #expect(try invocation.day("start").spoken == "3 Jul 2027")
        #expect(try invocation.number("nights") == 7)
    }

    /// An answer the action never asked for, or of another type, is an error that names it,
    /// never an empty default.
    @Test func anAnswerNeverGivenIsAnErrorNotAnEmptyDefault() throws {
        let invocation = try Self.form.invocation(answering: ["name": "Ionia", "start": "2027-07-03", "nights": "7"])
        #expect(throws: ActionError.self) { try invocation.text("boat") }
        #expect(throws: ActionError.self) { try invocation.text("nights") }
    }

    /// A form's answers are whole: an emptied field is empty, not its current value.
    @Test func anEmptiedFieldOfAFormIsRefusedNotQuietlyKept() {
        let rename = ScreenAction(id: "rename", "Rename", inputs: [ActionInput("title", prompt: "Title", kind: .requiredText(), current: "Old")]) { _ in .message("Renamed.") }
        #expect(throws: ActionError("Rename — Title: It cannot be empty. Nothing was changed.")) { try rename.invocation(answering: ["title": ""]) }
    }

    /// A password is taken as typed, spaces and all; only an empty one is refused.
    @Test func aPasswordIsTakenAsTyped() throws {
        let signIn = ScreenAction(id: "sign-in", "Sign In", inputs: [ActionInput("password", prompt: "Password", kind: .password(isNew: false))]) { _ in
            .message("Signed in.")
        }
        #expect(try signIn.invocation(answering: ["password": " correct horse "]).text("password") == " correct horse ")
        #expect(throws: ActionError("Sign In — Password: It cannot be empty. Nothing was changed.")) { try signIn.invocation(answering: ["password": ""]) }
    }

    /// A refused form keeps what was typed in every field but a password, which is never put
    /// back on a screen.
    @Test func aRefusedFormNeverKeepsAPassword() {
        let signUp = ScreenAction(
            id: "sign-up", "Sign Up",
            inputs: [ActionInput("email", prompt: "Email", kind: .requiredText()), ActionInput("password", prompt: "Password", kind: .password(isNew: true))]
        ) { _ in .message("Signed up.") }
        let screen = Screen(title: "Account", actions: [signUp])
        let kept = screen.keeping(RefusedAnswers(action: "sign-up", answers: ["email": "marta@example.com", "password": "hunter22"], problems: ["password": "Too short."]))
        #expect(kept.actions[0].inputs.map(\.current) == ["marta@example.com", nil])
    }

    private static let form = ScreenAction(
        id: "set-dates", "Set Dates",
        inputs: [
            ActionInput("name", prompt: "Name", kind: .requiredText(limit: 5)),
            ActionInput("start", prompt: "First day", kind: .date),
            ActionInput("nights", prompt: "Nights", kind: .number(1...30)),
        ]
    ) { _ in .message("Set.") }
}
