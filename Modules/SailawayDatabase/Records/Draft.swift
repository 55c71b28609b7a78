import Foundation
import GRDB

/// Unsaved work — a checklist being edited, a charter form, a review session — in the shared
/// `draft` table, one row per item and kind, so it outlives tab switches and relaunches (every
/// `sailaway` command is one). Each feature keeps its own kinds and payload types.
public enum Draft {
    /// The draft of `id` of `kind`, if there is one.
    public static func load<Payload: Decodable>(_ type: Payload.Type, id: UUID, kind: String, in db: Database) throws -> Payload? {
        guard let payload = try String.fetchOne(
            db, sql: "SELECT payload FROM draft WHERE contentID = ? AND kind = ?", arguments: [id, kind]
        ) else { return nil }
        return try JSONDecoder().decode(Payload.self, from: Data(payload.utf8))
    }

    /// Keeps `payload` as the draft of `id`, replacing the one before.
    public static func keep(_ payload: some Encodable, id: UUID, kind: String, at date: Date, in db: Database) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        try db.execute(
            sql: """
                INSERT INTO draft (contentID, kind, payload, updatedAt) VALUES (?, ?, ?, ?)
                ON CONFLICT (contentID, kind) DO UPDATE SET payload = excluded.payload, updatedAt = excluded.updatedAt
                """,
            arguments: [id, kind, String(decoding: try encoder.encode(payload), as: UTF8.self), date]
        )
    }

    /// Forgets the draft of `id`, if any.
    public static func discard(id: UUID, kind: String, in db: Database) throws {
        try db.execute(sql: "DELETE FROM draft WHERE contentID = ? AND kind = ?", arguments: [id, kind])
    }
}
