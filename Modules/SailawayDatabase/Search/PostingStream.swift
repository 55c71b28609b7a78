import GRDB

/// One run of the ranking index read in order: the public items of one kind holding one word
/// exactly `frequency` times, shortest first, then most recently changed, then by row.
///
/// Within a run an item's part of the score only falls as the items grow longer, so the run's
/// next item bounds every item after it (``RankedSearch``). It is read in batches that grow as
/// it is read further, each an index seek: most runs are left after a few items.
final class PostingStream {
    /// One item of the run.
    struct Posting {
        var length: Int
        /// `-julianday(updatedAt)`: ascending is most recent first.
        var recency: Double
        var item: Int64
    }

    /// The query's phrase the word is a word of, and the word's place among its words.
    let phrase: Int
    let expansion: Int
    /// The word, the kind and the run's frequency.
    let term: Int64
    let kind: Int64
    let frequency: Int

    private var buffer: [Posting] = []
    private var position = 0
    private var batch = 8
    private var isExhausted = false

    init(phrase: Int, expansion: Int, term: Int64, kind: Int64, frequency: Int) {
        self.phrase = phrase
        self.expansion = expansion
        self.term = term
        self.kind = kind
        self.frequency = frequency
    }

    /// The run's next item, read from the index when the batch read before is used up; nil at
    /// its end.
    func head(_ db: Database) throws -> Posting? {
        if position == buffer.count, !isExhausted { try readBatch(db) }
        return position < buffer.count ? buffer[position] : nil
    }

    /// Moves past the head.
    func advance() {
        position += 1
    }

    private func readBatch(_ db: Database) throws {
        let after = buffer.last
        let statement = try db.cachedStatement(
            sql: after == nil
                ? """
                SELECT length, recency, item FROM searchPosting WHERE term = ? AND kind = ? AND frequency = ?
                ORDER BY length, recency, item LIMIT ?
                """
                : """
                SELECT length, recency, item FROM searchPosting WHERE term = ? AND kind = ? AND frequency = ?
                AND (length, recency, item) > (?, ?, ?) ORDER BY length, recency, item LIMIT ?
                """
        )
        var arguments: StatementArguments = [term, kind, frequency]
        if let after { arguments += [after.length, after.recency, after.item] }
        arguments += [batch]
        statement.arguments = arguments
        buffer.removeAll(keepingCapacity: true)
        position = 0
        let rows = try Row.fetchCursor(statement)
        while let row = try rows.next() {
            buffer.append(Posting(length: row[0], recency: row[1], item: row[2]))
        }
        isExhausted = buffer.count < batch
        batch = min(batch * 4, 1024)
    }

    /// The frequencies with which `term` occurs in public items of `kind`: each run's, found by
    /// one index seek each.
    static func frequencies(of term: Int64, kind: Int64, in db: Database) throws -> [Int] {
        let statement = try db.cachedStatement(
            sql: "SELECT frequency FROM searchPosting WHERE term = ? AND kind = ? AND frequency > ? ORDER BY frequency LIMIT 1"
        )
        var frequencies: [Int] = []
        while let next = try Int.fetchOne(statement, arguments: [term, kind, frequencies.last ?? 0]) {
            frequencies.append(next)
        }
        return frequencies
    }
}
