import FeatureRegistry
import FeatureTesting
import Foundation
import GRDB
@testable import Profiles
import SailawayDatabase
import Testing

/// Deleting the account takes its own step, then a confirmation dialog; it removes everything
/// of the user's in one go, and leaves Profile offering to create a new account.
@MainActor @Suite struct AccountDeletionTests {
    let app: AppHarness

    init() async throws {
        app = try await AppHarness(features: [ProfilesFeature(), FakeLogbooksFeature()])
        try app.selectTab("profile")
        try app.open("sailaway://settings/data", from: .internal)
    }

    @Test func deletingTakesAnExplicitStepThatSaysWhatGoes() async throws {
        try await app.tap("Delete Account…")
        #expect(app.stackLinks.last == "sailaway://settings/data/delete-account")
        let screen = await app.screen()
        #expect(screen.title == "Delete Account")
        #expect(screen.rows(in: "What Will Be Deleted").first?.text == "Your profile: Alex Morgan")
        #expect(screen.rows(in: "What Will Be Deleted").contains { $0.text == "Follows: you follow 2, 2 follow you" })
        #expect(screen.rows(in: "What Will Be Deleted").contains { $0.text == "2 passages in your logbooks" }, "another feature's holding")
        #expect(screen.actionLabels == ["Delete My Account", "Keep My Account"])
        #expect(screen.action(labelled: "Delete My Account")?.isDestructive == true)
        #expect(screen.actions.filter(\.isDestructive).count == 1)
    }

    @Test func deleteMyAccountAsksOnceMoreInAConfirmationDialog() async throws {
        try await app.tap("Delete Account…")
        try await app.tap("Delete My Account")
        #expect(app.state.presentations.map(\.style) == [.confirmationDialog])
        #expect(app.state.presentations.first.flatMap { app.session.router.links.link(for: $0.root) } == "sailaway://settings/data/delete-account/confirm")
        let dialog = await app.screen()
        #expect(dialog.title == "Delete the account of Alex Morgan?")
        #expect(dialog.subtitle == "This deletes your profile, your content and everything listed from this device. It cannot be undone.")
        #expect(dialog.actionLabels == ["Delete Account", "Cancel"])
        #expect(dialog.actions.filter(\.isDestructive).map(\.label) == ["Delete Account"])
        #expect(try await ProfileTestSupport.user(SampleContent.currentUser, in: app) != nil, "asking deletes nothing")
    }

    @Test func cancelClosesTheDialogOnThePageAndDeletesNothing() async throws {
        try await app.tap("Delete Account…")
        try await app.tap("Delete My Account")
        try await app.tap("Cancel")
        #expect(app.state.presentations.isEmpty)
        #expect(app.stackLinks.last == "sailaway://settings/data/delete-account")
        #expect(await app.screen().title == "Delete Account")
        #expect(try await ProfileTestSupport.user(SampleContent.currentUser, in: app) != nil)
    }

    @Test func keepingTheAccountGoesBackAndDeletesNothing() async throws {
        try await app.tap("Delete Account…")
        try await app.tap("Keep My Account")
        #expect(await app.screen().title == "Data Management")
        #expect(try await ProfileTestSupport.user(SampleContent.currentUser, in: app) != nil)
    }

    @Test func deletingRemovesTheUsersDataAndProfileOffersANewAccount() async throws {
        try await app.tap("Delete Account…")
        try await app.tap("Delete My Account")
        let message = try await app.tap("Delete Account")
        #expect(message == "Deleted the account of Alex Morgan and all its data.")
        #expect(app.state.presentations.map(\.style) == [.fullScreenCover], "the dialog closed, and onboarding covers the app")
        #expect(app.state.selectedTab == .profile)
        #expect(app.stackLinks.isEmpty)

        let left = try await app.database.writer.read { db in
            try [
                "SELECT COUNT(*) FROM user WHERE id = ?", "SELECT COUNT(*) FROM content WHERE authorID = ?",
                "SELECT COUNT(*) FROM passage JOIN content ON content.id = passage.logbookID WHERE content.authorID = ?", "SELECT COUNT(*) FROM follow WHERE followerID = ?1 OR followedID = ?1",
                "SELECT COUNT(*) FROM rating WHERE userID = ?",
            ].map { try Int.fetchOne(db, sql: $0, arguments: [SampleContent.currentUser]) ?? 0 }
        }
        #expect(left == [0, 0, 0, 0, 0])
        #expect(try await ProfileTestSupport.user(SampleContent.marta, in: app) != nil, "other sailors stay")
        #expect(try await ProfileTestSupport.count("passage", in: app) == 3, "other sailors' passages stay")
        #expect(try await app.database.writer.read(DeviceSailor.id) == nil, "the device has no sailor any more")

        // Without a sailor the app returns to onboarding, never to screens that fail.
        let welcome = await app.screen()
        #expect(welcome.title == "Welcome to Sailaway")
        #expect(app.state.presentations.map(\.style) == [.fullScreenCover])
        #expect(welcome.actionLabels == ["Create My Sailor Profile"], "the sample sailor was the account deleted")
        try await app.tap("Create My Sailor Profile")
        await #expect(throws: ActionError.self) { try await app.tap("Create Profile", " ") }

        #expect(try await app.tap("Create Profile", "Robin Hale") == "Welcome aboard, Robin Hale.")
        #expect(app.state.presentations.isEmpty)
        try app.selectTab("profile")
        let profile = await app.screen()
        #expect(profile.title == "Robin Hale")
        #expect(profile.subtitle == "0 followers · following 0")
        #expect(profile.rows(in: "Your Logbooks").isEmpty)
    }

    @Test func withoutASailorEveryScreenAndLinkWaitsForOnboarding() async throws {
        try await app.database.writer.write { db in try db.execute(sql: "DELETE FROM user WHERE isCurrent") }
        try await app.relaunch()
        #expect(await app.screen().title == "Welcome to Sailaway")

        try app.selectTab("profile")
        #expect(await app.screen().title == "Welcome to Sailaway", "the tab bar is under the cover")
        try app.open(ProfileTestSupport.martaLink)
        #expect(app.session.router.deferredLinks == [ProfileTestSupport.martaLink])

        try await app.tap("Create My Sailor Profile")
        try await app.tap("Create Profile", "Robin Hale")
        let marta = await app.screen()
        #expect(marta.title == "Marta Ferrer", "the link opens once onboarding is done")
        #expect(app.session.router.deferredLinks.isEmpty)
    }
}
