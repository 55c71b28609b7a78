import GRDB

/// A person's query as full-text search reads it: each word a prefix to match (`reefing` finds
/// `reef` and `reefing`, stemmed as the index stems), every word required.
///
/// The query is data, never syntax. It is cut at ``maximumLength`` characters and split on
/// ASCII punctuation and spaces as GRDB's `FTS5Pattern(matchingAllPrefixesIn:)` splits it; each
/// word goes to FTS5 quoted (`"and"*`), so `AND`, `NEAR`, `*` or a quote are words or
/// separators, never operators.
struct SearchQuery: Equatable {
    /// The most characters of a query read.
    static let maximumLength = 200

    /// The query's words as FTS5 reads them, in order, each as its tokens under the index's
    /// tokenizer (usually one).
    let words: [[String]]
    /// The pattern FTS5 matches for the same query: each word quoted and read as a prefix.
    let pattern: String

    /// `query` split into words; nil when it holds none.
    init?(_ query: String, in db: Database) throws {
        let split = Self.asciiWords(query.prefix(Self.maximumLength))
        guard !split.isEmpty else { return nil }
        let tokenizer = try SearchTokenizer(db)
        words = try split.map { try tokenizer.queryTokens($0) }
        // The ascii tokenizer's words hold letters, digits and characters past ASCII: never a
        // quote, so quoting them needs no escaping.
        pattern = split.map { "\"\($0)\"*" }.joined(separator: " ")
    }

    /// The words of `text` as FTS5's `ascii` tokenizer reads them (what GRDB's patterns split
    /// on): runs of ASCII letters and digits and of any character past ASCII, ASCII letters in
    /// lower case.
    static func asciiWords(_ text: Substring) -> [String] {
        var words: [String] = []
        var word: [UInt8] = []
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): word.append(byte + 32)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), 0x80...: word.append(byte)
            default:
                if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
                word.removeAll(keepingCapacity: true)
            }
        }
        if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
        return words
    }

    /// The prefixes of a query whose every word is one token — what the ranking index answers —
    /// in order, repeats kept (bm25 scores a word given twice twice); a word the tokenizer
    /// dropped whole (only separators to it) matches anything and scores nothing, as in FTS5.
    /// Nil when a word is several tokens: a phrase, which only FTS5's positions can match.
    var prefixes: [String]? {
        guard words.allSatisfy({ $0.count <= 1 }) else { return nil }
        return words.compactMap(\.first)
    }
}
