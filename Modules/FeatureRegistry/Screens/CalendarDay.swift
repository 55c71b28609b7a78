import Foundation

/// A calendar day, `2027-06-12`, as every part of the app reads, prints and keeps one.
///
/// A day is not an instant: it has no time zone, so a charter's dates never shift when the
/// phone crosses one. An input of kind ``ActionInput/Kind/date`` checks an answer by parsing
/// it as a day and hands the action the day itself (``ActionInvocation/day(_:)``); a feature
/// that keeps days stores them as their text (`SailawayDatabase` makes a day a database
/// value), which sorts as the days do. One parser for all, so no two parts disagree on what a
/// day is.
public struct CalendarDay: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The year, such as 2027.
    public let year: Int
    /// The month, 1 to 12.
    public let month: Int
    /// The day of the month, from 1.
    public let day: Int

    /// The day written as `YYYY-MM-DD` (spaces around it ignored); throws when `text` is not a
    /// real day written so (2027-02-29 is not), naming it.
    public init(parsing text: String) throws(ParseError) {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1...12).contains(month), (1...Self.days(inMonth: month, of: year)).contains(day)
        else { throw ParseError(input: text) }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `date` falls on in `timeZone`.
    public init(_ date: Date, in timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let components = calendar.dateComponents([.year, .month, .day], from: date)
        year = components.year ?? 1970
        month = components.month ?? 1
        day = components.day ?? 1
    }

    /// `2027-06-12`: what parsing reads and storage keeps.
    public var description: String {
        String(format: "%04d-%02d-%02d", year, month, day)
    }

    /// The month's short English name, `Jun`, as the app shows dates.
    public var monthName: String {
        Self.monthNames[month - 1]
    }

    /// The day as people read it: `12 Jun 2027`.
    public var spoken: String {
        "\(day) \(monthName) \(year)"
    }

    /// The days from `self` to `last` as people read them, the shared parts said once:
    /// `12–19 Jun 2027`, `28 Jun – 3 Jul 2027`, `28 Dec 2027 – 3 Jan 2028`, `12 Jun 2027`.
    public func spoken(through last: CalendarDay) -> String {
        if self == last { return spoken }
        if year != last.year { return "\(spoken) – \(last.spoken)" }
        if month != last.month { return "\(day) \(monthName) – \(last.spoken)" }
        return "\(day)–\(last.spoken)"
    }

    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    // MARK: - Calendar

    private static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    private static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    // MARK: - Errors

    /// A text that is not a day in the form `YYYY-MM-DD`.
    public struct ParseError: Error, Hashable, Sendable, LocalizedError, CustomStringConvertible {
        /// What was given.
        public var input: String

        public init(input: String) {
            self.input = input
        }

        public var description: String {
            "“\(input)” is not a day; write it as YYYY-MM-DD, like 2027-06-12."
        }

        public var errorDescription: String? { description }
    }

    // MARK: - Coding

    /// Decodes the day from its text.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do {
            self = try CalendarDay(parsing: text)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    /// Encodes the day as its text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
