import ChartersInterface
@testable import Charters
import Foundation
import Testing

/// The form of a charter refuses what a charter cannot be, and keeps what it was given.
@Suite struct CharterFormTests {
    @Test func namesAndBoatsAreTrimmedAndNeverEmptyOrTooLong() throws {
        var form = CharterForm()
        try form.setName("  Aegean Week ")
        try form.setBoat("Bavaria 46 “Meltemi”")
        #expect(form.name == "Aegean Week" && form.boat == "Bavaria 46 “Meltemi”")

        #expect(throws: CharterFormError.empty(field: "name")) { try form.setName("   ") }
        #expect(throws: CharterFormError.tooLong(field: "boat", length: 81, limit: 80)) {
            try form.setBoat(String(repeating: "b", count: 81))
        }
        try form.setName(String(repeating: "n", count: 80))
        #expect(form.name.count == 80)
        #expect(form.boat == "Bavaria 46 “Meltemi”", "a refused boat leaves the one before")
    }

    @Test func theEndDayCannotComeBeforeTheStartDay() throws {
        var form = CharterForm()
        try form.setDays(start: day("2027-06-12"), end: day("2027-06-19"))
        #expect(throws: CharterFormError.self) { try form.setDays(start: day("2027-06-12"), end: day("2027-06-10")) }
        let (start, end) = (try day("2027-06-12"), try day("2027-06-10"))
        do throws(CharterFormError) {
            try form.setDays(start: start, end: end)
        } catch {
            #expect(error.description == "The end day 2027-06-10 is before the start day 2027-06-12.")
        }
        #expect(form.days?.description == "12–19 Jun 2027", "a refused change leaves the days as they were")
        try form.setDays(start: day("2027-06-12"), end: day("2027-06-12"))
        #expect(form.days?.description == "12 Jun 2027")
    }

    @Test func crewNamesAreCommaSeparatedTrimmedAndBounded() throws {
        var form = CharterForm()
        try form.setCrew(" Alex Morgan ,Priya Shah,, ")
        #expect(form.crew == ["Alex Morgan", "Priya Shah"])
        #expect(throws: CharterFormError.tooManyCrew(count: 13, limit: 12)) {
            try form.setCrew((1...13).map { "Sailor \($0)" }.joined(separator: ","))
        }
        #expect(throws: CharterFormError.crewNameTooLong(name: String(repeating: "x", count: 61), limit: 60)) {
            try form.setCrew("Alex, " + String(repeating: "x", count: 61))
        }
        #expect(form.crew == ["Alex Morgan", "Priya Shah"])
        try form.setCrew("")
        #expect(form.crew.isEmpty)
    }

    @Test func aCharterNeedsANameABoatAndDates() throws {
        var form = CharterForm()
        #expect(throws: CharterFormError.missing(field: "name")) { try form.complete() }
        try form.setName("Aegean Week")
        #expect(throws: CharterFormError.missing(field: "boat")) { try form.complete() }
        try form.setBoat("Meltemi")
        #expect(throws: CharterFormError.missing(field: "dates")) { try form.complete() }
        try form.setDays(start: day("2027-06-12"), end: day("2027-06-19"))
        #expect(try form.complete().name == "Aegean Week")
    }

    /// A form submitted whole sets every detail it can and says why each other was refused.
    @Test func aFormSubmittedWholeSetsWhatItCanAndNamesEachRefusal() throws {
        var form = CharterForm()
        let refused = form.apply(
            CharterDetails(name: " Ionian Loop ", boat: "  ", start: try day("2027-08-09"), end: try day("2027-08-02"), crew: "Alex, Priya")
        )
        #expect(refused == ["boat": .empty(field: "boat"), "end": .endBeforeStart(start: try day("2027-08-09"), end: try day("2027-08-02"))])
        #expect(form.name == "Ionian Loop" && form.crew == ["Alex", "Priya"])
        #expect(form.boat.isEmpty && form.days == nil)
    }

    @Test func aFormComesBackFromItsDraftAsItWas() throws {
        var form = CharterForm()
        try form.setName("Aegean Week")
        try form.setDays(start: day("2027-06-12"), end: day("2027-06-19"))
        form.setChecklist(UUID(), for: .daily)
        let decoded = try JSONDecoder().decode(CharterForm.self, from: JSONEncoder().encode(form))
        #expect(decoded == form)
    }
}

/// The day written `text`.
private func day(_ text: String) throws -> CharterDay {
    try CharterDay(parsing: text)
}
