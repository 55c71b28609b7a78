import Foundation
import GRDB
import SailawayDatabase
import Testing

/// A new install starts with realistic content, and the links the docs print open it.
struct SampleContentTests {
    @Test func aNewDatabaseHasTheUserOtherSailorsChecklistsAndCharters() async throws {
        let database = try SailawayDatabase.inMemory()
        try await database.writer.read { db throws in
            #expect(try User.current(db).id == SampleContent.currentUser)
            #expect(try User.fetchCount(db) >= 4)
            #expect(try ContentItem.filter(Column("kind") == "checklist").fetchCount(db) >= 5)
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM charter")! >= 1)
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM checklistItem")! >= 30)
        }
    }

    @Test func thePRDsExampleLinksNameSeededContent() async throws {
        let database = try SailawayDatabase.inMemory()
        try await database.writer.read { db throws in
            let checklist = try #require(try ContentItem.find(SampleContent.preDepartureSafety, kind: "checklist", in: db))
            #expect(checklist.visibility == .public)
            #expect(try User.filter(Column("id") == SampleContent.marta).fetchOne(db)?.name == "Marta Ferrer")
            #expect(try String.fetchOne(db, sql: "SELECT name FROM charter WHERE id = ?", arguments: [SampleContent.aegeanWeek]) == "Aegean Week")
        }
    }

    @Test func someChecklistsArePublicAndSomeAreTheUsersOwn() async throws {
        let database = try SailawayDatabase.inMemory()
        try await database.writer.read { db throws in
            let checklists = try ContentItem.filter(Column("kind") == "checklist").fetchAll(db)
            #expect(checklists.contains { $0.visibility == .public && $0.authorID != SampleContent.currentUser })
            #expect(checklists.contains { $0.authorID == SampleContent.currentUser && $0.visibility == .private })
            #expect(checklists.contains { $0.authorID == SampleContent.currentUser && $0.forkedFromID != nil })
        }
    }

    @Test func decksHaveCardsGuidesHaveSectionsAndPeopleFollowEachOther() async throws {
        let database = try SailawayDatabase.inMemory()
        try await database.writer.read { db throws in
            #expect(try ContentItem.filter(Column("kind") == "deck").fetchCount(db) >= 3)
            #expect(try ContentItem.filter(Column("kind") == "guide").fetchCount(db) >= 3)
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM deckCard WHERE deckID = ?", arguments: [SampleContent.knots])! >= 5)
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM guideSection WHERE guideID = ?", arguments: [SampleContent.sternToMooring])! >= 3)
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM follow WHERE followedID = ?", arguments: [SampleContent.currentUser])! >= 1)
            let example = try #require(try ContentItem.find(SampleContent.sternToMooring, kind: "guide", in: db))
            #expect(example.title.localizedCaseInsensitiveContains("mediterranean sailing"))
        }
    }

    @Test func aDatabaseWithoutSampleContentIsEmpty() async throws {
        let database = try SailawayDatabase.inMemory(seeded: false)
        #expect(try await database.writer.read { try ContentItem.fetchCount($0) } == 0)
    }
}
