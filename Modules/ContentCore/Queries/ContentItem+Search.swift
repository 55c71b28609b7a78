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
        return try ContentItem.fetchAll(
            db,
            sql: """
                SELECT content.* FROM contentSearch
                JOIN content ON content.rowID = contentSearch.rowid
                WHERE contentSearch MATCH ? AND content.kind = ? AND content.visibility = ?
                ORDER BY bm25(contentSearch), content.updatedAt DESC
                LIMIT ?
                """,
            arguments: [pattern, kind.rawValue, Visibility.public, limit]
        )
    }
}
