import Checklists
import ChecklistsInterface
import FeatureTesting
import Foundation
import GRDB
import SailawayDatabase
import Testing

/// A new install's checklists: the sailors' public ones, the user's own and a fork, with
/// sections, items and ratings, searchable, in a build of Checklists alone.
struct ChecklistSamplesTests {
    @Test func aNewDatabaseHasPublicPrivateAndForkedChecklistsWithTheirItems() throws {
        let database = try SailawayDatabase.inMemory(with: [ChecklistsFeature()])
        try database.writer.read { db throws in
            let checklists = try ContentItem.filter(Column("kind") == "checklist").fetchAll(db)
            #expect(checklists.count == 9)
            #expect(checklists.contains { $0.visibility == .public && $0.authorID != SampleContent.currentUser })
            #expect(checklists.contains { $0.authorID == SampleContent.currentUser && $0.visibility == .private })
            #expect(checklists.contains { $0.id == SampleChecklists.myCheckIn && $0.forkedFromID == SampleChecklists.charterCheckIn })
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM checklistItem")! >= 30)
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM rating")! >= 5)
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM checklistRunItem") == 0, "runs start empty")
        }
    }

    @Test func thePRDsExampleChecklistLinkNamesMartasPublicChecklist() throws {
        let database = try SailawayDatabase.inMemory(with: [ChecklistsFeature()])
        let checklist = try #require(try database.writer.read { try ContentItem.find(SampleChecklists.preDepartureSafety, kind: "checklist", in: $0) })
        #expect(checklist.title == "Pre-Departure Safety")
        #expect(checklist.visibility == .public)
        #expect(checklist.authorID == SampleContent.marta)
    }

    @Test func theSamplesAreSearchableByTheirItems() throws {
        let database = try SailawayDatabase.inMemory(with: [ChecklistsFeature()])
        let titles = try database.writer.read { db throws in
            try String.fetchAll(
                db,
                sql: "SELECT content.title FROM contentSearch JOIN content ON content.rowID = contentSearch.rowid WHERE contentSearch MATCH 'bilge'"
            )
        }
        #expect(titles.contains("Pre-Departure Safety"))
    }
}
