import FeatureRegistry
import Foundation
import GRDB
import ProcessTesting
import SailawayDatabase
import Synchronization
import Testing

/// The database file: opened on first use, in WAL mode, and never replaced when unreadable.
struct DatabaseHandleTests {
    private func temporaryDirectory() -> URL {
        TestCleanup.path("db")
    }

    @Test func theFileIsCreatedOnlyWhenFirstUsed() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let handle = DatabaseHandle.file(in: directory)
        let file = directory.appendingPathComponent(SailawayDatabase.fileName)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        let database = try handle.database { .shared }
        #expect(FileManager.default.fileExists(atPath: file.path))
        #expect(try database.writer.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") } == "wal")
    }

    @Test func writesAreReadByTheNextLaunch() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try SailawayDatabase.open(in: directory)
        try await first.writer.write { db in
            try db.execute(sql: "UPDATE user SET name = 'Alex M.' WHERE isCurrent")
        }
        let second = try SailawayDatabase.open(in: directory)
        #expect(try await second.writer.read { try String.fetchOne($0, sql: "SELECT name FROM user WHERE isCurrent") } == "Alex M.")
    }

    @Test func aCommandThatRunsOnceHoldsOneConnectionInWALModeAndNoChangeSignal() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let once = try DatabaseHandle.file(in: directory, connections: .one).database { .shared }
        #expect(once.writer is DatabaseQueue)
        #expect(once.changes == nil)
        #expect(try await once.writer.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") } == "wal")
        // What it writes, a face that stays open reads; what the face writes, it reads.
        try await once.writer.write { db in try db.execute(sql: "UPDATE user SET name = 'Alex M.' WHERE isCurrent") }
        let staying = try SailawayDatabase.open(in: directory, connections: .pool)
        #expect(staying.writer is DatabasePool)
        #expect(staying.changes != nil)
        #expect(try await staying.writer.read { try String.fetchOne($0, sql: "SELECT name FROM user WHERE isCurrent") } == "Alex M.")
        try await staying.writer.write { db in try db.execute(sql: "UPDATE user SET name = 'Alex Morgan' WHERE isCurrent") }
        #expect(try await once.writer.read { try String.fetchOne($0, sql: "SELECT name FROM user WHERE isCurrent") } == "Alex Morgan")
    }

    /// A command that only reads commits nothing: a face following the file sees no change, and
    /// the command pays for no sync, no checkpoint and no second reading of the schema.
    @Test func aCommandThatRunsOnceWritesNothingAsItOpens() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try SailawayDatabase.open(in: directory, connections: .one)
        // Another process's connection: its data version moves with every commit but its own.
        let watcher = try DatabaseQueue(path: directory.appendingPathComponent(SailawayDatabase.fileName).path)
        let before = try watcher.read { try Int.fetchOne($0, sql: "PRAGMA data_version") }
        do {
            let once = try SailawayDatabase.open(in: directory, connections: .one)
            #expect(try once.writer.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM user") } ?? 0 > 0)
        }
        #expect(try watcher.read { try Int.fetchOne($0, sql: "PRAGMA data_version") } == before)
    }

    @Test func aCommandThatRunsOnceCreatesTheFileInWALMode() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try SailawayDatabase.open(in: directory, connections: .one)
        let pool = try DatabasePool(path: directory.appendingPathComponent(SailawayDatabase.fileName).path)
        #expect(try pool.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") } == "wal")
    }

    @Test func anUnreadableFileIsReportedAndLeftUntouched() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent(SailawayDatabase.fileName)
        let garbage = Data(repeating: 0x42, count: 4096)
        try garbage.write(to: file)
        let handle = DatabaseHandle.file(in: directory)
        #expect {
            try handle.database { .shared }
        } throws: { error in
            "\(error)".contains("could not be opened") && "\(error)".contains("left untouched")
        }
        #expect(try Data(contentsOf: file) == garbage)
    }

    @Test func aContextWithoutADatabaseSaysSo() {
        let context = ScreenContext(context: FeatureContext(dataDirectory: temporaryDirectory()), contributions: Contributions(), viewer: .public)
        #expect(throws: (any Error).self) { try context.database() }
    }

    @Test func theDatabaseOpensOnceWithTheFirstSchemaAsked() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let handle = DatabaseHandle.file(in: directory)
        let asked = Mutex(0)
        let schema = { () -> AppSchema in
            asked.withLock { $0 += 1 }
            return .shared
        }

        let first = try handle.database(schema: schema)
        let second = try handle.database(schema: schema)

        #expect(asked.withLock { $0 } == 1)
        #expect(first.writer === second.writer)
    }
}
