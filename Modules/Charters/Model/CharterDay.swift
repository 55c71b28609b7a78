import FeatureRegistry
import Foundation
import GRDB

/// A calendar day, as a charter runs from one to another wherever the boat is: `2027-06-12`.
///
/// A day is not an instant: it has no time zone, so a charter's dates never shift when the
/// phone crosses one. The database stores it as its text, which sorts as the days do.
struct CharterDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, such as 2027.
    let year: Int
    /// The month, 1 to 12.
    let month: Int
    /// The day of the month, from 1.
    let day: Int

    /// The day written as `YYYY-MM-DD`; throws when `text` is not one, naming it.
    init(parsing text: String) throws(ParseError) {
        guard let (year, month, day) = CalendarDay.parse(text.trimmingCharacters(in: .whitespaces)) else {
            throw ParseError(input: text)
        }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `date` falls on in `timeZone`.
    init(_ date: Date, in timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let components = calendar.dateComponents([.year, .month, .day], from: date)
        year = components.year ?? 1970
        month = components.month ?? 1
        day = components.day ?? 1
    }

    /// `2027-06-12`: what parsing reads and the database stores.
    var description: String {
        String(format: "%04d-%02d-%02d", year, month, day)
    }

    /// The month's short English name, `Jun`, as the app shows dates.
    var monthName: String {
        Self.monthNames[month - 1]
    }

    static func < (lhs: CharterDay, rhs: CharterDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    // MARK: - Calendar

    private static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    // MARK: - Errors

    /// A text that is not a day in the form `YYYY-MM-DD`.
    struct ParseError: Error, Hashable, Sendable, LocalizedError, CustomStringConvertible {
        /// What was given.
        var input: String

        var description: String {
            "“\(input)” is not a day; write it as YYYY-MM-DD, like 2027-06-12."
        }

        var errorDescription: String? { description }
    }
}

// MARK: - Storage

extension CharterDay: Codable {
    init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do {
            self = try CharterDay(parsing: text)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

extension CharterDay: DatabaseValueConvertible {
    var databaseValue: DatabaseValue {
        description.databaseValue
    }

    static func fromDatabaseValue(_ dbValue: DatabaseValue) -> CharterDay? {
        String.fromDatabaseValue(dbValue).flatMap { try? CharterDay(parsing: $0) }
    }
}
