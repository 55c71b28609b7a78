import Foundation
import GRDB
import SailawayDatabase
import Testing

/// A replica applies the server's changes in order, leaves what it has not sent yet as it is,
/// and keeps a copy of what was deleted elsewhere while it had changes to it waiting.
@Suite struct ReplicaTests {
    static let logbook = ChangeCaptureTests.logbook
    static let passage = UUID(uuidString: "10C0B00C-0000-4000-8000-0000000000BB")!

    static func contentRow(title: String, visibility: String = "private") -> SyncFields {
        [
            "id": SyncValue(logbook), "kind": .text("logbook"), "title": .text(title), "body": .text(""),
            "authorID": SyncValue(SampleContent.currentUser), "visibility": .text(visibility), "forkedFromID": .null,
            "createdAt": .text("2026-06-01 00:00:00.000"), "updatedAt": .text("2026-06-01 00:00:00.000"),
        ]
    }

    static func passageRow(_ text: String) -> SyncFields {
        ["id": SyncValue(passage), "logbookID": SyncValue(logbook), "text": .text(text)]
    }

    static func upsert(_ seq: Int64, _ table: String, _ row: SyncFields) -> LoggedChange {
        LoggedChange(seq: seq, table: table, key: ["id": row["id"] ?? .null], operation: .upsert, row: row)
    }

    static func title(_ database: SailawayDatabase) throws -> String? {
        try database.writer.read { db in try String.fetchOne(db, sql: "SELECT title FROM content WHERE id = ?", arguments: [logbook]) }
    }

    @Test func rowsFromTheServerAreWrittenAndNothingIsCaptured() async throws {
        let database = try ChangeCaptureTests.database(capturing: true)
        let outcome = try await database.apply(
            [Self.upsert(1, "content", Self.contentRow(title: "Ionian log")), Self.upsert(2, "passage", Self.passageRow("Departed"))],
            cursor: 2, makeID: { UUID() }
        )
        #expect(outcome.applied == 2)
        #expect(try Self.title(database) == "Ionian log")
        #expect(try ChangeCaptureTests.waiting(database).isEmpty)
        #expect(try await database.writer.read { db in try SyncCursor.value(schema: database.syncSchema, in: db) } == 2)
        // A change to it follows the server's.
        _ = try await database.apply([Self.upsert(3, "content", Self.contentRow(title: "Ionian logbook"))], cursor: 3, makeID: { UUID() })
        #expect(try Self.title(database) == "Ionian logbook")
        #expect(try await database.writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM contentSearch WHERE contentSearch MATCH 'logbook'") } == 1,
                "search follows")
    }

    @Test func aRowThatNamesSomeoneThisReplicaNeverMetIsKept() async throws {
        let database = try ChangeCaptureTests.database(capturing: true)
        var row = Self.contentRow(title: "Sam's log", visibility: "public")
        row["authorID"] = SyncValue(UUID())
        _ = try await database.apply([Self.upsert(1, "content", row)], cursor: 1, makeID: { UUID() })
        #expect(try Self.title(database) == "Sam's log")
    }

    @Test func whatThisReplicaHasNotSentYetStaysAsItIs() async throws {
        let database = try ChangeCaptureTests.database(capturing: false)
        _ = try await database.apply([Self.upsert(1, "content", Self.contentRow(title: "Ionian log"))], cursor: 1, makeID: { UUID() })
        try await database.writer.write { db in
            try SyncControl.setCapturing(true, db)
            try db.execute(sql: "UPDATE content SET title = 'Mine' WHERE id = ?", arguments: [Self.logbook])
        }
        var theirs = Self.contentRow(title: "Theirs", visibility: "public")
        theirs["body"] = .text("Lefkada")
        _ = try await database.apply([Self.upsert(2, "content", theirs)], cursor: 2, makeID: { UUID() })
        let (title, body, visibility) = try await database.writer.read { db in
            let row = try #require(try Row.fetchOne(db, sql: "SELECT title, body, visibility FROM content WHERE id = ?", arguments: [Self.logbook]))
            return (row["title"] as String, row["body"] as String, row["visibility"] as String)
        }
        #expect(title == "Mine", "the title this replica changed waits to be sent")
        #expect(body == "Lefkada" && visibility == "public", "what it did not change follows the server")
    }

    @Test func aRowThisReplicaDeletedIsNotWrittenBack() async throws {
        let database = try ChangeCaptureTests.database(capturing: false)
        _ = try await database.apply([Self.upsert(1, "content", Self.contentRow(title: "Ionian log"))], cursor: 1, makeID: { UUID() })
        try await database.writer.write { db in
            try SyncControl.setCapturing(true, db)
            try db.execute(sql: "DELETE FROM content WHERE id = ?", arguments: [Self.logbook])
        }
        _ = try await database.apply([Self.upsert(2, "content", Self.contentRow(title: "Renamed elsewhere"))], cursor: 2, makeID: { UUID() })
        #expect(try Self.title(database) == nil)
    }

    @Test func aDeleteTakesTheRowsPartsWithIt() async throws {
        let database = try ChangeCaptureTests.database(capturing: true)
        _ = try await database.apply(
            [Self.upsert(1, "content", Self.contentRow(title: "Ionian log")), Self.upsert(2, "passage", Self.passageRow("Departed"))],
            cursor: 2, makeID: { UUID() }
        )
        _ = try await database.apply(
            [LoggedChange(seq: 3, table: "content", key: ["id": SyncValue(Self.logbook)], operation: .delete, row: nil)], cursor: 3, makeID: { UUID() }
        )
        #expect(try await database.writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM passage WHERE id = ?", arguments: [Self.passage]) } == 0)
        #expect(try ChangeCaptureTests.waiting(database).isEmpty)
    }

    @Test func anItemDeletedElsewhereWhileThisReplicaEditedItIsKeptAsACopy() async throws {
        let database = try ChangeCaptureTests.database(capturing: false)
        _ = try await database.apply(
            [Self.upsert(1, "content", Self.contentRow(title: "Ionian log")), Self.upsert(2, "passage", Self.passageRow("Departed"))],
            cursor: 2, makeID: { UUID() }
        )
        try await database.writer.write { db in
            try SyncControl.setCapturing(true, db)
            try db.execute(sql: "UPDATE passage SET text = 'Departed at dawn, reefed' WHERE id = ?", arguments: [Self.passage])
        }
        let copy = UUID()
        let outcome = try await database.apply(
            [LoggedChange(seq: 3, table: "content", key: ["id": SyncValue(Self.logbook)], operation: .delete, row: nil)], cursor: 3, makeID: { copy }
        )

        #expect(outcome.keptCopies == [Replica.KeptCopy(table: "content", original: ["id": SyncValue(Self.logbook)], copy: ["id": SyncValue(copy)])])
        let rows = try database.writer.read { db in
            try Row.fetchAll(
                db, sql: "SELECT content.id, content.title, passage.text FROM content JOIN passage ON passage.logbookID = content.id WHERE content.id NOT IN (?, ?)",
                arguments: [FakeFeatureData.sampleLogbook, FakeFeatureData.martasLogbook]
            )
        }
        #expect(rows.count == 1)
        #expect(rows.first?["title"] == "Ionian log")
        #expect(rows.first?["text"] == "Departed at dawn, reefed", "what was typed is in the copy")
        #expect(rows.first?["id"] != Self.logbook)
        let waiting = try ChangeCaptureTests.waiting(database)
        #expect(waiting.allSatisfy { $0.operation == .upsert && $0.base == nil }, "the copy is new, whole: \(waiting)")
        #expect(Set(waiting.map(\.table)) == ["content", "passage"])
    }
}
