import GRDB

/// A person's query as SQL that finds rows holding every one of its words, in any column of a
/// few, ignoring case: for a feature's own small table, where the shared full-text index does
/// not reach (`Tools/new-feature`'s entries).
///
/// Any query gives a bounded expression: it is cut at ``maximumLength`` characters, like
/// Search's, and only its first ``maximumWords`` words count, so a 10 KB paste is still a
/// query SQLite takes (each word is a `LIKE` per column; unbounded, SQLite refuses the tree
/// as too large). Words are plain text: `%`, `_` and `\` match themselves.
public struct WordMatch: Sendable {
    /// The most characters of a query read: the same as Search's.
    public static let maximumLength = 200
    /// The most words of a query that count.
    public static let maximumWords = 12

    /// The words looked for, lowercased, none repeated, in the order typed.
    public let words: [String]

    /// The words of `query`, bounded.
    public init(_ query: String) {
        var words: [String] = []
        for word in query.prefix(Self.maximumLength).split(whereSeparator: \.isWhitespace) {
            let word = word.lowercased()
            if !words.contains(word) { words.append(word) }
            if words.count == Self.maximumWords { break }
        }
        self.words = words
    }

    /// Whether there is nothing to look for: a query of spaces.
    public var isEmpty: Bool { words.isEmpty }

    /// Rows where every word is in at least one of `columns`; nil when there is no word.
    public func filter(in columns: [Column]) -> SQLExpression? {
        guard !words.isEmpty, !columns.isEmpty else { return nil }
        return words.map { word in
            let pattern = "%" + Self.escaped(word) + "%"
            return columns.map { $0.like(pattern, escape: "\\") }.joined(operator: .or)
        }.joined(operator: .and)
    }

    /// `word` with `LIKE`'s wildcards and its escape character made plain.
    static func escaped(_ word: String) -> String {
        word.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "%", with: "\\%")
            .replacingOccurrences(of: "_", with: "\\_")
    }
}
