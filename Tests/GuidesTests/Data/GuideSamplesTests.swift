import FeatureTesting
import Foundation
import GRDB
import Guides
import GuidesInterface
import SailawayDatabase
import Testing

/// A new install's guides, with their sections: the PRD's example among them.
struct GuideSamplesTests {
    @Test func guidesHaveSectionsAndThePRDsExampleIsThere() throws {
        let database = try SailawayDatabase.inMemory(with: [GuidesFeature()])
        try database.writer.read { db throws in
            #expect(try ContentItem.filter(Column("kind") == "guide").fetchCount(db) >= 3)
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM guideSection WHERE guideID = ?", arguments: [SampleGuides.sternToMooring])! >= 3)
            let example = try #require(try ContentItem.find(SampleGuides.sternToMooring, kind: "guide", in: db))
            #expect(example.title.localizedCaseInsensitiveContains("mediterranean sailing"))
        }
    }
}
