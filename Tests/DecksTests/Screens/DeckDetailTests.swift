@testable import Decks
import DecksInterface
import FeatureRegistry
import FeatureTesting
import Foundation
import GRDB
import SailawayDatabase
import Testing

/// A deck's read-only page and its review, fork, rate, share, report and author actions.
@MainActor
struct DeckDetailTests {
    private let knots = "sailaway://content/deck/\(SampleDecks.knots.uuidString.lowercased())"

    @Test func theDetailShowsCardsAuthorVisibilityRatingAndWhatIsDue() async throws {
        let app = try await decksApp()
        try app.openDeck(SampleDecks.knots)
        let screen = await app.screen()
        #expect(screen.title == "Essential Knots")
        #expect(screen.subtitle == "By Aiko Tanaka · Public · ★ 4.5 (2 ratings)")
        #expect(await app.rows(under: "Review") == ["6 cards due"])
        #expect(await app.rows(under: "Cards").prefix(2) == ["1. Bowline", "2. Clove hitch"])
        #expect(screen.sections.last?.rows.allSatisfy { $0.detail == nil } == true, "the answers are the review's to show")
        #expect(screen.actions.map(\.label) == ["Review", "Fork", "Rate", "Share", "Report"])
        #expect(screen.toolbar == screen.actions.map(\.id), "above the cards, where the eye lands first")
        #expect(screen.primaryAction == "review")
    }

    @Test func ownDecksOfferEditPublishAndDeleteButNotReport() async throws {
        let app = try await decksApp()
        try app.openDeck(SampleDecks.radioProcedure)
        #expect(await app.actionLabels() == ["Edit", "Publish", "Review", "Fork", "Share", "Delete"], "no Rate: it is your own")
    }

    @Test func theAliasLinkOpensTheDeckInHomeWhenTheBuildHasNoDiscover() async throws {
        let app = try await decksApp()
        try app.open("sailaway://content/\(SampleDecks.knots.uuidString)?type=deck")
        #expect(app.state.selectedTab == "home")
        #expect(app.stackLinks == [knots])
    }

    @Test func aDeckThatDoesNotExistOrIsSomeoneElsesPrivateOneIsNotFound() async throws {
        let app = try await decksApp()
        for id in [UUID(), SampleDecks.radioProcedure] {
            if id == SampleDecks.radioProcedure {
                try await app.database.writer.write { db in
                    try db.execute(sql: "UPDATE content SET authorID = ? WHERE id = ?", arguments: [SampleContent.marta, id])
                }
            }
            try app.openDeck(id)
            let screen = await app.screen()
            #expect(screen.kind == .notFound)
            #expect(screen.subtitle == "This deck was deleted or you don't have access.")
            try await app.tap("Go Back")
            #expect(app.state.selectedStack.isEmpty)
        }
        try app.open("sailaway://deck/\(UUID().uuidString)/review", from: .internal)
        #expect(await app.screen().kind == .notFound)
    }

    @Test func forkingCopiesIntoLibraryAndEditingTheCopyLeavesTheOriginalAlone() async throws {
        let app = try await decksApp()
        try app.openDeck(SampleDecks.knots)
        let message = try await app.tap("Fork")
        #expect(message?.text.hasPrefix("Forked “Essential Knots” into your Library") == true)
        try app.selectTab("library")
        try await app.tap("Open Essential Knots")
        #expect(await app.screen().subtitle == "By you · Private · Not rated yet · Forked from “Essential Knots”")
        try await app.tap("Edit")
        try await app.tap("Remove: Reef knot")
        try await app.tap("Edit: Bowline", "Bowline on a bight", "A loop in the middle of a line.")
        try await app.tap("Save")
        let fronts = { (id: UUID) in try await app.database.writer.read { db in
            try String.fetchAll(db, sql: "SELECT front FROM deckCard WHERE deckID = ? ORDER BY position", arguments: [id])
        } }
        #expect(try await fronts(SampleDecks.knots).count == 6)
        #expect(try await fronts(SampleDecks.knots).first == "Bowline")
        guard let forkID = app.state.selectedStack.last?.as(DeckRoute.self)?.contentScreen?.detail else {
            Issue.record("not on the fork's detail")
            return
        }
        #expect(try await fronts(forkID).count == 5)
        #expect(try await fronts(forkID).first == "Bowline on a bight")
    }

    @Test func ratingIsASheetThatRemembersTheUsersStars() async throws {
        let app = try await decksApp()
        try app.openDeck(SampleDecks.knots)
        try await app.tap("Rate")
        #expect(!app.state.presentations.isEmpty)
        #expect(await app.screen().title == "Rate “Essential Knots”")
        #expect(try await app.tap("5 Stars") == "You rated “Essential Knots” 5 stars. Thank you!")
        #expect(app.state.presentations.isEmpty)
        #expect(await app.screen().subtitle == "By Aiko Tanaka · Public · ★ 4.7 (3 ratings)")
    }

    @Test func sharingShowsTheAppAndWebLinks() async throws {
        let app = try await decksApp()
        try app.openDeck(SampleDecks.knots)
        try await app.tap("Share")
        let rows = await app.screen().sections.first?.rows ?? []
        #expect(rows.map(\.detail) == [knots, "https://sailaway.app/content/deck/\(SampleDecks.knots.uuidString.lowercased())"])
        try await app.tap("Done")
        #expect(app.state.presentations.isEmpty)
    }

    @Test func reportingRecordsTheReason() async throws {
        let app = try await decksApp()
        try app.openDeck(SampleDecks.knots)
        try await app.tap("Report")
        try await app.tap("Spam or advertising")
        let reason = try await app.database.writer.read { db in
            try String.fetchOne(db, sql: "SELECT reason FROM report WHERE contentID = ?", arguments: [SampleDecks.knots])
        }
        #expect(reason == "Spam or advertising")
    }

    @Test func showAuthorOpensTheirProfileInTheProfileTabWhenProfilesIsInTheBuild() async throws {
        let app = try await decksApp(features: [StandInProfilesFeature()])
        try app.openDeck(SampleDecks.knots)
        #expect(await app.actionLabels().last == "Show Author")
        try await app.tap("Show Author")
        #expect(app.state.selectedTab == "profile")
        #expect(app.stackLinks == ["sailaway://user/\(SampleContent.aiko.uuidString.lowercased())"])

        try app.openDeck(SampleDecks.radioProcedure)
        #expect(await !app.actionLabels().contains("Show Author"))
        try await app.relaunch(enabled: ["Decks"])
        try app.openDeck(SampleDecks.knots)
        #expect(await !app.actionLabels().contains("Show Author"))
    }
}
