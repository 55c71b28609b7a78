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

    @Test func aChoiceTakesOneOfTheScreensNumbers() {
        let section = ActionInput("section", prompt: "Section number", kind: .choice(count: 3, noun: "section"))
        #expect(section.unavailableReason == nil)
        #expect(section.problem(with: "2") == nil)
        #expect(section.problem(with: "4") == "'4' is not a section number: give one from 1 to 3.")
        #expect(section.problem(with: "two") == "'two' is not a section number: give one from 1 to 3.")
    }

    @Test func aChoiceWithNothingToChooseSaysSoBeforeAnythingIsAsked() {
        let section = ActionInput("section", prompt: "Section number", kind: .choice(count: 0, noun: "section"))
        #expect(section.unavailableReason == "There are no sections to choose from yet.")
        #expect(section.problem(with: "1") == "There are no sections to choose from yet.")
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

    @Test func anEmptyAnswerKeepsTheCurrentValue() {
        let text = ActionInput("text", prompt: "Item text", kind: .requiredText(), current: "Gas locker and solenoid")
        #expect(text.value(for: "") == "Gas locker and solenoid")
        #expect(text.value(for: "Gas locker") == "Gas locker")
        #expect(ActionInput("bio", prompt: "Bio").value(for: "") == "")
    }

    /// A form submitted whole is checked whole: the error names the first problem and carries
    /// every field's, so a face shows each beside its field.
    @Test func aFormSubmittedWholeSaysWhatIsWrongWithEachField() throws {
        let dates = ScreenAction(
            id: "set-dates", "Set Dates",
            inputs: [
                ActionInput("name", prompt: "Name", kind: .requiredText(limit: 5)),
                ActionInput("start", prompt: "First day", kind: .date),
                ActionInput("nights", prompt: "Nights", kind: .number(1...30)),
            ]
        ) { _ in .message("Set.") }

        #expect(throws: ActionError("Set Dates — First day: '3 Sept' is not a date; write it as YYYY-MM-DD, like 2027-06-12. Nothing was changed.")) {
            try dates.checkedValues(["name": "Ionia", "start": "3 Sept", "nights": "40"])
        }
        do {
            _ = try dates.checkedValues(["name": "Ionian Sea", "start": "2027-07-03", "nights": "40"])
            Issue.record("refused answers were taken")
        } catch {
            #expect(Set(error.problems.keys) == ["name", "nights"])
            #expect(error.problems["name"] == "It is 10 characters long; the most is 5.")
        }
        #expect(try dates.checkedValues(["name": "Ionia", "start": "2027-07-03", "nights": "7"]) == ["name": "Ionia", "start": "2027-07-03", "nights": "7"])
    }
}
