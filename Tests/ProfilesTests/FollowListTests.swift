import FeatureRegistry
import FeatureTesting
import Foundation
@testable import Profiles
import SailawayDatabase
import Testing

/// Who follows a sailor and whom they follow: most recent first, each opening a profile.
@MainActor @Suite struct FollowListTests {
    let app: AppHarness

    init() async throws {
        app = try await AppHarness(features: [ProfilesFeature()])
        try app.selectTab("profile")
    }

    @Test func theUsersFollowersOpenTheirProfiles() async throws {
        try await app.tap("Followers")
        let screen = await app.screen()
        #expect(screen.title == "Followers of Alex Morgan")
        #expect(screen.subtitle == "2 sailors")
        #expect(screen.rows(in: nil).map(\.text) == ["Jonas Lind", "Marta Ferrer"])
        #expect(screen.rows(in: nil).first?.accessibility.label == "Sailor: Jonas Lind")
        try await app.tap("Open Marta Ferrer")
        #expect(app.stackLinks == ["sailaway://user/5a11a4a7-0000-4000-8000-000000000001/followers", ProfileTestSupport.martaLink])
        #expect(await app.screen().title == "Marta Ferrer")
    }

    @Test func whomTheUserFollowsIsMostRecentFirst() async throws {
        try await app.database.writer.write { db in
            try db.execute(
                sql: "INSERT INTO follow (followerID, followedID, followedAt) VALUES (?, ?, ?)",
                arguments: [SampleContent.currentUser, SampleContent.sam, Date(timeIntervalSince1970: 1_800_000_000)]
            )
        }
        try await app.tap("Following")
        let screen = await app.screen()
        #expect(screen.title == "Alex Morgan Follows")
        #expect(screen.rows(in: nil).map(\.text) == ["Sam Okafor", "Aiko Tanaka", "Marta Ferrer"])
        #expect(screen.actionLabels == ["Open Sam Okafor", "Open Aiko Tanaka", "Open Marta Ferrer"])
    }

    @Test func anEmptyListSaysSo() async throws {
        try app.open(ProfileTestSupport.link(SampleContent.jonas))
        try await app.tap("Followers")
        let screen = await app.screen()
        #expect(screen.subtitle == "0 sailors")
        #expect(screen.sections.first?.emptyText == "No followers yet.")
        #expect(screen.actions.isEmpty)
    }

    @Test func aLongListIsBoundedAndSaysHowManyItShows() async throws {
        let store = ProfileStore(database: app.database, viewer: app.viewer, now: { Date() }, makeID: { UUID() })
        try await app.database.writer.write { db in
            for number in 0..<5 {
                let id = UUID()
                try User(id: id, name: "Sailor \(number)", joinedAt: Date()).insert(db)
                try db.execute(
                    sql: "INSERT INTO follow (followerID, followedID, followedAt) VALUES (?, ?, ?)",
                    arguments: [id, SampleContent.sam, Date(timeIntervalSince1970: Double(1_800_000_000 + number))]
                )
            }
        }
        let list = try #require(try await store.followList(.followers, of: SampleContent.sam, limit: 3))
        #expect(list.entries.map(\.name) == ["Sailor 4", "Sailor 3", "Sailor 2"])
        #expect(list.total == 5)
    }
}
