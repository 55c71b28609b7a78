@testable import Charters
import Testing

/// A charter's days are calendar days: written YYYY-MM-DD, checked, ordered and shown briefly.
@Suite struct CharterDayTests {
    @Test func aDayIsReadAndWrittenAsYearMonthDay() throws {
        let day = try CharterDay(parsing: "2027-06-12")
        #expect(day.year == 2027 && day.month == 6 && day.day == 12)
        #expect(day.description == "2027-06-12")
        #expect(try CharterDay(parsing: " 2028-02-29 ").description == "2028-02-29")
    }

    @Test(arguments: ["2027-6-12", "2027-02-30", "2027-02-29", "2027-13-01", "2027-00-10", "12/06/2027", "tomorrow", "", "2027-06-12x", "２０２７-06-12"])
    func aTextThatIsNoDayIsRefusedByName(_ text: String) {
        #expect(throws: CharterDay.ParseError(input: text)) { try CharterDay(parsing: text) }
        #expect(CharterDay.ParseError(input: text).description.contains("“\(text)”"))
    }

    @Test func daysSortAsTheCalendarDoes() throws {
        let days = try ["2027-06-19", "2026-12-31", "2027-06-12", "2027-01-02"].map(CharterDay.init(parsing:))
        #expect(days.sorted().map(\.description) == ["2026-12-31", "2027-01-02", "2027-06-12", "2027-06-19"])
        #expect(try CharterDay(parsing: "2027-06-12") < CharterDay(parsing: "2027-06-13"))
    }

    @Test func aCharterNeverEndsBeforeItStarts() throws {
        let start = try CharterDay(parsing: "2027-06-12")
        let end = try CharterDay(parsing: "2027-06-10")
        #expect(throws: CharterFormError.endBeforeStart(start: start, end: end)) { try CharterDays(start: start, end: end) }
        #expect(try CharterDays(start: start, end: start).description == "12 Jun 2027")
    }

    @Test(arguments: [
        ("2027-06-12", "2027-06-19", "12–19 Jun 2027"),
        ("2027-06-28", "2027-07-03", "28 Jun – 3 Jul 2027"),
        ("2027-12-28", "2028-01-03", "28 Dec 2027 – 3 Jan 2028"),
    ])
    func daysAreShownWithTheirSharedPartsOnce(_ start: String, _ end: String, _ shown: String) throws {
        #expect(try CharterDays(start: CharterDay(parsing: start), end: CharterDay(parsing: end)).description == shown)
    }
}
