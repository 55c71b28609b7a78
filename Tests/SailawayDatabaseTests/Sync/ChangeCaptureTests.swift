import Foundation
import GRDB
import SailawayDatabase
import Testing

/// Every change to a synced row is captured in the transaction that makes it — and nothing is
/// captured on a device that does not sync, nor what sync itself writes.
@Suite struct ChangeCaptureTests {
    static let logbook = UUID(uuidString: "10C0B00C-0000-4000-8000-0000000000AA")!

    /// A database of the shared tables and Logbooks', capturing when `capturing`.
    static func database(capturing: Bool) throws -> SailawayDatabase {
        let database = try SailawayDatabase.inMemory(schema: AppSchema([("Logbooks", FakeFeatureData.logbooks())]))
        try database.writer.write { db in try SyncControl.setCapturing(capturing, db) }
        return database
    }

    static func waiting(_ database: SailawayDatabase) throws -> [RowChange] {
        try database.writer.read { db in try Outbox.waiting(limit: 100, schema: database.syncSchema, in: db) }
    }

    static func insertLogbook(_ db: Database, title: String = "Ionian log") throws {
        var item = ContentItem(id: logbook, kind: "logbook", title: title, authorID: SampleContent.currentUser, createdAt: Date(timeIntervalSince1970: 0))
        try item.insert(db)
    }

    @Test func aDeviceThatDoesNotSyncCapturesNothing() throws {
        let database = try Self.database(capturing: false)
        try database.writer.write { db in try Self.insertLogbook(db) }
        #expect(try Self.waiting(database).isEmpty)
    }

    @Test func aNewRowIsCapturedWholeWithNothingBefore() throws {
        let database = try Self.database(capturing: true)
        try database.writer.write { db in try Self.insertLogbook(db) }

        let changes = try Self.waiting(database)
        #expect(changes.count == 1)
        let change = try #require(changes.first)
        #expect(change.table == "content")
        #expect(change.operation == .upsert)
        #expect(change.key == ["id": SyncValue(Self.logbook)])
        #expect(change.base == nil)
        #expect(change.fields?["title"] == .text("Ionian log"))
        #expect(change.fields?["authorID"] == SyncValue(SampleContent.currentUser))
        #expect(change.fields?["rowID"] == nil, "the row number is the replica's own")
        #expect(change.changedColumns.contains("title"))
        // What a new row holds by default its replica did not set: it overrides no one's.
        #expect(change.defaulted == ["body", "visibility"], "\(change.fields ?? [:])")
        #expect(!change.changedColumns.contains("visibility"))
    }

    @Test func anEditIsCapturedWithWhatItChangedAndANoOpIsNot() throws {
        let database = try Self.database(capturing: true)
        try database.writer.write { db in
            try Self.insertLogbook(db)
            try db.execute(sql: "UPDATE content SET title = 'Ionian log' WHERE id = ?", arguments: [Self.logbook])
            try db.execute(sql: "UPDATE content SET title = 'Ionian logbook' WHERE id = ?", arguments: [Self.logbook])
        }
        let changes = try Self.waiting(database)
        #expect(changes.count == 2, "the write that changed nothing is no change")
        #expect(changes[1].base?["title"] == .text("Ionian log"))
        #expect(changes[1].fields?["title"] == .text("Ionian logbook"))
        #expect(changes[1].changedColumns == ["title"])
    }

    @Test func aDeleteIsCapturedWithItsPartsByCascade() throws {
        let database = try Self.database(capturing: true)
        try database.writer.write { db in
            try Self.insertLogbook(db)
            try db.execute(sql: "INSERT INTO passage (id, logbookID, text) VALUES (?, ?, 'Departed at dawn')", arguments: [UUID(), Self.logbook])
            try db.execute(sql: "DELETE FROM content WHERE id = ?", arguments: [Self.logbook])
        }
        let deletes = try Self.waiting(database).filter { $0.operation == .delete }
        #expect(Set(deletes.map(\.table)) == ["content", "passage"])
        #expect(deletes.first { $0.table == "content" }?.base?["title"] == .text("Ionian log"))
    }

    @Test func aRowMovedToAnotherKeyIsItsOldKeysDeleteAndItsNewKeysUpsert() throws {
        let database = try Self.database(capturing: true)
        let other = UUID()
        try database.writer.write { db in
            try Self.insertLogbook(db)
            try db.execute(sql: "UPDATE content SET id = ? WHERE id = ?", arguments: [other, Self.logbook])
        }
        let changes = try Self.waiting(database).dropFirst()
        #expect(changes.map(\.operation) == [.delete, .upsert])
        #expect(changes.map(\.key) == [["id": SyncValue(Self.logbook)], ["id": SyncValue(other)]])
        #expect(changes.last?.base == nil)
    }

    @Test func aRolledBackChangeLeavesNothingWaiting() throws {
        let database = try Self.database(capturing: true)
        try? database.writer.write { db in
            try Self.insertLogbook(db)
            throw CancellationError()
        }
        #expect(try Self.waiting(database).isEmpty)
    }

    @Test func aColumnALaterReleaseAddsIsCapturedToo() throws {
        let queue = try DatabaseQueue()
        let first = FakeFeatureData.logbooks()
        _ = try SailawayDatabase(queue, schema: AppSchema([("Logbooks", first)]))
        try queue.write { db in try SyncControl.setCapturing(true, db) }
        var later = first
        later.migrations.append(FeatureMigration("passage wind") { db in
            try db.alter(table: "passage") { t in t.add(column: "wind", .text) }
        })

        let database = try SailawayDatabase(queue, schema: AppSchema([("Logbooks", later)]))
        try database.writer.write { db in
            try db.execute(
                sql: "INSERT INTO passage (id, logbookID, text, wind) VALUES (?, ?, 'Anchored off Kalamos', 'NW 4')",
                arguments: [UUID(), FakeFeatureData.sampleLogbook]
            )
        }
        let change = try #require(Self.waiting(database).first)
        #expect(change.table == "passage")
        #expect(change.fields?["text"] == .text("Anchored off Kalamos"))
        #expect(change.fields?["wind"] == .text("NW 4"), "the triggers were written again for the new column")
    }

    @Test func sampleContentOfAFeatureAddedLaterIsNotCaptured() throws {
        let queue = try DatabaseQueue()
        _ = try SailawayDatabase(queue, schema: .shared)
        try queue.write { db in try SyncControl.setCapturing(true, db) }
        let database = try SailawayDatabase(queue, schema: AppSchema([("Logbooks", FakeFeatureData.logbooks())]))
        #expect(try database.writer.read { try ContentItem.fetchCount($0) } == 2, "the logbooks' samples were written")
        #expect(try Self.waiting(database).isEmpty, "what a migration writes is nobody's change")
        #expect(try database.writer.read(SyncControl.isCapturing))
    }
}
