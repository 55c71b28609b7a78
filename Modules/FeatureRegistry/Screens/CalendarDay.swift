/// How every part of the app reads a calendar day written `YYYY-MM-DD`: an input of kind
/// ``ActionInput/Kind/date`` checks an answer with it, and a feature that keeps days (a charter's
/// dates) parses them with it, so the two never disagree on what a day is.
public enum CalendarDay {
    /// The year, month and day `text` names, or nil when it is not a real day written
    /// `YYYY-MM-DD` (2027-02-29 is not).
    public static func parse(_ text: String) -> (year: Int, month: Int, day: Int)? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1...12).contains(month), (1...days(inMonth: month, of: year)).contains(day)
        else { return nil }
        return (year, month, day)
    }

    /// Whether `text` is a real day written `YYYY-MM-DD`.
    static func isValid(_ text: String) -> Bool {
        parse(text) != nil
    }

    private static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
