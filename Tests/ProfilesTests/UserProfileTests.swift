import FeatureRegistry
import FeatureTesting
import Foundation
import NavigationEngine
@testable import Profiles
import ProfilesInterface
import SailawayDatabase
import Testing

/// Another sailor's profile: opened by its link or from anywhere, their public content,
/// following and unfollowing them.
@MainActor @Suite struct UserProfileTests {
    let app: AppHarness

    init() async throws {
        app = try await AppHarness(features: [ProfilesFeature(), FakeLogbooksFeature()])
    }

    @Test func aLinkOpensTheProfileInTheProfileTab() async throws {
        try app.open(ProfileTestSupport.martaLink)
        #expect(app.state.selectedTab == .profile)
        #expect(app.stackLinks == [ProfileTestSupport.martaLink])
        let screen = await app.screen()
        #expect(screen.title == "Marta Ferrer")
        #expect(screen.subtitle == "3 followers · following 1")
        #expect(screen.actionLabels.prefix(3) == ["Unfollow", "Followers", "Following"])
        #expect(!screen.actionLabels.contains("Edit Profile"))
    }

    @Test func showingAUserFromAnotherTabSwitchesToProfile() async throws {
        try app.selectTab("home")
        _ = try await app.session.perform(.show("Show Marta", ProfileRoute.user(id: SampleContent.marta)))
        #expect(app.state.selectedTab == .profile)
        #expect(app.stackLinks == [ProfileTestSupport.martaLink])
        #expect(app.state.stack(.home).isEmpty)
    }

    @Test func theProfileListsOnlyPublicContentContributedByOtherFeatures() async throws {
        try app.open(ProfileTestSupport.martaLink)
        let screen = await app.screen()
        #expect(screen.rows(in: "Logbooks").map(\.text) == ["Man Overboard", "Pre-Departure Safety"])
        #expect(screen.rows(in: "Logbooks").first?.accessibility.label == "Logbooks: Man Overboard")
        try await app.tap("Open Pre-Departure Safety")
        #expect(app.stackLinks.last == "sailaway://logbook/550e8400-e29b-41d4-a716-446655440000")
    }

    @Test func aSailorWithNoPublicContentSaysSo() async throws {
        let app = try await AppHarness(features: [ProfilesFeature(), FakeLogbooksFeature()])
        try await app.database.writer.write { db in
            try db.execute(sql: "UPDATE content SET visibility = 'private' WHERE authorID = ?", arguments: [SampleContent.marta])
        }
        try app.open(ProfileTestSupport.martaLink)
        let section = try #require(await app.screen().sections.first { $0.heading == "Logbooks" })
        #expect(section.rows.isEmpty)
        #expect(section.emptyText == "No public logbooks yet.")
    }

    @Test func aSectionWithNothingToShowThisViewerDrawsNoHeading() async throws {
        let features: [any Feature] = [ProfilesFeature(), FakeLogbooksFeature(), PrivateServicingFeature()]
        let app = try await AppHarness(features: features)
        try app.open(ProfileTestSupport.martaLink)
        let others = await app.screen()
        #expect(others.sections.map(\.heading).contains("Logbooks"))
        #expect(!others.sections.contains { $0.heading?.contains("Servicing") == true })

        let mine = try await AppHarness(features: features)
        try mine.selectTab("profile")
        let own = try #require(await mine.screen().sections.first { $0.heading == "Your Servicing" })
        #expect(own.emptyText == "Nothing here yet.")
    }

    @Test func followingAndUnfollowingIsSavedAndSurvivesRelaunch() async throws {
        try app.open(ProfileTestSupport.link(SampleContent.jonas))
        let before = await app.screen()
        #expect(before.action(labelled: "Follow")?.accessibility == Accessibility(label: "Follow Jonas Lind", value: "Not following"))
        #expect(try await app.tap("Follow") == "You now follow Jonas Lind.")
        #expect(try await ProfileTestSupport.follows(SampleContent.currentUser, SampleContent.jonas, in: app))

        try await app.relaunch()
        let after = await app.screen()
        #expect(after.subtitle == "1 follower · following 1")
        #expect(after.action(labelled: "Unfollow")?.accessibility.value == "Following")

        #expect(try await app.tap("Unfollow") == "You no longer follow Jonas Lind.")
        try await app.relaunch()
        #expect(await app.screen().action(labelled: "Follow")?.accessibility.value == "Not following")
        #expect(try await !ProfileTestSupport.follows(SampleContent.currentUser, SampleContent.jonas, in: app))
    }

    @Test func theUsersOwnIDShowsTheOwnProfile() async throws {
        try app.open(ProfileTestSupport.link(SampleContent.currentUser))
        let screen = await app.screen()
        #expect(screen.title == "Alex Morgan")
        #expect(screen.actionLabels.contains("Edit Profile"))
        #expect(!screen.actionLabels.contains("Follow"))
    }

    @Test func anUnknownSailorIsNotFound() async throws {
        let id = UUID()
        for route in [ProfileRoute.user(id: id), .followers(id: id), .following(id: id)] {
            let screen = await app.session.composition.screen(for: AnyRoute(route), viewer: app.viewer)
            #expect(screen.kind == .notFound, "\(route)")
            #expect(screen.subtitle == "This sailor's profile does not exist or was deleted.")
            #expect(screen.actionLabels == ["Go Back"])
        }
        try app.open(ProfileTestSupport.link(id))
        #expect(await app.screen().kind == .notFound)
    }
}
