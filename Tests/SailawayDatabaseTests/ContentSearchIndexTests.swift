import Foundation
import GRDB
import SailawayDatabase
import Testing

/// Full-text search over content titles and bodies follows every insert, edit and delete.
/// (Checklists only here, so the other kinds' sample content does not muddy the matches.)
struct ContentSearchIndexTests {
    private func matches(_ word: String, in database: SailawayDatabase) throws -> [String] {
        try database.writer.read { db in
            try String.fetchAll(
                db,
                sql: "SELECT content.title FROM contentSearch JOIN content ON content.rowID = contentSearch.rowid WHERE contentSearch MATCH ? AND content.kind = 'checklist' ORDER BY content.title",
                arguments: [word]
            )
        }
    }

    @Test func theSampleContentIsSearchableByTitleAndBody() throws {
        let database = try SailawayDatabase.inMemory()
        #expect(try matches("anchoring", in: database) == ["Anchoring"])
        #expect(try matches("bilge", in: database).contains("Pre-Departure Safety"))
    }

    @Test func editsAndDeletesAreReflectedAtOnce() throws {
        let database = try SailawayDatabase.inMemory()
        try database.writer.write { db in
            try db.execute(sql: "UPDATE content SET title = 'Ground tackle', body = 'Windlass' WHERE id = ?", arguments: [SampleContent.anchoring])
        }
        #expect(try matches("anchoring", in: database).isEmpty)
        #expect(try matches("windlass", in: database) == ["Ground tackle"])
        try database.writer.write { db in
            try db.execute(sql: "DELETE FROM content WHERE id = ?", arguments: [SampleContent.anchoring])
        }
        #expect(try matches("windlass", in: database).isEmpty)
    }

    @Test func wordsAreMatchedByTheirStem() throws {
        let database = try SailawayDatabase.inMemory()
        #expect(try matches("checked", in: database).contains("Pre-Departure Safety"))
    }
}
