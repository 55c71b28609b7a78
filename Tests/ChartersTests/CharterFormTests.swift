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
        try form.setDays(start: "2027-06-12", end: "2027-06-19")
        #expect(throws: CharterFormError.self) { try form.setDays(start: "2027-06-12", end: "2027-06-10") }
        do {
            try form.setDays(start: "2027-06-12", end: "2027-06-10")
        } catch {
            #expect(error.description == "The end day 2027-06-10 is before the start day 2027-06-12.")
        }
        #expect(form.days?.description == "12–19 Jun 2027", "a refused change leaves the days as they were")
        try form.setDays(start: "2027-06-12", end: "2027-06-12")
        #expect(form.days?.description == "12 Jun 2027")
    }

    @Test func aBadDayIsNamed() {
        var form = CharterForm()
        #expect(throws: CharterFormError.badDay(CharterDay.ParseError(input: "June 12"))) {
            try form.setDays(start: "June 12", end: "2027-06-19")
        }
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
        #expect(throws: CharterFormError.missing(field: "name", action: "Set Name")) { try form.complete() }
        try form.setName("Aegean Week")
        #expect(throws: CharterFormError.missing(field: "boat", action: "Set Boat")) { try form.complete() }
        try form.setBoat("Meltemi")
        #expect(throws: CharterFormError.missing(field: "dates", action: "Set Dates")) { try form.complete() }
        try form.setDays(start: "2027-06-12", end: "2027-06-19")
        #expect(try form.complete().name == "Aegean Week")
    }

    @Test func aFormComesBackFromItsDraftAsItWas() throws {
        var form = CharterForm()
        try form.setName("Aegean Week")
        try form.setDays(start: "2027-06-12", end: "2027-06-19")
        form.setChecklist(UUID(), for: .daily)
        let decoded = try JSONDecoder().decode(CharterForm.self, from: JSONEncoder().encode(form))
        #expect(decoded == form)
    }
}
