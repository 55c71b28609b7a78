import ChecklistsInterface
import Foundation
import GRDB

/// The user's own checklists — those they created or forked — as Charters offers them for a
/// charter's roles, read from the shared `content` table.
///
/// Charters knows nothing else of how Checklists stores checklists.
enum ChecklistLibrary {
    /// The content kind of checklists, as Checklists' interface names it.
    static let kind = ChecklistRoute.contentKind

    /// The most checklists a choice lists.
    static let limit = 100

    /// The checklists `owner` authored, most recently changed first, at most ``limit``.
    static func checklists(of owner: UUID, in db: Database) throws -> [LibraryChecklist] {
        // Served by the index content_byAuthor (authorID, kind, updatedAt).
        try Row.fetchAll(
            db,
            sql: """
                SELECT id, title FROM content
                WHERE authorID = ? AND kind = ?
                ORDER BY updatedAt DESC, title
                LIMIT ?
                """,
            arguments: [owner, kind, limit]
        ).map { LibraryChecklist(id: $0["id"], title: $0["title"]) }
    }

    /// The checklist `id`, when it is one of `owner`'s.
    static func checklist(_ id: UUID, of owner: UUID, in db: Database) throws -> LibraryChecklist? {
        try Row.fetchOne(
            db,
            sql: "SELECT id, title FROM content WHERE id = ? AND authorID = ? AND kind = ?",
            arguments: [id, owner, kind]
        ).map { LibraryChecklist(id: $0["id"], title: $0["title"]) }
    }

    /// The title of checklist `id`, whoever wrote it, if it exists.
    static func title(of id: UUID, in db: Database) throws -> String? {
        try String.fetchOne(db, sql: "SELECT title FROM content WHERE id = ? AND kind = ?", arguments: [id, kind])
    }
}
