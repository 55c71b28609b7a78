@testable import Checklists
import ChecklistsInterface
import FeatureRegistry
import FeatureTesting
import Foundation
import GRDB
import SailawayDatabase
import Testing

/// A checklist's read-only page and its fork, rate, share and report actions.
@MainActor
struct ChecklistDetailTests {
    private let link = "sailaway://content/checklist/\(SampleChecklists.preDepartureSafety.uuidString)"

    @Test func theDetailShowsSectionsItemsAuthorVisibilityAndRating() async throws {
        let app = try await checklistsApp()
        try app.open(link)
        let screen = await app.screen()
        #expect(screen.title == "Pre-Departure Safety")
        #expect(screen.subtitle == "By Marta Ferrer · Public · ★ 4.7 (3 ratings)")
        #expect(screen.sections.first?.heading == "1. Safety gear")
        let bilge = try #require(screen.sections[1].rows.first)
        #expect(bilge.accessibility.label == "Checklist item: Bilge pump")
        #expect(screen.actions.map(\.label) == ["Fork", "Rate", "Share", "Report"])
    }

    @Test func aPublicLinkOpensInHomeWhenTheBuildHasNoDiscover() async throws {
        let app = try await checklistsApp()
        try app.open("sailaway://content/\(SampleChecklists.preDepartureSafety.uuidString)?type=checklist")
        #expect(app.state.selectedTab == "home")
        #expect(app.stackLinks == [link.lowercased()])
    }

    @Test func aChecklistThatDoesNotExistOrIsSomeoneElsesPrivateOneIsNotFound() async throws {
        let app = try await checklistsApp()
        try app.open("sailaway://content/checklist/\(UUID().uuidString)")
        let screen = await app.screen()
        #expect(screen.kind == .notFound)
        #expect(screen.subtitle == "This checklist was deleted or you don't have access.")
        #expect(screen.actions.map(\.label) == ["Go Back"])
        try await app.tap("Go Back")
        #expect(app.state.selectedStack.isEmpty)
    }

    @Test func forkingCopiesIntoLibraryAndLeavesTheOriginalAlone() async throws {
        let app = try await checklistsApp()
        try app.open(link)
        let message = try await app.tap("Fork")
        #expect(message?.text.hasPrefix("Forked “Pre-Departure Safety” into your Library") == true)
        try app.selectTab("library")
        try await app.tap("Open Pre-Departure Safety")
        #expect(await app.screen().subtitle == "By you · Private · Not rated yet · Forked from “Pre-Departure Safety”")
        try await app.tap("Edit")
        try await app.tap("Remove: Crew briefing")
        try await app.tap("Save")
        let sections = { (id: UUID) in try await app.database.writer.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM checklistSection WHERE checklistID = ?", arguments: [id])
        } }
        #expect(try await sections(SampleChecklists.preDepartureSafety) == 4)
        let forkID = try #require(app.state.selectedStack.last?.as(ChecklistRoute.self)?.contentScreen?.detail, "not on the fork's detail")
        #expect(try await sections(forkID) == 3)
    }

    @Test func ratingIsASheetThatRemembersTheUsersStars() async throws {
        let app = try await checklistsApp()
        try app.open(link)
        try await app.tap("Rate")
        #expect(!app.state.presentations.isEmpty)
        #expect(await app.screen().actions.count == 6)
        let message = try await app.tap("4 Stars")
        #expect(message == "You rated “Pre-Departure Safety” 4 stars. Thank you!")
        #expect(app.state.presentations.isEmpty)
        #expect(await app.screen().subtitle == "By Marta Ferrer · Public · ★ 4.5 (4 ratings)")
        try await app.tap("Rate")
        #expect(await app.screen().actions[3].accessibility.value == "Your rating")
    }

    @Test func sharingShowsTheAppAndWebLinks() async throws {
        let app = try await checklistsApp()
        try app.open(link)
        try await app.tap("Share")
        let rows = await app.screen().sections.first?.rows ?? []
        #expect(rows.map(\.detail) == [link.lowercased(), "https://sailaway.app/content/checklist/\(SampleChecklists.preDepartureSafety.uuidString.lowercased())"])
    }

    @Test func reportingRecordsTheReason() async throws {
        let app = try await checklistsApp()
        try app.open(link)
        try await app.tap("Report")
        try await app.tap("Unsafe or wrong advice")
        #expect(app.state.presentations.isEmpty)
        let reason = try await app.database.writer.read { db in
            try String.fetchOne(db, sql: "SELECT reason FROM report WHERE contentID = ?", arguments: [SampleChecklists.preDepartureSafety])
        }
        #expect(reason == "Unsafe or wrong advice")
    }

    @Test func showAuthorSwitchesToProfileWithTheAuthorsProfile() async throws {
        let app = try await AppHarness(features: [ChecklistsFeature(), StandInProfilesFeature()])
        try app.open(link)
        #expect(app.state.selectedTab == "home")
        try await app.tap("Show Author")
        #expect(app.state.selectedTab == "profile")
        #expect(app.stackLinks == ["sailaway://user/\(SampleContent.marta.uuidString.lowercased())"])
        #expect(app.state.stack("home").count == 1, "the tab the user came from keeps its stack")
    }

    @Test func ownChecklistsOfferEditPublishAndDeleteButNotReport() async throws {
        let app = try await checklistsApp()
        try app.open("sailaway://checklist/\(SampleChecklists.nightWatch.uuidString)/preview", from: .internal)
        try app.open("sailaway://content/checklist/\(SampleChecklists.nightWatch.uuidString)")
        #expect(await app.screen().actions.map(\.label) == ["Edit", "Publish", "Fork", "Share", "Delete"], "no Rate: it is your own")
    }
}
