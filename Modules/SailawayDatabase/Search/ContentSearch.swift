import GRDB

/// Full-text search over public content: the rows of the best items of a kind for a person's
/// query, ranked by FTS5's bm25 over title and body, ties most recently changed first.
///
/// The same ranking two ways. ``best(_:kind:limit:in:)`` reads it from the ranking index
/// (``SearchIndex``), visiting about as many items as it returns whatever the number of
/// matches; ``fullyScored(_:kind:limit:in:)`` has FTS5 score every match and sort them — what
/// the ranking is defined as, and what `best` falls back on for a query the index does not take.
public enum ContentSearch {
    /// The rows (`content.rowID`) of the best `limit` public items of `kind` matching every word
    /// of `query`, best first.
    ///
    /// Each word matches as a prefix (`anch` finds `anchor`), stemmed as the index stems. A
    /// word FTS5 reads as a phrase (`wind—lass`, split by the tokenizer but not by the query's
    /// words), or a prefix of more than ``RankedSearch/maximumExpansions`` indexed words (a
    /// letter or two), is left to ``fullyScored(_:kind:limit:in:)``, which gives the same
    /// ranking at the cost of every match.
    public static func best(_ query: String, kind: String, limit: Int, in db: Database) throws -> [Int64] {
        guard let parsed = try SearchQuery(query, in: db) else { return [] }
        if let prefixes = parsed.prefixes,
            let ranked = try RankedSearch(prefixes: prefixes, kind: kind, limit: limit).run(in: db)
        {
            return ranked
        }
        return try fullyScored(parsed, kind: kind, limit: limit, in: db)
    }

    /// The same rows as ``best(_:kind:limit:in:)``, found by scoring every match with FTS5.
    public static func fullyScored(_ query: String, kind: String, limit: Int, in db: Database) throws -> [Int64] {
        guard let parsed = try SearchQuery(query, in: db) else { return [] }
        return try fullyScored(parsed, kind: kind, limit: limit, in: db)
    }

    private static func fullyScored(_ query: SearchQuery, kind: String, limit: Int, in db: Database) throws -> [Int64] {
        // Matches are ranked on the filter index's small rows (schema v4): the whole rows are
        // read only for those shown.
        try Int64.fetchAll(
            db,
            sql: """
                SELECT content.rowID FROM contentSearch
                JOIN content INDEXED BY content_bySearchFilter ON content.rowID = contentSearch.rowid
                WHERE contentSearch MATCH ? AND content.kind = ? AND content.visibility = 'public'
                ORDER BY bm25(contentSearch), julianday(content.updatedAt) DESC, content.rowID
                LIMIT ?
                """,
            arguments: [query.pattern, kind, limit]
        )
    }
}
