import FeatureRegistry
import Foundation
import GRDB
import SailawayDatabase
import SearchInterface

extension ContentItem {
    /// Public items of `kind` in `order`, at most `limit`; with `excludedAuthor`, none of
    /// theirs (Discover's Trending is what other sailors made).
    ///
    /// Top rated ranks by what others think: an author's rating of their own item, which older
    /// data directories may hold, stays in the table but does not lift it.
    public static func browse(
        kind: ContentKind, order: BrowseOrder, excludingAuthor excludedAuthor: UUID? = nil, limit: Int = listLimit, in db: Database
    ) throws -> [ContentItem] {
        switch order {
        case .recent:
            guard let excludedAuthor else { return try publicItems(kind: kind, limit: limit, in: db) }
            return try ContentItem.fetchAll(
                db,
                sql: "SELECT * FROM content WHERE visibility = ? AND kind = ? AND authorID <> ? ORDER BY updatedAt DESC LIMIT ?",
                arguments: [Visibility.public, kind.rawValue, excludedAuthor, limit]
            )
        case .topRated:
            return try ContentItem.fetchAll(
                db,
                sql: """
                    SELECT content.* FROM content
                    LEFT JOIN (
                      SELECT rating.contentID, AVG(rating.stars) AS average, COUNT(*) AS count FROM rating
                      JOIN content AS rated ON rated.id = rating.contentID
                      WHERE rating.userID <> rated.authorID
                      GROUP BY rating.contentID
                    ) AS ratings
                      ON ratings.contentID = content.id
                    WHERE content.visibility = ? AND content.kind = ? AND content.authorID IS NOT ?
                    ORDER BY COALESCE(ratings.average, 0) DESC, COALESCE(ratings.count, 0) DESC, content.updatedAt DESC
                    LIMIT ?
                    """,
                arguments: [Visibility.public, kind.rawValue, excludedAuthor, limit]
            )
        }
    }

    /// Public items of `kind` by others that `viewer` has not forked, most recent first; for
    /// the public (`viewer` nil), every public item.
    public static func recommended(kind: ContentKind, for viewer: UUID?, limit: Int = listLimit, in db: Database) throws -> [ContentItem] {
        try ContentItem.fetchAll(
            db,
            sql: """
                SELECT * FROM content
                WHERE visibility = ? AND kind = ? AND authorID IS NOT ?
                  AND id NOT IN (SELECT forkedFromID FROM content WHERE authorID = ? AND forkedFromID IS NOT NULL)
                ORDER BY updatedAt DESC
                LIMIT ?
                """,
            arguments: [Visibility.public, kind.rawValue, viewer, viewer, limit]
        )
    }
}
