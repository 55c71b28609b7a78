import FeatureRegistry
import FeatureTesting
import Foundation
@testable import Profiles
import SailawayDatabase
import Testing

/// The Profile tab's root, the user's own profile, and editing the name and bio.
@MainActor @Suite struct OwnProfileTests {
    let app: AppHarness

    init() async throws {
        app = try await AppHarness(features: [ProfilesFeature(), FakeLogbooksFeature()])
        try app.selectTab("profile")
    }

    @Test func theRootIsTheUsersOwnProfile() async throws {
        let screen = await app.screen()
        #expect(screen.title == "Alex Morgan")
        #expect(screen.subtitle == "2 followers · following 2")
        #expect(screen.row(labelled: "Bio")?.accessibility.value == "Weekend skipper, learning the ropes of bareboat chartering.")
        #expect(screen.row(labelled: "Joined")?.accessibility.value == "March 2026")
        #expect(Array(screen.actionLabels.prefix(4)) == ["Edit Profile", "Followers", "Following", "Settings"])
    }

    @Test func theOwnProfileListsTheUsersContentLabelledAsTheirs() async throws {
        let screen = await app.screen()
        let titles = screen.rows(in: "Your Logbooks").map(\.text)
        #expect(titles.contains("Daily Boat Checks"), "private items are listed to their author")
        #expect(titles.contains("Night Watch Handover"))
        #expect(screen.actionLabels.contains("Open Daily Boat Checks"))
        try await app.tap("Open Daily Boat Checks")
        #expect(app.stackLinks == ["sailaway://logbook/5a11c4ec-0000-4000-8000-000000000006"])
    }

    @Test func settingTheNameAndBioSavesThemAtOnce() async throws {
        try await app.tap("Edit Profile")
        #expect(app.stackLinks == ["sailaway://profile/edit"])
        #expect(try await app.tap("Set Name", "  Alex Morgan-Reyes ") == "Saved your name: Alex Morgan-Reyes.")
        #expect(try await app.tap("Set Bio", "Skipper of Meltemi.") == "Saved your bio.")
        #expect(await app.screen().row(labelled: "Name")?.accessibility.value == "Alex Morgan-Reyes")

        try await app.relaunch()
        app.back()
        let profile = await app.screen()
        #expect(profile.title == "Alex Morgan-Reyes")
        #expect(profile.row(labelled: "Bio")?.accessibility.value == "Skipper of Meltemi.")
    }

    @Test func anEmptyBioClearsIt() async throws {
        try await app.tap("Edit Profile")
        #expect(try await app.tap("Set Bio", "   ") == "Cleared your bio.")
        #expect(try await ProfileTestSupport.user(SampleContent.currentUser, in: app)?.bio == "")
        #expect(await app.screen().row(labelled: "Bio")?.accessibility.value == "None")
    }

    @Test func refusedNamesAndBiosChangeNothing() async throws {
        let before = try await ProfileTestSupport.user(SampleContent.currentUser, in: app)
        try await app.tap("Edit Profile")
        await #expect(throws: ActionError("Set Name — Your name: It cannot be empty. Nothing was changed.")) {
            try await app.tap("Set Name", "   ")
        }
        await #expect(throws: ActionError("Set Name — Your name: It is 61 characters long; the most is 60. Nothing was changed.")) {
            try await app.tap("Set Name", String(repeating: "a", count: 61))
        }
        #expect(await app.screen().actions.first { $0.label == "Set Bio" }?.inputs.first?.limit == 300, "the limit is said before it refuses")
        await #expect(throws: ActionError("Set Bio — A few words about you (empty clears it): It is 301 characters long; the most is 300. Nothing was changed.")) {
            try await app.tap("Set Bio", String(repeating: "b", count: 301))
        }
        #expect(try await ProfileTestSupport.user(SampleContent.currentUser, in: app) == before)
        #expect(app.stackLinks == ["sailaway://profile/edit"])
    }

    @Test func theLongestNameAndBioAreAccepted() async throws {
        try await app.tap("Edit Profile")
        try await app.tap("Set Name", String(repeating: "n", count: 60))
        try await app.tap("Set Bio", String(repeating: "b", count: 300))
        let user = try #require(try await ProfileTestSupport.user(SampleContent.currentUser, in: app))
        #expect(user.name.count == 60)
        #expect(user.bio.count == 300)
    }

    @Test func aFailingContentSectionSaysSoAndTheProfileStillShows() async throws {
        let app = try await AppHarness(features: [ProfilesFeature(), FailingSectionFeature()])
        try app.selectTab("profile")
        let screen = await app.screen()
        #expect(screen.title == "Alex Morgan")
        let section = try #require(screen.sections.first { $0.heading == "Your Broken Things" })
        #expect(section.emptyText == "Could not be loaded: the logbook shelf is flooded")
    }
}
