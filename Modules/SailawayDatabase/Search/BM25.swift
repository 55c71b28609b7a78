import Foundation

/// FTS5's `bm25()` for one query, computed as SQLite's `fts5_aux.c` computes it — the same
/// operations in the same order, so the same doubles: a ranking read from the index equals the
/// ranking FTS5 would give, ties included.
///
/// For each of the query's phrases (here, its prefixes) with frequency `f` in an item of `D`
/// tokens, in a table of `N` rows averaging `avgdl` tokens, `n` of them matching the phrase:
///
///     idf = log((N - n + 0.5) / (n + 0.5)), at least 1e-6
///     score = Σ idf · (f · (k1 + 1)) / (f + k1 · (1 - b + b · D / avgdl))
///
/// with k1 = 1.2, b = 0.75; FTS5 returns −score, ascending being best first.
struct BM25 {
    private static let k1 = 1.2
    private static let b = 0.75

    /// Each phrase's inverse document frequency, in the query's order.
    let idf: [Double]
    /// The average item length in tokens, as FTS5 divides it.
    let averageLength: Double

    /// The scoring of a query whose phrases match `hits` rows each, in a table of `rows` rows
    /// and `tokens` tokens.
    init(rows: Int64, tokens: Int64, hits: [Int64]) {
        averageLength = Double(tokens) / Double(rows)
        idf = hits.map { hit in
            let idf = log((Double(rows - hit) + 0.5) / (Double(hit) + 0.5))
            return idf <= 0 ? 1e-6 : idf
        }
    }

    /// Phrase `phrase`'s part of the score of an item of `length` tokens holding it `frequency`
    /// times.
    func contribution(_ phrase: Int, frequency: Int, length: Int) -> Double {
        let f = Double(frequency), d = Double(length)
        return idf[phrase] * ((f * (Self.k1 + 1.0)) / (f + Self.k1 * (1 - Self.b + Self.b * d / averageLength)))
    }

    /// The score (positive, higher is better: FTS5's `bm25()` negated) of an item of `length`
    /// tokens holding each phrase `frequencies[i]` times, summed in the query's order as FTS5
    /// sums it.
    func score(frequencies: [Int], length: Int) -> Double {
        var score = 0.0
        for phrase in idf.indices {
            score += contribution(phrase, frequency: frequencies[phrase], length: length)
        }
        return score
    }
}
