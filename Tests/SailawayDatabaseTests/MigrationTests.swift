import Foundation
import GRDB
import SailawayDatabase
import Testing

/// The schema is built by versioned migrations, from nothing or from what an older version of
/// the app left, keeping every row.
struct MigrationTests {
    @Test func anEmptyDatabaseIsMigratedToTheWholeSchema() throws {
        let queue = try DatabaseQueue()
        _ = try SailawayDatabase(queue, seeded: false)
        try queue.read { db throws in
            for table in ["user", "content", "rating", "report", "draft", "checklistSection", "checklistItem", "charter", "charterCrew", "charterChecklist", "checklistRunItem", "contentSearch"] {
                #expect(try db.tableExists(table), "missing table \(table)")
            }
            #expect(try db.viewExists("checklistRunProgress"))
        }
    }

    @Test func migratingTwiceChangesNothing() throws {
        let queue = try DatabaseQueue()
        _ = try SailawayDatabase(queue)
        let before = try queue.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM content") }
        _ = try SailawayDatabase(queue)
        #expect(try queue.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM content") } == before)
    }

    @Test func aVersion1DatabaseKeepsItsContentAndBecomesSearchable() throws {
        let queue = try DatabaseQueue()
        try SailawayDatabase.migrate(queue, upTo: "v1 sample content")
        let checklist = UUID()
        try queue.write { db throws in
            #expect(try !db.tableExists("contentSearch"))
            try db.execute(sql: "UPDATE user SET name = 'Early Adopter' WHERE isCurrent")
            var item = ContentItem(
                id: checklist, kind: "checklist", title: "Heavy weather", body: "Reef early\nStorm jib",
                authorID: SampleContent.currentUser, visibility: .public, createdAt: Date()
            )
            try item.insert(db)
        }

        _ = try SailawayDatabase(queue)

        try queue.read { db throws in
            #expect(try User.current(db).name == "Early Adopter")
            #expect(try User.fetchCount(db) == 5)
            #expect(try ContentItem.find(checklist, kind: "checklist", in: db)?.title == "Heavy weather")
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM contentSearch WHERE contentSearch MATCH 'storm'") == 1)
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM contentSearch WHERE contentSearch MATCH 'bilge'")! >= 1)
        }
    }

    @Test func aVersion2DatabaseGainsDecksGuidesAndFollowsAndKeepsItsChecklists() throws {
        let queue = try DatabaseQueue()
        try SailawayDatabase.migrate(queue, upTo: "v2 content search")
        try queue.write { db in
            try db.execute(sql: "UPDATE content SET title = 'My anchoring' WHERE id = ?", arguments: [SampleContent.anchoring])
        }

        _ = try SailawayDatabase(queue)

        try queue.read { db throws in
            #expect(try ContentItem.find(SampleContent.anchoring, kind: "checklist", in: db)?.title == "My anchoring")
            #expect(try ContentItem.find(SampleContent.knots, kind: "deck", in: db) != nil)
            #expect(try ContentItem.find(SampleContent.sternToMooring, kind: "guide", in: db) != nil)
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM follow")! > 0)
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM contentSearch WHERE contentSearch MATCH 'bowline'") == 1)
        }
    }

    @Test func draftsKeptByAVersion2DatabaseSurviveTheirNewKey() throws {
        let queue = try DatabaseQueue()
        try SailawayDatabase.migrate(queue, upTo: "v2 content search")
        let id = UUID()
        try queue.write { db in
            try db.execute(
                sql: "INSERT INTO draft (contentID, kind, payload, updatedAt) VALUES (?, 'checklist', '{\"title\":\"Half done\"}', ?)",
                arguments: [id, Date()]
            )
        }
        _ = try SailawayDatabase(queue)
        try queue.write { db in
            try Draft.keep(["step": 1], id: id, kind: "deck-review", at: Date(), in: db)
            #expect(try Draft.load([String: String].self, id: id, kind: "checklist", in: db) == ["title": "Half done"])
            #expect(try Draft.load([String: Int].self, id: id, kind: "deck-review", in: db) == ["step": 1])
        }
    }

    @Test func sampleContentIsNeverAddedToADatabaseThatHasPeople() throws {
        let queue = try DatabaseQueue()
        try SailawayDatabase.migrate(queue, upTo: "v1 charters and checklist runs")
        try queue.write { db in
            try User(id: UUID(), name: "Someone", isCurrent: true, joinedAt: Date()).insert(db)
        }
        _ = try SailawayDatabase(queue)
        #expect(try queue.read { try User.fetchCount($0) } == 1)
        #expect(try queue.read { try ContentItem.fetchCount($0) } == 0)
    }

    @Test func theMigrationsAreNamedInOrder() {
        #expect(SailawayDatabase.migrationNames.first == "v1 people and content")
        #expect(SailawayDatabase.migrationNames.last == "v4 search filter index")
    }
}
