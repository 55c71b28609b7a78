import Foundation
import GRDB

/// Unsaved work — a checklist being edited, a charter form, a review session — in the shared
/// `draft` table, one row per account, item and kind, so it outlives tab switches and relaunches
/// (every `sailaway` command is one) and two accounts on one server never share one. Each
/// feature keeps its own kinds and payload types. Drafts stay where they were made: they never
/// sync.
public enum Draft {
    /// `owner`'s draft of `id` of `kind`, if there is one.
    public static func load<Payload: Decodable>(_ type: Payload.Type, id: UUID, kind: String, owner: UUID, in db: Database) throws -> Payload? {
        guard let payload = try String.fetchOne(
            db, sql: "SELECT payload FROM draft WHERE ownerID = ? AND contentID = ? AND kind = ?", arguments: [owner, id, kind]
        ) else { return nil }
        return try JSONDecoder().decode(Payload.self, from: Data(payload.utf8))
    }

    /// Keeps `payload` as `owner`'s draft of `id`, replacing the one before.
    public static func keep(_ payload: some Encodable, id: UUID, kind: String, owner: UUID, at date: Date, in db: Database) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        try db.execute(
            sql: """
                INSERT INTO draft (ownerID, contentID, kind, payload, updatedAt) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (ownerID, contentID, kind) DO UPDATE SET payload = excluded.payload, updatedAt = excluded.updatedAt
                """,
            arguments: [owner, id, kind, String(decoding: try encoder.encode(payload), as: UTF8.self), date]
        )
    }

    /// Forgets `owner`'s draft of `id`, if any.
    public static func discard(id: UUID, kind: String, owner: UUID, in db: Database) throws {
        try db.execute(sql: "DELETE FROM draft WHERE ownerID = ? AND contentID = ? AND kind = ?", arguments: [owner, id, kind])
    }

    /// `owner`'s drafts of `kind`, most recently changed first, as their ids and payloads.
    public static func all<Payload: Decodable>(_ type: Payload.Type, kind: String, owner: UUID, in db: Database) throws -> [(id: UUID, payload: Payload)] {
        try Row.fetchAll(
            db, sql: "SELECT contentID, payload FROM draft WHERE ownerID = ? AND kind = ? ORDER BY updatedAt DESC", arguments: [owner, kind]
        ).map { row in
            (row["contentID"], try JSONDecoder().decode(Payload.self, from: Data((row["payload"] as String).utf8)))
        }
    }

    /// Forgets every draft of `owner`.
    public static func discardAll(owner: UUID, in db: Database) throws {
        try db.execute(sql: "DELETE FROM draft WHERE ownerID = ?", arguments: [owner])
    }
}
