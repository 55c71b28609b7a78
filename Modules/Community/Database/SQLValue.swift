import Foundation

/// A value the community's database stores: the same in SQLite and PostgreSQL, so one SQL text
/// serves both. Identifiers are text, times whole milliseconds, rows and maps JSON text.
public enum SQLValue: Hashable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)

    /// An identifier, as text.
    public init(_ id: UUID) {
        self = .text(id.uuidString.lowercased())
    }

    /// A time, as whole milliseconds since 1970.
    public init(_ date: Date) {
        self = .integer(Int64((date.timeIntervalSince1970 * 1000).rounded()))
    }

    /// Text, or null.
    public init(_ text: String?) {
        self = text.map(SQLValue.text) ?? .null
    }

    /// A whole number.
    public init(_ integer: Int64) {
        self = .integer(integer)
    }

    /// The text it holds.
    public var text: String? {
        if case .text(let text) = self { text } else { nil }
    }

    /// The whole number it holds.
    public var integer: Int64? {
        switch self {
        case .integer(let integer): integer
        case .real(let real): Int64(real)
        case .text(let text): Int64(text)
        case .null: nil
        }
    }

    /// The identifier it holds.
    public var uuid: UUID? {
        text.flatMap(UUID.init(uuidString:))
    }

    /// The time it holds.
    public var date: Date? {
        integer.map { Date(timeIntervalSince1970: Double($0) / 1000) }
    }
}

/// A row a query read, by column.
public typealias SQLRow = [String: SQLValue]

extension SQLRow {
    /// The text of `column`, or an error naming it.
    func text(_ column: String) throws(CommunityDatabaseError) -> String {
        guard let text = self[column]?.text else { throw CommunityDatabaseError("the column \(column) holds no text") }
        return text
    }

    /// The whole number of `column`, or an error naming it.
    func integer(_ column: String) throws(CommunityDatabaseError) -> Int64 {
        guard let integer = self[column]?.integer else { throw CommunityDatabaseError("the column \(column) holds no number") }
        return integer
    }

    /// The identifier of `column`, or an error naming it.
    func uuid(_ column: String) throws(CommunityDatabaseError) -> UUID {
        guard let uuid = self[column]?.uuid else { throw CommunityDatabaseError("the column \(column) holds no identifier") }
        return uuid
    }
}
