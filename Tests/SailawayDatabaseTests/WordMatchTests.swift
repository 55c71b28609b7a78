import GRDB
import SailawayDatabase
import Testing

/// A query's words as a bounded SQL filter over a feature's own table.
@Suite struct WordMatchTests {
    private func titles(matching query: String) throws -> [String] {
        let queue = try DatabaseQueue()
        return try queue.write { db in
            try db.execute(sql: "CREATE TABLE entry (title TEXT NOT NULL, text TEXT NOT NULL)")
            for (title, text) in [("Anchored for the night", "Wind 100% gone"), ("Crossed to the island", "snake_case log"), ("Night sail", "calm")] {
                try db.execute(sql: "INSERT INTO entry (title, text) VALUES (?, ?)", arguments: [title, text])
            }
            guard let filter = WordMatch(query).filter(in: [Column("title"), Column("text")]) else { return [] }
            return try String.fetchAll(db, Table("entry").select(Column("title")).filter(filter).order(Column("title")))
        }
    }

    @Test func everyWordMustBeInSomeColumnWhateverItsCase() throws {
        #expect(try titles(matching: "NIGHT") == ["Anchored for the night", "Night sail"])
        #expect(try titles(matching: "anchored night") == ["Anchored for the night"])
        #expect(try titles(matching: "night calm") == ["Night sail"], "one word in the title, one in the text")
    }

    @Test func wildcardsAreLetters() throws {
        #expect(try titles(matching: "100%") == ["Anchored for the night"])
        #expect(try titles(matching: "_") == ["Crossed to the island"])
        #expect(try titles(matching: "%") == ["Anchored for the night"])
    }

    @Test func aQueryOfSpacesLooksForNothing() {
        #expect(WordMatch("  \n ").isEmpty)
        #expect(WordMatch(" ").filter(in: [Column("title")]) == nil)
    }

    /// A 10 KB paste is cut and its words bounded: SQLite takes the query (unbounded, it
    /// refused it: "Expression tree is too large").
    @Test func aHugeQueryIsBoundedNotRefused() throws {
        let paste = (0..<2_000).map { "word\($0)" }.joined(separator: " ")
        #expect(WordMatch(paste).words.count == WordMatch.maximumWords)
        #expect(try titles(matching: paste).isEmpty)
        #expect(WordMatch("night NIGHT Night").words == ["night"], "a word repeated is looked for once")
    }
}
