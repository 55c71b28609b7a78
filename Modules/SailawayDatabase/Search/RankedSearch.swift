import GRDB

/// The best items for a query, read from the ranking index (``SearchIndex``) without scoring
/// every match: a threshold algorithm over runs of postings, exact.
///
/// For each word of the query and each indexed word it is a prefix of, the public items of the
/// kind that hold it are read in runs, one per count (``PostingStream``), each run shortest item
/// first. An item's part of the bm25 score rises with its count and falls with its length, so
/// at any moment the runs' next items bound what every item not yet read could score: for each
/// length `D` a run has reached, the best an item of that length could hold of each word is the
/// highest count of every run of that word already at `D` or shorter. Items are read from the
/// run that sets the bound and scored exactly (``BM25``, as FTS5 scores them; an item met under
/// one word has its counts of the others read back from its word list); reading stops once the
/// `limit`-th best scored item beats the bound.
///
/// Ties are ranked as the full query ranks them: most recently changed first, then by row. At
/// a tie with the bound, an unread item of that very score must be in the runs that give it,
/// behind their next items, which bound its place among equals too; so a tie of many items is
/// read only as far as the results need.
struct RankedSearch {
    /// A scored item.
    struct Ranked {
        var score: Double
        var recency: Double
        var item: Int64

        /// Whether `self` ranks before `other`: higher score, then more recent, then lower row.
        func precedes(_ other: Ranked) -> Bool {
            if score != other.score { return score > other.score }
            if recency != other.recency { return recency < other.recency }
            return item < other.item
        }
    }

    /// The most words an index word may extend before a query is left to FTS5: a prefix of
    /// one or two letters reads as much as the full query would.
    static let maximumExpansions = 24
    /// The most runs a query reads at once before it is left to FTS5.
    static let maximumStreams = 96

    let prefixes: [String]
    let kind: String
    let limit: Int

    /// The best `limit` items' rows, best first; nil when the query is one the index does not
    /// take (too many words to a prefix): FTS5 answers it.
    func run(in db: Database) throws -> [Int64]? {
        guard limit > 0, !prefixes.isEmpty else { return [] }
        guard let (rows, tokens) = try statistics(db), rows > 0,
            let kind = try Int64.fetchOne(db, sql: "SELECT id FROM searchKind WHERE kind = ?", arguments: [kind])
        else { return [] }

        // Each distinct prefix once; the query's phrases map onto them.
        var distinct: [String] = []
        let phraseOf = prefixes.map { prefix in
            if let index = distinct.firstIndex(of: prefix) { return index }
            distinct.append(prefix)
            return distinct.count - 1
        }
        var hits: [Int64] = []
        var streams: [PostingStream] = []
        for (index, prefix) in distinct.enumerated() {
            guard let documents = try Int64.fetchOne(db, sql: "SELECT documents FROM searchPrefix WHERE prefix = ?", arguments: [prefix]),
                documents > 0
            else { return [] }
            hits.append(documents)
            let terms = try Int64.fetchAll(
                db, sql: "SELECT id FROM searchPrefix WHERE prefix >= ? AND prefix < ? || char(1114111) AND termDocuments > 0 ORDER BY prefix LIMIT ?",
                arguments: [prefix, prefix, Self.maximumExpansions + 1]
            )
            guard terms.count <= Self.maximumExpansions else { return nil }
            for (expansion, term) in terms.enumerated() {
                for frequency in try PostingStream.frequencies(of: term, kind: kind, in: db) {
                    streams.append(PostingStream(phrase: index, expansion: expansion, term: term, kind: kind, frequency: frequency))
                }
            }
            guard streams.count <= Self.maximumStreams else { return nil }
        }
        let scoring = BM25(rows: rows, tokens: tokens, hits: phraseOf.map { hits[$0] })
        var search = Search(db: db, streams: streams, phraseOf: phraseOf, distinct: distinct, scoring: scoring, limit: limit)
        return try search.read()
    }

    /// FTS5's row count and total tokens, as the index keeps them in step.
    private func statistics(_ db: Database) throws -> (Int64, Int64)? {
        try Row.fetchOne(db, sql: "SELECT documents, tokens FROM searchStatistics").map { ($0[0], $0[1]) }
    }
}
