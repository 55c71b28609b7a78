import Foundation
import GRDB
@testable import SailawayDatabase
import Testing

/// Migrating a database to a build's schema: a step an earlier release already did under
/// another name is recorded and not run again, and migrating twice changes nothing.
struct FeatureMigrationTests {
    /// A database as the release with one schema for the whole app left it: the shared tables,
    /// then its own “v1 logbooks”, which made the `passage` table and wrote a row.
    private func earlierReleaseDatabase() throws -> DatabaseQueue {
        let queue = try DatabaseQueue()
        _ = try SailawayDatabase(queue, schema: .shared)
        try queue.write { db in
            try db.create(table: "passage") { t in
                t.primaryKey("id", .blob)
                t.column("logbookID", .blob).notNull().references("content", column: "id", onDelete: .cascade)
                t.column("text", .text).notNull()
            }
            var logbook = ContentItem(id: UUID(), kind: "logbook", title: "Old log", authorID: SampleContent.currentUser, createdAt: Date())
            try logbook.insert(db)
            try db.execute(sql: "INSERT INTO passage (id, logbookID, text) VALUES (?, ?, 'Written by the old release')", arguments: [UUID(), logbook.id])
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v1 logbooks'), ('v1 sample logbooks')")
        }
        return queue
    }

    private func identifiers(_ queue: DatabaseQueue) throws -> Set<String> {
        Set(try queue.read { try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations") })
    }

    @Test func aMigrationThatReplacesOneAlreadyAppliedIsRecordedNotRunAndTheOldNameIsKept() throws {
        let queue = try earlierReleaseDatabase()
        let before = try queue.read(everyRow)
        let data = FakeFeatureData.logbooks(replaces: ["v1 logbooks"])
        var withSamplesReplaced = data
        withSamplesReplaced.sampleContent?.replaces = ["v1 sample logbooks"]

        // Run, the migration would fail: its table is there already.
        _ = try SailawayDatabase(queue, schema: AppSchema([("Logbooks", withSamplesReplaced)]))

        let applied = try identifiers(queue)
        #expect(applied.isSuperset(of: ["Logbooks: passages", "Logbooks: sample logbooks", "v1 logbooks", "v1 sample logbooks"]))
        let after = try queue.read(everyRow)
        // GRDB's and sync's own bookkeeping aside (the new table's capture triggers are noted).
        let bookkeeping: Set<String> = ["grdb_migrations", "syncState"]
        #expect(after.filter { !bookkeeping.contains($0.key) } == before.filter { !bookkeeping.contains($0.key) }, "no row written, none lost")
        #expect(after["passage"]?.count == 1, "the samples were not written again")
    }

    @Test func aMigrationWhoseOldNameWasNeverAppliedRuns() throws {
        let queue = try DatabaseQueue()
        _ = try SailawayDatabase(queue, schema: .shared)

        _ = try SailawayDatabase(queue, schema: AppSchema([("Logbooks", FakeFeatureData.logbooks(replaces: ["v1 logbooks"]))]))

        #expect(try queue.read { try $0.tableExists("passage") })
        #expect(try identifiers(queue).contains("Logbooks: passages"))
        #expect(try !identifiers(queue).contains("v1 logbooks"))
        #expect(try queue.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM passage") } == 2)
    }

    @Test func aFeatureOrderedBeforeOneAlreadyMigratedIsMigratedWhenItJoinsTheBuild() throws {
        // Tides ran first; Logbooks comes before it by name, so its steps land before one
        // already applied.
        let queue = try DatabaseQueue()
        _ = try SailawayDatabase(queue, schema: AppSchema([("Tides", FakeFeatureData.tides())]))

        _ = try SailawayDatabase(queue, schema: AppSchema([("Logbooks", FakeFeatureData.logbooks()), ("Tides", FakeFeatureData.tides())]))

        #expect(try identifiers(queue).isSuperset(of: ["Tides: tide tables", "Logbooks: passages", "Logbooks: sample logbooks"]))
        #expect(try queue.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM passage") } == 2)
        #expect(try queue.read { try String.fetchAll($0, sql: "PRAGMA integrity_check") } == ["ok"])
    }

    @Test func migratingTwiceChangesNothing() throws {
        let queue = try DatabaseQueue()
        let schema = try AppSchema([("Logbooks", FakeFeatureData.logbooks()), ("Tides", FakeFeatureData.tides())])
        _ = try SailawayDatabase(queue, schema: schema)
        let before = try queue.read(everyRow)
        let schemaBefore = try queue.read { try Row.fetchAll($0, sql: "SELECT * FROM sqlite_master ORDER BY name") }

        _ = try SailawayDatabase(queue, schema: schema)

        #expect(try queue.read(everyRow) == before)
        #expect(try queue.read { try Row.fetchAll($0, sql: "SELECT * FROM sqlite_master ORDER BY name") } == schemaBefore)
    }
}

/// Each feature's sample content: written once, on a database new to the feature, and never
/// over what is there already.
struct SampleContentTests {
    private let schema = { try AppSchema([("Logbooks", FakeFeatureData.logbooks())]) }

    private func count(_ sql: String, _ queue: DatabaseQueue) throws -> Int {
        try queue.read { try Int.fetchOne($0, sql: sql) ?? 0 }
    }

    @Test func sampleContentIsWrittenOnce() throws {
        let queue = try DatabaseQueue()
        _ = try SailawayDatabase(queue, schema: schema())
        #expect(try count("SELECT COUNT(*) FROM content WHERE kind = 'logbook'", queue) == 2)
        #expect(try count("SELECT COUNT(*) FROM passage", queue) == 2)

        // Deleted by the user, a sample stays deleted.
        try queue.write { db in try db.execute(sql: "DELETE FROM content WHERE id = ?", arguments: [FakeFeatureData.martasLogbook]) }
        _ = try SailawayDatabase(queue, schema: schema())

        #expect(try count("SELECT COUNT(*) FROM content WHERE kind = 'logbook'", queue) == 1)
        #expect(try count("SELECT COUNT(*) FROM passage", queue) == 1)
        #expect(try count("SELECT COUNT(*) FROM user", queue) == 5)
    }

    @Test func sampleContentNeverOverwritesARowAlreadyThere() throws {
        let queue = try DatabaseQueue()
        _ = try SailawayDatabase(queue, schema: .shared)
        try queue.write { db in
            var mine = ContentItem(
                id: FakeFeatureData.sampleLogbook, kind: "logbook", title: "My own words", authorID: SampleContent.currentUser, createdAt: Date()
            )
            try mine.insert(db)
        }

        _ = try SailawayDatabase(queue, schema: schema())

        #expect(try queue.read { try ContentItem.find(FakeFeatureData.sampleLogbook, kind: "logbook", in: $0)?.title } == "My own words")
        #expect(try count("SELECT COUNT(*) FROM passage WHERE logbookID = x'10C0B00C000040008000000000000001'", queue) == 0)
        #expect(try count("SELECT COUNT(*) FROM content WHERE kind = 'logbook'", queue) == 2, "the other sample is written")
    }

    @Test func aFeatureAddedLaterBringsItsSamplesAndSamplePeopleAreNeverAddedToADatabaseWithPeople() throws {
        let queue = try DatabaseQueue()
        _ = try SailawayDatabase(queue, seeded: false)
        try queue.write { db in try User(id: UUID(), name: "Someone", isCurrent: true, joinedAt: Date()).insert(db) }

        _ = try SailawayDatabase(queue, schema: schema())

        #expect(try count("SELECT COUNT(*) FROM user", queue) == 1)
        // Their authors are not on the device: no sample logbook is written.
        #expect(try count("SELECT COUNT(*) FROM content", queue) == 0)
        #expect(try count("SELECT COUNT(*) FROM passage", queue) == 0)
    }

    @Test func anUnseededDatabaseHasNoSampleContent() throws {
        let database = try SailawayDatabase.inMemory(schema: schema(), seeded: false)
        #expect(try database.writer.read { try ContentItem.fetchCount($0) } == 0)
        #expect(try database.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM passage") } == 0)
    }
}

/// Full-text search over content follows every insert, edit and delete, whichever feature
/// wrote the row.
struct ContentSearchIndexTests {
    private func matches(_ word: String, in database: SailawayDatabase) throws -> [String] {
        try database.writer.read { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT content.title FROM contentSearch JOIN content ON content.rowID = contentSearch.rowid
                    WHERE contentSearch MATCH ? ORDER BY content.title
                    """,
                arguments: [word]
            )
        }
    }

    @Test func sampleContentIsSearchableByTitleAndBodyAndByStem() throws {
        let database = try SailawayDatabase.inMemory(schema: AppSchema([("Logbooks", FakeFeatureData.logbooks())]))
        #expect(try matches("ionian", in: database) == ["Ionian log"])
        #expect(try matches("kalamos", in: database) == ["Ionian log"])
        #expect(try matches("crossings", in: database) == ["Cyclades crossing"], "porter stems crossings to crossing")
    }

    @Test func insertsEditsAndDeletesAreReflectedAtOnce() throws {
        let database = try SailawayDatabase.inMemory(schema: AppSchema([("Logbooks", FakeFeatureData.logbooks())]))
        let id = UUID()
        try database.writer.write { db in
            var item = ContentItem(id: id, kind: "logbook", title: "Storm tactics", body: "Heave to", authorID: SampleContent.marta, createdAt: Date())
            try item.insert(db)
        }
        #expect(try matches("heave", in: database) == ["Storm tactics"])
        try database.writer.write { db in
            try db.execute(sql: "UPDATE content SET title = 'Ground tackle', body = 'Windlass' WHERE id = ?", arguments: [id])
        }
        #expect(try matches("heave", in: database).isEmpty)
        #expect(try matches("windlass", in: database) == ["Ground tackle"])
        try database.writer.write { db in try db.execute(sql: "DELETE FROM content WHERE id = ?", arguments: [id]) }
        #expect(try matches("windlass", in: database).isEmpty)
    }

    @Test func contentWrittenBeforeTheIndexExistedIsIndexedWhenItIsCreated() throws {
        let queue = try DatabaseQueue()
        // What the first release had before search: people and content.
        try queue.write { db in
            try SailawayDatabase.createPeopleAndContent(db)
            try db.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v1 people and content')")
            try User(id: SampleContent.marta, name: "Marta Ferrer", joinedAt: Date()).insert(db)
            var item = ContentItem(id: UUID(), kind: "logbook", title: "Heavy weather", body: "Storm jib", authorID: SampleContent.marta, createdAt: Date())
            try item.insert(db)
        }

        let database = try SailawayDatabase(queue, schema: .shared)

        #expect(try matches("storm", in: database) == ["Heavy weather"])
    }
}
