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
