@testable import Decks
import DecksInterface
import FeatureRegistry
import FeatureTesting
import Foundation
import GRDB
import SailawayDatabase
import Testing

/// Deleting one of your own decks asks in a confirmation dialog and takes its cards, review
/// boxes and session with it; discarding the editor's changes asks in an alert.
@MainActor
struct DeckDeletionTests {
    private nonisolated static let id = SampleDecks.radioProcedure

    /// How many rows of `table` are about the deck, by `column` or through its cards.
    private func count(_ sql: String, in app: AppHarness) async throws -> Int {
        try await app.database.writer.read { db in try Int.fetchOne(db, sql: sql, arguments: [Self.id]) ?? 0 }
    }

    @Test func deletingADeckTakesItsCardsReviewsAndSessionAndLeavesItsPage() async throws {
        let app = try await decksApp()
        try app.selectTab("library")
        try app.open("sailaway://content/deck/\(Self.id.uuidString)", from: .internal)
        try await app.tap("Review")
        try await app.revealAndGrade("Good")
        app.back()

        try await app.tap("Delete")
        let dialog = await app.screen()
        #expect(dialog.title == "Delete “Radio Procedure”?")
        #expect(dialog.actions.map(\.label) == ["Delete", "Cancel"])
        #expect(try await app.tap("Delete") == "Deleted “Radio Procedure”.")

        #expect(app.state.presentations.isEmpty)
        #expect(app.stackLinks.isEmpty)
        #expect(await !app.rows(under: "Decks").contains("Radio Procedure"))
        #expect(try await count("SELECT COUNT(*) FROM deckCard WHERE deckID = ?", in: app) == 0)
        #expect(try await count("SELECT COUNT(*) FROM cardReview WHERE cardID IN (SELECT id FROM deckCard WHERE deckID = ?)", in: app) == 0)
        #expect(try await count("SELECT COUNT(*) FROM draft WHERE contentID = ?", in: app) == 0, "the review session")
    }

    @Test func discardChangesAsksInAnAlertAndDiscardForgetsThem() async throws {
        let app = try await decksApp()
        try app.open("sailaway://deck/\(Self.id.uuidString)/edit", from: .internal)
        try await app.tap("Rename Deck", "VHF")
        try await app.tap("Discard Changes")
        #expect(app.state.presentations.map(\.style) == [.alert])
        #expect(await app.screen().title == "Discard changes to “VHF”?")
        try await app.tap("Keep Editing")
        #expect(await app.screen().title == "Edit “VHF”")
        try await app.tap("Discard Changes")
        #expect(try await app.tap("Discard") == "Discarded the unsaved changes.")
        #expect(await app.screen().title == "Edit “Radio Procedure”")
    }
}
