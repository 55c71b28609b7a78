import Foundation
import GRDB
import SailawayDatabase
import Testing

/// A feature's own sample rows (`SampleContent.insert(_:ownedBy:in:)`): nothing written for a
/// sailor not on the device, nothing written twice, nothing the sailor changed overwritten.
struct SampleRowsTests {
    /// A row of a feature's own table, as a team declares one.
    private struct Note: Codable, PersistableRecord, FetchableRecord {
        var id: UUID
        var text: String
        var authorID: UUID
    }

    private static let notes = [
        Note(id: UUID(uuidString: "5A11A4A7-0000-4000-8000-0000000000A1")!, text: "Check the bilge", authorID: SampleContent.currentUser),
        Note(id: UUID(uuidString: "5A11A4A7-0000-4000-8000-0000000000A2")!, text: "Top up the water", authorID: SampleContent.currentUser),
    ]

    private func database() throws -> DatabaseQueue {
        let queue = try DatabaseQueue()
        try queue.write { db in
            try db.create(table: "user") { t in
                t.primaryKey("id", .blob)
            }
            try db.create(table: "note") { t in
                t.primaryKey("id", .blob)
                t.column("text", .text).notNull()
                t.column("authorID", .blob).notNull()
            }
        }
        return queue
    }

    @Test func theUsersRowsAreWrittenOnceAndWhatTheyChangedStays() throws {
        let queue = try database()
        try queue.write { db in
            try db.execute(sql: "INSERT INTO user (id) VALUES (?)", arguments: [SampleContent.currentUser])
            try SampleContent.insert(Self.notes, ownedBy: SampleContent.currentUser, in: db)
            try db.execute(sql: "UPDATE note SET text = 'Bilge dry' WHERE id = ?", arguments: [Self.notes[0].id])
            try SampleContent.insert(Self.notes, ownedBy: SampleContent.currentUser, in: db)
            #expect(try Note.order(Column("id")).fetchAll(db).map(\.text) == ["Bilge dry", "Top up the water"])
        }
    }

    @Test func nothingIsWrittenForASailorNotOnTheDevice() throws {
        let queue = try database()
        try queue.write { db in
            try SampleContent.insert(Self.notes, ownedBy: SampleContent.currentUser, in: db)
            #expect(try Note.fetchCount(db) == 0)
        }
    }
}
