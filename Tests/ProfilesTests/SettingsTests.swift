import FeatureRegistry
import FeatureTesting
import Foundation
import NavigationEngine
@testable import Profiles
import ProfilesInterface
import SailawayDatabase
import Testing

/// The settings tree: every page loads from Settings, tells the truth, and notifications are
/// kept.
@MainActor @Suite struct SettingsTests {
    let app: AppHarness

    init() async throws {
        app = try await AppHarness(features: [ProfilesFeature(), FakeLogbooksFeature()])
        try app.selectTab("profile")
        try app.open("sailaway://settings", from: .internal)
    }

    @Test func settingsLeadsToEveryPageAndDataManagement() async throws {
        let screen = await app.screen()
        #expect(screen.title == "Settings")
        #expect(screen.actionLabels == ["Account", "Sync Status", "Privacy", "Notifications", "Navigation", "About", "Data Management"])
        for page in SettingsPage.allCases {
            try await app.tap(page.title)
            let pageScreen = await app.screen()
            #expect(pageScreen.title == page.title)
            #expect(pageScreen.kind == .content)
            #expect(app.stackLinks.last == "sailaway://settings/\(page.rawValue)")
            app.back()
        }
        try await app.tap("Data Management")
        #expect(await app.screen().title == "Data Management")
    }

    @Test func accountSaysWhoAndWhere() async throws {
        try await app.tap("Account")
        let screen = await app.screen()
        #expect(screen.row(labelled: "Name")?.accessibility.value == "Alex Morgan")
        #expect(screen.row(labelled: "Member since")?.accessibility.value?.hasSuffix("2026") == true)
        #expect(screen.subtitle == "Signed in on this device only: everything stays on it.", "what the host says: a device that does not sync")
    }

    @Test func syncStatusIsTruthfulAndCountsFromTheDatabase() async throws {
        try await app.tap("Sync Status")
        let screen = await app.screen()
        #expect(screen.subtitle == "This device keeps everything to itself; it does not sync.")
        let counts = try await app.database.writer.read { db in
            (try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM content WHERE authorID = ?", arguments: [SampleContent.currentUser]) ?? 0,
             try Int.fetchOne(
                db, sql: "SELECT COUNT(*) FROM passage JOIN content ON content.id = passage.logbookID WHERE content.authorID = ?",
                arguments: [SampleContent.currentUser]
             ) ?? 0)
        }
        #expect(screen.row(labelled: "Content")?.accessibility.value?.hasPrefix("\(counts.0) (") == true)
        #expect(counts.1 == 2)
        #expect(screen.row(labelled: "Passages")?.accessibility.value == "\(counts.1)", "each feature's holding, counted by the feature")
        #expect(screen.row(labelled: "Follows")?.accessibility.value == "4")
        #expect(screen.row(labelled: "Last change")?.accessibility.value != "No changes yet")
    }

    @Test func privacyExplainsWhoSeesWhat() async throws {
        try await app.tap("Privacy")
        let screen = await app.screen()
        #expect(screen.row(labelled: "Private")?.accessibility.value?.hasPrefix("Only on this device") == true)
        #expect(screen.row(labelled: "Public")?.accessibility.value?.hasPrefix("Appears in Discover") == true)
    }

    @Test func aboutShowsTheAppVersionAndDataDirectory() async throws {
        try await app.tap("About")
        let screen = await app.screen()
        #expect(screen.row(labelled: "App")?.accessibility.value == "Sailaway")
        #expect(screen.row(labelled: "Version")?.accessibility.value?.isEmpty == false)
        #expect(screen.row(labelled: "Data directory")?.accessibility.value == app.directory.path)
    }

    @Test func notificationSettingsAreKeptAcrossRelaunch() async throws {
        try await app.tap("Notifications")
        #expect(await app.screen().row(labelled: "Charter Reminders")?.accessibility.value == "On")
        #expect(try await app.tap("Turn Off Charter Reminders") == "Charter Reminders off.")
        try await app.relaunch()
        let screen = await app.screen()
        #expect(screen.row(labelled: "Charter Reminders")?.accessibility.value == "Off")
        #expect(screen.row(labelled: "New Followers")?.accessibility.value == "On")
        #expect(screen.actionLabels.contains("Turn On Charter Reminders"))
        try await app.tap("Turn On Charter Reminders")
        #expect(await app.screen().row(labelled: "Charter Reminders")?.accessibility.value == "On")
    }
}
