import Foundation

/// A synced row's values, by column.
public typealias SyncFields = [String: SyncValue]

/// Whether a change writes a row or deletes it.
public enum RowOperation: String, Codable, Hashable, Sendable {
    /// The row is written: inserted, or changed.
    case upsert
    /// The row is deleted.
    case delete
}

/// A change a replica made to one synced row, as it goes to the server: its identity, chosen
/// where it was made, so that the server applies it once however often it is sent; the row's
/// key; and its values before (none for a row that is new) and after (none for a delete).
public struct RowChange: Codable, Hashable, Sendable {
    /// The change's identity.
    public var id: String
    /// The table.
    public var table: String
    /// The row's key, by column.
    public var key: SyncFields
    /// Written or deleted.
    public var operation: RowOperation
    /// Every synced column's value before the change; nil for a row the replica had not had.
    public var base: SyncFields?
    /// Every synced column's value after the change; nil for a delete.
    public var fields: SyncFields?
    /// The columns of a new row that hold their declared default: what the replica did not set
    /// (a note's row says unchecked only because a new row does). Nil when none, or not said.
    public var defaulted: Set<String>?

    /// A change.
    public init(
        id: String, table: String, key: SyncFields, operation: RowOperation, base: SyncFields?, fields: SyncFields?, defaulted: Set<String>? = nil
    ) {
        self.id = id
        self.table = table
        self.key = key
        self.operation = operation
        self.base = base
        self.fields = fields
        self.defaulted = defaulted
    }

    /// The columns whose value the change sets: every one for a new row but those holding their
    /// default, else those whose value differs from before.
    public var changedColumns: Set<String> {
        guard let fields else { return [] }
        guard let base else { return Set(fields.keys).subtracting(defaulted ?? []) }
        return Set(fields.compactMap { column, value in base[column] == value ? nil : column })
    }
}

/// A change as the server ordered it, as every replica applies it: the whole row after it,
/// or the key of the row deleted.
public struct LoggedChange: Codable, Hashable, Sendable {
    /// Its place in the server's order, from 1.
    public var seq: Int64
    /// The table.
    public var table: String
    /// The row's key, by column.
    public var key: SyncFields
    /// Written or deleted.
    public var operation: RowOperation
    /// Every synced column's value after the change; nil for a delete.
    public var row: SyncFields?

    /// A logged change.
    public init(seq: Int64, table: String, key: SyncFields, operation: RowOperation, row: SyncFields?) {
        self.seq = seq
        self.table = table
        self.key = key
        self.operation = operation
        self.row = row
    }
}

extension SyncedTable {
    /// The key of a row of this table, by column, from its values.
    public func key(of row: SyncFields) -> SyncFields {
        row.filter { key.contains($0.key) }
    }

    /// A row's key as one text, the same on every replica and the server: its values in the
    /// key's column order, as JSON.
    public func keyText(_ values: SyncFields) -> String {
        let ordered = key.map { values[$0] ?? .null }
        // Encoding scalars and one-key objects cannot fail.
        let data = (try? SyncJSON.encoder.encode(ordered)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}

/// Where a row is: its table and its key text (``SyncedTable/keyText(_:)``).
public struct RowAddress: Hashable, Sendable {
    /// The table.
    public var table: String
    /// The key text.
    public var key: String

    /// The address of the row of `table` at `key`.
    public init(table: String, key: String) {
        self.table = table
        self.key = key
    }
}

/// How sync writes JSON: keys sorted, so one value is always one text.
public enum SyncJSON {
    /// The encoder.
    public static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// The text of `value`.
    public static func text(_ value: some Encodable) -> String {
        String(decoding: (try? encoder.encode(value)) ?? Data(), as: UTF8.self)
    }

    /// The value `text` holds.
    public static func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(text.utf8))
    }
}
