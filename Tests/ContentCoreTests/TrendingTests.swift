import Checklists
import ChecklistsInterface
import ContentCore
import Foundation
import GRDB
import SailawayDatabase
import Testing

/// Trending is what other sailors made, ranked by what others think. Issue 16 found a person's
/// rating of their own content lifted it into Trending "from other sailors".
///
/// Ratings an author gave their own items before this rule (older data directories may hold
/// them) stay in the table; they no longer count toward the order.
struct TrendingTests {
    private let checklist = ContentKind("checklist")

    @Test func trendingLeavesOutTheViewersOwnItems() throws {
        let database = try SailawayDatabase.inMemory(with: [ChecklistsFeature()])
        let own = SampleChecklists.dailyBoatChecks
        try database.writer.write { db in
            try db.execute(sql: "UPDATE content SET visibility = ? WHERE id = ?", arguments: [Visibility.public, own])
            try SampleContent.insertRatings([(own, SampleContent.marta, 5), (own, SampleContent.jonas, 5)], on: "2026-11-01", in: db)
        }

        let (everyone, trending) = try database.writer.read { db in
            (
                try ContentItem.browse(kind: checklist, order: .topRated, in: db).map(\.id),
                try ContentItem.browse(kind: checklist, order: .topRated, excludingAuthor: SampleContent.currentUser, in: db).map(\.id)
            )
        }
        #expect(everyone.first == own, "top rated by others, it leads the list anyone browses")
        #expect(!trending.contains(own))
        #expect(trending == everyone.filter { $0 != own })
    }

    @Test func anAuthorsRatingOfTheirOwnItemDoesNotLiftIt() throws {
        let database = try SailawayDatabase.inMemory(with: [ChecklistsFeature()])
        let before = try database.writer.read { try ContentItem.browse(kind: checklist, order: .topRated, in: $0).map(\.id) }
        try database.writer.write { db in
            // Sam rates his own Charter Check-in, which nobody else has rated.
            try SampleContent.insertRatings([(SampleChecklists.charterCheckIn, SampleContent.sam, 5)], on: "2026-11-01", in: db)
        }

        let after = try database.writer.read { try ContentItem.browse(kind: checklist, order: .topRated, in: $0).map(\.id) }

        #expect(after == before)
        let kept = try database.writer.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM rating WHERE contentID = ? AND userID = ?", arguments: [SampleChecklists.charterCheckIn, SampleContent.sam])
        }
        #expect(kept == 1, "the row is kept")
    }
}
