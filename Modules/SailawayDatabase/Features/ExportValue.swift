import Foundation
import GRDB

/// A value of an export file: JSON built from database rows whatever their table, so the
/// export needs no model of any feature's content.
public enum ExportValue: Encodable, Sendable {
    /// SQL NULL.
    case null
    /// An integer, booleans included (0 or 1, as SQLite stores them).
    case integer(Int64)
    /// A real number.
    case number(Double)
    /// Text: strings, dates as the database stores them, identifiers.
    case text(String)
    /// A list, such as a table's rows.
    case list([ExportValue])
    /// An object, such as a row by its columns.
    case object([String: ExportValue])

    /// A row as an object of its columns. Identifiers (16-byte blobs) become UUID strings as
    /// links print them; other blobs become Base64.
    public init(_ row: Row) {
        var object: [String: ExportValue] = [:]
        for (column, value) in row {
            object[column] = switch value.storage {
            case .null: .null
            case .int64(let integer): .integer(integer)
            case .double(let number): .number(number)
            case .string(let text): .text(text)
            case .blob(let data): .text(Self.text(of: data))
            }
        }
        self = .object(object)
    }

    /// The rows `sql` selects with `arguments`, as a list of objects.
    public static func rows(_ db: Database, _ sql: String, _ arguments: StatementArguments = []) throws -> ExportValue {
        .rows(try Row.fetchAll(db, sql: sql, arguments: arguments))
    }

    /// `rows` as a list of objects.
    public static func rows(_ rows: [Row]) -> ExportValue {
        .list(rows.map(ExportValue.init))
    }

    /// The same object with `value` under `key`; other values are returned unchanged.
    public func adding(_ key: String, _ value: ExportValue) -> ExportValue {
        guard case .object(var object) = self else { return self }
        object[key] = value
        return .object(object)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .integer(let integer): try container.encode(integer)
        case .number(let number): try container.encode(number)
        case .text(let text): try container.encode(text)
        case .list(let list): try container.encode(list)
        case .object(let object): try container.encode(object)
        }
    }

    private static func text(of data: Data) -> String {
        guard let uuid = UUID(bytes: data) else { return data.base64EncodedString() }
        return uuid.uuidString.lowercased()
    }
}
