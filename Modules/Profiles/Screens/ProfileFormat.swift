import Foundation

/// How Profiles' screens write dates, in the device's time zone.
enum ProfileFormat {
    /// "March 2026": when a sailor joined.
    static func month(_ date: Date) -> String {
        formatter("MMMM yyyy").string(from: date)
    }

    /// "14 Sep 2026": a day.
    static func day(_ date: Date) -> String {
        formatter("d MMM yyyy").string(from: date)
    }

    /// "14 Sep 2026, 09:30": a moment.
    static func moment(_ date: Date) -> String {
        formatter("d MMM yyyy, HH:mm").string(from: date)
    }

    private static func formatter(_ format: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = format
        return formatter
    }
}
