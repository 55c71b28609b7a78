import Foundation
import GRDB
import Testing

@testable import SailawayDatabase

/// A query splits into words as GRDB's `FTS5Pattern(matchingAllPrefixesIn:)` splits it — FTS5's
/// ascii tokenizer — and each word is read by the index's tokenizer as FTS5 reads it.
struct SearchQueryTests {
    private static let pieces = ["Reef", "ing", " ", "-", "—", "⚓", "café", "42", "_", "\"", "*", "(", "AND", "x", "\n", "ÅSA", "🦺", "'", "."]

    @Test(arguments: 0..<200)
    func wordsAreTheAsciiTokenizersWords(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let query = (0..<Int.random(in: 0...8, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
        let words = SearchQuery.asciiWords(query[...])
        let ascii = try DatabaseQueue().read { db in try db.makeTokenizer(.ascii()).tokenize(query: query).map(\.token) }
        #expect(words == ascii, "“\(query)”")
    }

    @Test func aWordTheTokenizerSplitsIsAPhraseLeftToFTS5() throws {
        let database = try SailawayDatabase.inMemory(seeded: false)
        try database.writer.read { db in
            let reefing = try SearchQuery("Reefing lines", in: db), phrase = try SearchQuery("wind—lass", in: db)
            let separators = try SearchQuery("— anchor", in: db), keyword = try SearchQuery("AND", in: db), none = try SearchQuery(" .;", in: db)
            #expect(reefing?.prefixes == ["reef", "line"])
            #expect(phrase != nil && phrase?.prefixes == nil)
            #expect(separators?.prefixes == ["anchor"], "a word of separators only matches anything")
            #expect(keyword?.pattern == "\"and\"*")
            #expect(none == nil)
        }
    }
}
