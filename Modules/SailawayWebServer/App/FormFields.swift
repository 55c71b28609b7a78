import Foundation

/// The fields of an `application/x-www-form-urlencoded` body, as a browser posts a form.
struct FormFields: Equatable {
    /// The values by name; a name given twice keeps its first value.
    var values: [String: String] = [:]

    /// The fields of `body`; a field that does not decode is left out.
    init(body: String) {
        for pair in body.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = Self.decode(parts[0]) else { continue }
            let value = parts.count > 1 ? Self.decode(parts[1]) : ""
            if let value, values[name] == nil { values[name] = value }
        }
    }

    /// `+` is a space; `%XX` a byte of UTF-8.
    private static func decode(_ text: Substring) -> String? {
        text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }

    subscript(name: String) -> String? { values[name] }
}
