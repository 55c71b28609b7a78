import FeatureRegistry
import Foundation
import GRDB
import SailawayDatabase
import SearchInterface

extension ContentItem {
    /// Public items of `kind` in `order`, at most `limit`.
    public static func browse(kind: ContentKind, order: BrowseOrder, limit: Int = listLimit, in db: Database) throws -> [ContentItem] {
        switch order {
        case .recent:
            return try publicItems(kind: kind, limit: limit, in: db)
        case .topRated:
            return try ContentItem.fetchAll(
                db,
                sql: """
                    SELECT content.* FROM content
                    LEFT JOIN (SELECT contentID, AVG(stars) AS average, COUNT(*) AS count FROM rating GROUP BY contentID) AS ratings
                      ON ratings.contentID = content.id
                    WHERE content.visibility = ? AND content.kind = ?
                    ORDER BY COALESCE(ratings.average, 0) DESC, COALESCE(ratings.count, 0) DESC, content.updatedAt DESC
                    LIMIT ?
                    """,
                arguments: [Visibility.public, kind.rawValue, limit]
            )
        }
    }

    /// Public items of `kind` by others that `viewer` has not forked, most recent first.
    public static func recommended(kind: ContentKind, for viewer: UUID, limit: Int = listLimit, in db: Database) throws -> [ContentItem] {
        try ContentItem.fetchAll(
            db,
            sql: """
                SELECT * FROM content
                WHERE visibility = ? AND kind = ? AND authorID <> ?
                  AND id NOT IN (SELECT forkedFromID FROM content WHERE authorID = ? AND forkedFromID IS NOT NULL)
                ORDER BY updatedAt DESC
                LIMIT ?
                """,
            arguments: [Visibility.public, kind.rawValue, viewer, viewer, limit]
        )
    }
}
