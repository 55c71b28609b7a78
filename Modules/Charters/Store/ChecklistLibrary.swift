import ChecklistsInterface
import Foundation
import GRDB

/// The user's own checklists — those they created or forked — as Charters checks a chosen one
/// and names it, read from the shared `content` table.
///
/// Charters knows nothing else of how Checklists stores checklists; choosing one is Checklists'
/// chooser's (``CharterChecklistChoice``).
enum ChecklistLibrary {
    /// The content kind of checklists, as Checklists' interface names it.
    static let kind = ChecklistRoute.contentKind

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
