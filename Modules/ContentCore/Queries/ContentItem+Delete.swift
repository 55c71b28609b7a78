import Foundation
import GRDB
import SailawayDatabase

extension ContentItem {
    /// Deletes `viewer`'s item of `kind` with `id` and everything that hangs on it, within the
    /// caller's transaction; returns the item, or nil when it is gone or not theirs.
    ///
    /// The row's foreign keys do the rest: the kind's own parts (sections, items, cards) and
    /// what depends on them (checklist runs, review boxes), ratings and reports go with it, the
    /// search index follows `content` by its triggers, and forks others made stay theirs, no
    /// longer pointing at it. Drafts name their item without a key, so they are deleted here:
    /// every kind's, an editor's and a review session's alike.
    public static func deleteOwned(_ id: UUID, kind: ContentKind, by viewer: UUID, in db: Database) throws -> ContentItem? {
        guard let item = try owned(id, kind: kind, by: viewer, in: db) else { return nil }
        try db.execute(sql: "DELETE FROM draft WHERE contentID = ?", arguments: [id])
        try db.execute(sql: "DELETE FROM content WHERE id = ?", arguments: [id])
        return item
    }

    /// How many copies other people forked from item `id`.
    public static func forkCount(of id: UUID, besides author: UUID, in db: Database) throws -> Int {
        try Int.fetchOne(
            db, sql: "SELECT COUNT(*) FROM content WHERE forkedFromID = ? AND authorID <> ?", arguments: [id, author]
        ) ?? 0
    }
}
