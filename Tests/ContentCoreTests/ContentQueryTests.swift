import ChecklistsInterface
import Checklists
import ContentCore
import FeatureTesting
import Foundation
import GRDB
import SailawayDatabase
import Testing

/// The lists every content feature shows: bounded, recent first, on indexes, and only what the
/// person may see.
struct ContentQueryTests {
    private let checklist = ContentKind("checklist")

    @Test func publicItemsAreRecentFirstAndBounded() throws {
        let database = try SailawayDatabase.inMemory(with: [ChecklistsFeature()])
        let items = try database.writer.read { try ContentItem.publicItems(kind: checklist, limit: 3, in: $0) }
        #expect(items.count == 3)
        #expect(items.map(\.updatedAt) == items.map(\.updatedAt).sorted(by: >))
        #expect(items.allSatisfy { $0.visibility == .public })
    }

    @Test func othersSeeOnlyAnAuthorsPublicItems() throws {
        let database = try SailawayDatabase.inMemory(with: [ChecklistsFeature()])
        try database.writer.read { db throws in
            let own = try ContentItem.authored(by: SampleContent.currentUser, kind: checklist, visibleTo: SampleContent.currentUser, in: db)
            let seenByMarta = try ContentItem.authored(by: SampleContent.currentUser, kind: checklist, visibleTo: SampleContent.marta, in: db)
            #expect(own.count == 4)
            #expect(seenByMarta.isEmpty)
        }
    }

    @Test func privateContentIsVisibleOnlyToItsAuthorAndUnlistedToAnyoneWithTheLink() throws {
        let database = try SailawayDatabase.inMemory(with: [ChecklistsFeature()])
        try database.writer.read { db throws in
            #expect(try ContentItem.visible(SampleChecklists.dailyBoatChecks, kind: checklist, to: SampleContent.marta, in: db) == nil)
            #expect(try ContentItem.visible(SampleChecklists.dailyBoatChecks, kind: checklist, to: SampleContent.currentUser, in: db) != nil)
            #expect(try ContentItem.visible(SampleChecklists.nightWatch, kind: checklist, to: SampleContent.marta, in: db) != nil)
            #expect(try ContentItem.visible(SampleChecklists.nightWatch, kind: ContentKind("deck"), to: SampleContent.currentUser, in: db) == nil)
        }
    }

    @Test(arguments: [
        "SELECT * FROM content WHERE visibility = 'public' AND kind = 'checklist' ORDER BY updatedAt DESC LIMIT 50",
        "SELECT * FROM content WHERE authorID = x'00' AND kind = 'checklist' ORDER BY updatedAt DESC LIMIT 50",
    ])
    func listQueriesUseAnIndexAndNeedNoSort(_ sql: String) throws {
        let database = try SailawayDatabase.inMemory(with: [ChecklistsFeature()])
        let plan = try database.writer.read { db throws in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN \(sql)").map { $0["detail"] as String }
        }
        #expect(plan.contains { $0.contains("USING INDEX content_by") }, "\(plan)")
        #expect(!plan.contains { $0.contains("TEMP B-TREE") }, "\(plan)")
    }
}
