@testable import Guides
import FeatureRegistry
import FeatureTesting
import Foundation
import GRDB
import GuidesInterface
import SailawayDatabase
import Testing

/// A guide's read-only page, its links, and its fork, rate, share, report and author actions.
@MainActor
struct GuideDetailTests {
    private let link = "sailaway://content/guide/550e8400-e29b-41d4-a716-446655440004"

    @Test func thePRDsExampleLinkShowsSectionsAsParagraphsWithAuthorAndRating() async throws {
        let app = try await guidesApp()
        try app.open(link)
        #expect(app.state.selectedTab == "home")
        #expect(app.stackLinks == [link])
        let screen = await app.screen()
        #expect(screen.title == "Mediterranean Sailing: Stern-to Mooring")
        #expect(screen.subtitle == "By Marta Ferrer · Public · ★ 4.7 (3 ratings)")
        #expect(screen.sections.map(\.heading) == ["1. Before you come in", "2. Dropping the anchor", "3. Backing in", "4. Made fast"])
        #expect(screen.sections[0].rows.map(\.text) == [
            "Rig fenders on both sides and lines at both stern quarters. Brief who drops the anchor and who steps ashore."
        ])
        #expect(screen.actions.map(\.label) == ["Fork", "Rate", "Share", "Report"])
    }

    @Test func theAliasWithTheTypeOpensTheSameGuide() async throws {
        let app = try await guidesApp()
        try app.open("sailaway://content/\(SampleGuides.sternToMooring.uuidString)?type=guide")
        #expect(app.state.selectedTab == "home")
        #expect(app.stackLinks == [link])
        #expect(await app.screen().title == "Mediterranean Sailing: Stern-to Mooring")
    }

    @Test func aGuideThatDoesNotExistOrIsPrivateToAnotherIsNotFound() async throws {
        let app = try await guidesApp()
        try app.open("sailaway://content/guide/\(UUID().uuidString)")
        let screen = await app.screen()
        #expect(screen.kind == .notFound)
        #expect(screen.subtitle == "This guide was deleted or you don't have access.")
        try await app.tap("Go Back")
        #expect(app.state.selectedStack.isEmpty)
    }

    @Test func ownGuidesOfferEditPublishAndDeleteButNotReportOrAuthor() async throws {
        let app = try await AppHarness(features: [GuidesFeature(), StandInProfilesFeature()])
        try app.open("sailaway://content/guide/\(SampleGuides.newCrewNotes.uuidString)")
        let screen = await app.screen()
        #expect(screen.subtitle == "By you · Private · Not rated yet")
        #expect(screen.actions.map(\.label) == ["Edit", "Publish", "Fork", "Share", "Delete"], "no Rate: it is your own")
    }

    @Test func forkingCopiesIntoLibraryAndEditingTheCopyLeavesTheOriginalAlone() async throws {
        let app = try await guidesApp()
        try app.open(link)
        let message = try await app.tap("Fork")
        #expect(message?.text.hasPrefix("Forked “Mediterranean Sailing: Stern-to Mooring” into your Library") == true)
        try app.selectTab("library")
        try await app.tap("Open Mediterranean Sailing: Stern-to Mooring")
        #expect(await app.screen().subtitle == "By you · Private · Not rated yet · Forked from “Mediterranean Sailing: Stern-to Mooring”")
        guard let forkID = app.state.selectedStack.last?.as(GuideRoute.self)?.contentScreen?.detail else {
            Issue.record("not on the fork's detail: \(app.stackLinks)")
            return
        }
        let original = try await app.savedSections(of: SampleGuides.sternToMooring)
        #expect(try await app.savedSections(of: forkID) == original)

        try await app.tap("Edit")
        try await app.tap("Remove: Made fast")
        try await app.tap("Edit Text: Before you come in", "Fenders both sides.")
        try await app.tap("Save")
        #expect(try await app.savedSections(of: SampleGuides.sternToMooring) == original)
        #expect(try await app.savedSections(of: forkID) == [["Before you come in", "Fenders both sides."]] + original[1...2])
    }

    @Test func ratingIsASheetThatRemembersTheUsersStars() async throws {
        let app = try await guidesApp()
        try app.open(link)
        try await app.tap("Rate")
        #expect(!app.state.presentations.isEmpty)
        #expect(try await app.tap("5 Stars") == "You rated “Mediterranean Sailing: Stern-to Mooring” 5 stars. Thank you!")
        #expect(app.state.presentations.isEmpty)
        #expect(await app.screen().subtitle == "By Marta Ferrer · Public · ★ 4.8 (4 ratings)")
        try await app.tap("Rate")
        #expect(await app.screen().actions[4].accessibility.value == "Your rating")
    }

    @Test func sharingShowsTheAppAndWebLinks() async throws {
        let app = try await guidesApp()
        try app.open(link)
        try await app.tap("Share")
        let rows = await app.screen().sections.first?.rows ?? []
        #expect(rows.map(\.detail) == [link, "https://sailaway.app/content/guide/550e8400-e29b-41d4-a716-446655440004"])
    }

    @Test func reportingRecordsTheReason() async throws {
        let app = try await guidesApp()
        try app.open(link)
        try await app.tap("Report")
        try await app.tap("Unsafe or wrong advice")
        #expect(app.state.presentations.isEmpty)
        let reason = try await app.database.writer.read { db in
            try String.fetchOne(db, sql: "SELECT reason FROM report WHERE contentID = ?", arguments: [SampleGuides.sternToMooring])
        }
        #expect(reason == "Unsafe or wrong advice")
    }

    @Test func showAuthorOpensTheirProfileInTheProfileTab() async throws {
        let app = try await AppHarness(features: [GuidesFeature(), StandInProfilesFeature()])
        try app.open(link)
        #expect(await app.screen().actions.map(\.label) == ["Fork", "Rate", "Share", "Report", "Show Author"])
        try await app.tap("Show Author")
        #expect(app.state.selectedTab == "profile")
        #expect(app.stackLinks == ["sailaway://user/\(SampleContent.marta.uuidString.lowercased())"])
    }

    @Test func showAuthorIsAbsentWhenProfilesIsNotEnabled() async throws {
        let app = try await AppHarness(features: [GuidesFeature(), StandInProfilesFeature()], enabled: ["Guides"])
        try app.open(link)
        #expect(await !app.screen().actions.map(\.label).contains("Show Author"))
    }
}
