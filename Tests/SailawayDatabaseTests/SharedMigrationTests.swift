import Foundation
import GRDB
@testable import SailawayDatabase
import Testing

/// The shared tables' own history: a database the first releases wrote is brought up to date
/// keeping every row.
struct SharedMigrationTests {
    /// A database as the second release left it: people, content and search, drafts keyed by
    /// item alone.
    private func secondReleaseDatabase() throws -> DatabaseQueue {
        let queue = try DatabaseQueue()
        try queue.write { db in
            try SailawayDatabase.createPeopleAndContent(db)
            try SailawayDatabase.createContentSearch(db)
            try db.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v1 people and content'), ('v1 sample content'), ('v2 content search')")
            try User(id: SampleContent.currentUser, name: "Early Adopter", isCurrent: true, joinedAt: Date()).insert(db)
        }
        return queue
    }

    @Test func draftsKeptByASecondReleaseDatabaseSurviveTheirNewKey() throws {
        let queue = try secondReleaseDatabase()
        let id = UUID()
        try queue.write { db in
            try db.execute(
                sql: "INSERT INTO draft (contentID, kind, payload, updatedAt) VALUES (?, 'checklist', '{\"title\":\"Half done\"}', ?)",
                arguments: [id, Date()]
            )
        }

        _ = try SailawayDatabase(queue)

        try queue.write { db in
            // The drafts the release with one sailor kept are that sailor's.
            let sailor = try #require(try DeviceSailor.id(db))
            try Draft.keep(["step": 1], id: id, kind: "deck-review", owner: sailor, at: Date(), in: db)
            #expect(try Draft.load([String: String].self, id: id, kind: "checklist", owner: sailor, in: db) == ["title": "Half done"])
            #expect(try Draft.load([String: Int].self, id: id, kind: "deck-review", owner: sailor, in: db) == ["step": 1])
        }
    }

    @Test func theSamplePeopleOfTheFirstReleaseAreNotWrittenAgain() throws {
        let queue = try secondReleaseDatabase()

        _ = try SailawayDatabase(queue)

        try queue.read { db throws in
            #expect(try User.fetchCount(db) == 1)
            #expect(try User.fetchOne(db, key: DeviceSailor.id(db))?.name == "Early Adopter")
            let applied = Set(try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"))
            #expect(applied.isSuperset(of: ["sample people", "v1 sample content", "v3 drafts by kind", "v4 search filter index"]))
        }
    }
}
