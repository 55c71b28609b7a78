import Foundation

/// How every screen writes a moment, in the device's time zone unless told another: one way for the whole app, so
/// Sync Status, a profile and a deck's schedule read alike. (A day without a time is a
/// ``CalendarDay``, which writes itself.)
///
/// Verbatim formats with the POSIX locale: the words do not move with the machine's language
/// settings, and each style is a value made once, safe to share between tasks.
public enum DateText {
    /// "14 Sep 2026, 09:30": a moment.
    public static func moment(_ date: Date, in timeZone: TimeZone = .current) -> String {
        date.formatted(style("\(day: .defaultDigits) \(month: .abbreviated) \(year: .defaultDigits), \(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits)", timeZone))
    }

    /// "14 Sep 2026": the day of a moment.
    public static func day(_ date: Date, in timeZone: TimeZone = .current) -> String {
        date.formatted(style("\(day: .defaultDigits) \(month: .abbreviated) \(year: .defaultDigits)", timeZone))
    }

    /// "September 2026": the month of a moment, such as when a sailor joined.
    public static func month(_ date: Date, in timeZone: TimeZone = .current) -> String {
        date.formatted(style("\(month: .wide) \(year: .defaultDigits)", timeZone))
    }

    /// "20261102-143005": a moment in a file's name, sorting as it happened.
    public static func fileStamp(_ date: Date, in timeZone: TimeZone = .current) -> String {
        date.formatted(style("\(year: .defaultDigits)\(month: .twoDigits)\(day: .twoDigits)-\(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased))\(minute: .twoDigits)\(second: .twoDigits)", timeZone))
    }

    /// "2026-09-14T09:30:00Z": a moment for machines — an export, a stored state — in UTC.
    public static func timestamp(_ date: Date) -> String {
        date.formatted(.iso8601)
    }

    /// The moment `text` names, written by ``timestamp(_:)``; nil for anything else.
    public static func moment(timestamp text: String) -> Date? {
        try? Date.ISO8601FormatStyle().parse(text)
    }

    private static func style(_ format: Date.FormatString, _ timeZone: TimeZone) -> Date.VerbatimFormatStyle {
        Date.VerbatimFormatStyle(format: format, locale: Locale(identifier: "en_US_POSIX"), timeZone: timeZone, calendar: Calendar(identifier: .gregorian))
    }
}
