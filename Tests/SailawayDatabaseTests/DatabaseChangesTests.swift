import Foundation
import GRDB
import ProcessTesting
import SailawayDatabase
import Synchronization
import Testing

/// The database's change signal: it moves with every commit — this process's, or another's on
/// the same file — and only then.
@Suite struct DatabaseChangesTests {
    @Test func movesWithEveryCommitFromAnyConnectionAndOnlyThen() async throws {
        let directory = TestCleanup.path("changes")
        let database = try SailawayDatabase.open(in: directory)
        let changes = try #require(database.changes, "a database file has a signal")
        let start = try await changes.version()
        #expect(try await changes.version() == start, "nothing committed, nothing moves")

        try await database.writer.write { db in try db.execute(sql: "UPDATE user SET bio = 'Ours' WHERE isCurrent") }
        let afterOurs = try await changes.version()
        #expect(afterOurs != start, "this process's commit")

        // Another process opens the same file: its commit is heard too.
        let other = try SailawayDatabase.open(in: directory)
        try await other.writer.write { db in try db.execute(sql: "UPDATE user SET bio = 'Theirs' WHERE isCurrent") }
        let afterTheirs = try await changes.version()
        #expect(afterTheirs != afterOurs, "another connection's commit")

        _ = try await database.writer.read { db in try String.fetchAll(db, sql: "SELECT bio FROM user") }
        #expect(try await changes.version() == afterTheirs, "a read commits nothing")
    }

    // The limit catches a signal that never comes; it is generous because the whole suite runs
    // at once on two processors.
    @Test(.timeLimit(.minutes(3)))
    func followersHearThisProcesssCommitsAsTheyHappenAndAnotherConnectionsToo() async throws {
        let directory = TestCleanup.path("commits")
        let database = try SailawayDatabase.open(in: directory)
        let changes = try #require(database.changes)
        var commits = changes.commits().makeAsyncIterator()

        try await database.writer.write { db in try db.execute(sql: "UPDATE user SET bio = 'Ours' WHERE isCurrent") }
        let ours = await commits.next()
        #expect(ours == (try await changes.version()), "told as the commit completes, at the signal's value after it")

        // Another connection to the file, as another process has: heard through the signal.
        let other = try SailawayDatabase.open(in: directory)
        try await other.writer.write { db in try db.execute(sql: "UPDATE user SET bio = 'Theirs' WHERE isCurrent") }
        let theirs = await commits.next()
        #expect(theirs != nil && theirs != ours)

        // Two followers hear the same commits; one that stops following does not stop the other.
        var second = changes.commits().makeAsyncIterator()
        do { _ = changes.commits() }
        try await database.writer.write { db in try db.execute(sql: "UPDATE user SET bio = 'Again' WHERE isCurrent") }
        let again = await second.next()
        #expect(await commits.next() == again)
    }

    @Test func aCallbackHasRunWhenThisProcesssWriteReturns() async throws {
        let database = try SailawayDatabase.open(in: TestCleanup.path("callbacks"))
        let changes = try #require(database.changes)
        let calls = Mutex(0)
        changes.onEveryCommit { calls.withLock { $0 += 1 } }
        for bio in ["One", "Two", "Three"] {
            let before = calls.withLock { $0 }
            try await database.writer.write { db in try db.execute(sql: "UPDATE user SET bio = ? WHERE isCurrent", arguments: [bio]) }
            #expect(calls.withLock { $0 } > before, "called before the write returned")
        }
    }

    @Test func aDatabaseInMemoryHasNoSignal() throws {
        #expect(try SailawayDatabase.inMemory().changes == nil)
    }
}
