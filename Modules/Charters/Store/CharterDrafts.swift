import Foundation
import GRDB
import SailawayDatabase

/// The unsaved forms of charters, in the shared `draft` table: one row per charter being
/// created or edited, keyed by its owner and the charter's id, so a form outlives tab switches and relaunches
/// (every `sailaway` command is one).
///
/// A draft whose id is no charter's is a new charter's form; one whose id is a charter's holds
/// that charter's unsaved edits.
enum CharterDrafts {
    /// The kind of Charters' drafts in the `draft` table.
    static let kind = "charter"

    /// `owner`'s form kept for `id`, if there is one.
    static func form(_ id: UUID, of owner: UUID, in db: Database) throws -> CharterForm? {
        try Draft.load(CharterForm.self, id: id, kind: kind, owner: owner, in: db)
    }

    /// Keeps `form` as `owner`'s draft of `id`, replacing the one before.
    static func save(_ form: CharterForm, for id: UUID, of owner: UUID, at now: Date, in db: Database) throws {
        try Draft.keep(form, id: id, kind: kind, owner: owner, at: now, in: db)
    }

    /// Forgets `owner`'s draft of `id`, if any.
    static func delete(_ id: UUID, of owner: UUID, in db: Database) throws {
        try Draft.discard(id: id, kind: kind, owner: owner, in: db)
    }

    /// `owner`'s forms of new charters not yet created, most recently changed first, at most
    /// `limit`.
    static func newCharters(of owner: UUID, limit: Int, in db: Database) throws -> [(id: UUID, form: CharterForm)] {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT contentID, payload FROM draft
                WHERE ownerID = ? AND kind = ? AND contentID NOT IN (SELECT id FROM charter)
                ORDER BY updatedAt DESC
                LIMIT ?
                """,
            arguments: [owner, kind, limit]
        )
        return rows.compactMap { row in
            let payload: String = row["payload"]
            // A draft an older build wrote in another shape is skipped, not fatal to the list.
            guard let form = try? JSONDecoder().decode(CharterForm.self, from: Data(payload.utf8)) else { return nil }
            return (row["contentID"], form)
        }
    }
}
