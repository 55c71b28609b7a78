import Foundation
import GRDB
import SailawayDatabase

extension ContentItem {
    /// Public items of `kind` whose title or text match every word of `query`, best first.
    ///
    /// The query is data, never syntax: quotes, `*`, `NEAR`, `AND`, `-` and parentheses are read
    /// as words or dropped, so any text gives results or none, never an error. The ranking is
    /// bm25's over every match, ties most recently changed first; it is read from the search
    /// index without scoring every match (``ContentSearch``), and only the rows shown are read.
    public static func search(_ query: String, kind: ContentKind, limit: Int = listLimit, in db: Database) throws -> [ContentItem] {
        let rows = try ContentSearch.best(query, kind: kind.rawValue, limit: limit, in: db)
        guard !rows.isEmpty else { return [] }
        let found = try ContentItem.fetchAll(db, keys: rows).compactMap { item in item.rowID.map { ($0, item) } }
        let items = Dictionary(found, uniquingKeysWith: { first, _ in first })
        return rows.compactMap { items[$0] }
    }
}
