import Foundation
import GRDB
import ProcessTesting
import SailawayDatabase
import Testing

/// Opening one database file from many places at once, as several `sailaway` processes do:
/// one of them creates and migrates it, the others find it ready. Without the lock the
/// migrator of the second would find the tables the first had just made and fail.
struct DatabaseFileLockTests {
    @Test func aNewDatabaseOpenedEightTimesAtOnceIsMigratedAndSeededOnce() async throws {
        let directory = TestCleanup.path("lock")
        defer { try? FileManager.default.removeItem(at: directory) }

        let opened = await withTaskGroup(of: Result<SailawayDatabase, DatabaseOpenError>.self) { group in
            for _ in 0..<8 {
                group.addTask { Result { () throws(DatabaseOpenError) in try SailawayDatabase.open(in: directory) } }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }

        let databases = try opened.map { try $0.get() }
        #expect(databases.count == 8)
        let database = try #require(databases.first)
        try await database.writer.read { db throws in
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM grdb_migrations") == SailawayDatabase.migrationNames().count)
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM user WHERE isCurrent") == 1)
            #expect(try String.fetchOne(db, sql: "PRAGMA integrity_check") == "ok")
        }
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("sailaway.sqlite.lock").path))
    }
}
