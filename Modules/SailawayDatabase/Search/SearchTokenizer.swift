import GRDB

/// `contentSearch`'s tokenizer on one connection, splitting an item's text as FTS5 does when it
/// indexes it, and a person's query word as FTS5 does when it reads a query.
///
/// Not `Sendable`: an FTS5 tokenizer belongs to the connection that made it.
final class SearchTokenizer {
    private let tokenizer: any FTS5Tokenizer

    /// The index's tokenizer (``SailawayDatabase/searchTokenizer``) on `db`'s connection.
    init(_ db: Database) throws {
        tokenizer = try db.makeTokenizer(SailawayDatabase.searchTokenizer)
    }

    /// `title` and `body` as the index holds them: each column tokenized as a document, as
    /// FTS5 does for each column it indexes.
    func indexedText(title: String, body: String) throws -> IndexedText {
        var collector = TokenCollector()
        try tokenize(title, .document, into: &collector)
        try tokenize(body, .document, into: &collector)
        let terms = collector.counts.map { (term: $0.key, frequency: $0.value) }
            .sorted { $0.term.utf8.lexicographicallyPrecedes($1.term.utf8) }
        return IndexedText(terms: terms, length: collector.length)
    }

    /// The tokens of one word of a query, as FTS5 reads a quoted string of a query: usually one,
    /// none for a word of separators, several for a word the tokenizer splits (then FTS5 reads
    /// it as a phrase).
    func queryTokens(_ word: String) throws -> [String] {
        var collector = TokenCollector()
        try tokenize(word, .query, into: &collector)
        return collector.tokens
    }

    // MARK: - FTS5's callback

    /// What the tokenizer produced: FTS5 counts a token toward a column's length unless it is
    /// colocated with the one before (a synonym), and indexes every one.
    private struct TokenCollector {
        var counts: [String: Int] = [:]
        var tokens: [String] = []
        var length = 0
        var columnLength = 0
    }

    /// SQLite's `SQLITE_OK`, which GRDB does not re-export (nor FTS5's `FTS5_TOKEN_COLOCATED`,
    /// 1, which the callback below tests: a C callback captures no constant).
    private static let ok: CInt = 0

    private func tokenize(_ text: String, _ tokenization: FTS5Tokenization, into collector: inout TokenCollector) throws {
        collector.columnLength = 0
        guard !text.isEmpty else { return }
        var utf8 = Array(text.utf8)
        let code = utf8.withUnsafeMutableBufferPointer { buffer in
            withUnsafeMutablePointer(to: &collector) { collectorPointer in
                buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(buffer.count, 1)) { text in
                    tokenizer.tokenize(
                        context: UnsafeMutableRawPointer(collectorPointer),
                        tokenization: tokenization,
                        pText: text,
                        nText: CInt(buffer.count),
                        tokenCallback: { context, flags, token, count, _, _ in
                            guard let context, let token, count >= 0 else { return 0 }
                            let collector = context.assumingMemoryBound(to: TokenCollector.self)
                            let bytes = UnsafeRawBufferPointer(start: token, count: Int(count))
                            let word = String(decoding: bytes, as: UTF8.self)
                            if flags & 1 == 0 || collector.pointee.columnLength == 0 {  // FTS5_TOKEN_COLOCATED
                                collector.pointee.length += 1
                                collector.pointee.columnLength += 1
                            }
                            collector.pointee.counts[word, default: 0] += 1
                            collector.pointee.tokens.append(word)
                            return 0  // SQLITE_OK
                        }
                    )
                }
            }
        }
        guard code == Self.ok else { throw DatabaseError(resultCode: ResultCode(rawValue: code), message: "the search tokenizer failed") }
    }
}
