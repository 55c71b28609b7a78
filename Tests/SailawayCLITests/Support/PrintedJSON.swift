import Foundation
import Testing

/// Parses printed JSON the way a script does, with no knowledge of the types that wrote it.
enum PrintedJSON {
    /// The one JSON document `text` holds.
    static func parse(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    /// The one JSON object `text` holds.
    static func object(_ text: String) throws -> [String: Any] {
        try #require(try parse(text) as? [String: Any], "expected one JSON object, got: \(text)")
    }

    /// The one JSON array of objects `text` holds.
    static func objects(_ text: String) throws -> [[String: Any]] {
        try #require(try parse(text) as? [[String: Any]], "expected a JSON array of objects, got: \(text)")
    }
}
