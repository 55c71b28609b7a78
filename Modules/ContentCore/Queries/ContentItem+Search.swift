import Foundation
import GRDB
import SailawayDatabase

extension ContentItem {
    /// Public items of `kind` whose title or text match every word of `query`, best first.
    ///
    /// The query is data, never syntax: quotes, `*`, `NEAR`, `-` and parentheses are read as
    /// words or dropped, so any text gives results or none, never an error.
    public static func search(_ query: String, kind: ContentKind, limit: Int = listLimit, in db: Database) throws -> [ContentItem] {
        guard let pattern = FTS5Pattern(matchingAllPrefixesIn: String(query.prefix(200))) else { return [] }
        // Matches are ranked on the filter index's small rows (schema v4); only the rows shown
        // are read whole.
        return try ContentItem.fetchAll(
            db,
            sql: """
                SELECT content.* FROM (
                    SELECT content.rowID AS rowID, bm25(contentSearch) AS score, content.updatedAt AS updatedAt
                    FROM contentSearch
                    JOIN content INDEXED BY content_bySearchFilter ON content.rowID = contentSearch.rowid
                    WHERE contentSearch MATCH ? AND content.kind = ? AND content.visibility = ?
                    ORDER BY score, updatedAt DESC
                    LIMIT ?
                ) AS best
                JOIN content ON content.rowID = best.rowID
                ORDER BY best.score, best.updatedAt DESC
                """,
            arguments: [pattern, kind.rawValue, Visibility.public, limit]
        )
    }
}
