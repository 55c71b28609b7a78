import ContentCore
import Foundation
import GRDB
import SailawayDatabase

/// The search rows' anchor: what a developer writes first for "search this kind of content" —
/// FTS5's `MATCH`, `ORDER BY rank`, `LIMIT 20`, joined to the content table, through GRDB on a
/// connection with GRDB's default configuration — on the same database file and queries.
struct NaiveSearch {
    private let queue: DatabaseQueue

    /// Opens the corpus file as GRDB opens any database by default.
    init(file: URL) throws {
        queue = try DatabaseQueue(path: file.path)
    }

    /// Public items of `kind` matching every word of `query` (as prefixes, as the app's search
    /// reads a query), best ranked first.
    func search(_ query: String, kind: ContentKind, limit: Int) throws -> [ContentItem] {
        guard let pattern = FTS5Pattern(matchingAllPrefixesIn: query) else { return [] }
        return try queue.read { db in
            try ContentItem.fetchAll(
                db,
                sql: """
                    SELECT content.* FROM content
                    JOIN contentSearch ON contentSearch.rowid = content.rowid
                    WHERE contentSearch MATCH ? AND content.kind = ? AND content.visibility = ?
                    ORDER BY rank
                    LIMIT ?
                    """,
                arguments: [pattern, kind.rawValue, Visibility.public, limit]
            )
        }
    }
}
