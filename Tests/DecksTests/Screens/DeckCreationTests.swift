@testable import Decks
import DecksInterface
import FeatureRegistry
import FeatureTesting
import Foundation
import GRDB
import SailawayDatabase
import Testing

/// Home → New Deck → blank → editor → save → Library, and starting from a fork.
@MainActor
struct DeckCreationTests {
    @Test func homeOffersNewDeckWhichAsksHowToStart() async throws {
        let app = try await decksApp()
        #expect(await app.actionLabels().contains("New Deck"))
        try await app.tap("New Deck")
        #expect(await app.screen().title == "New Deck")
        #expect(await app.actionLabels() == ["Create Blank", "Fork Existing"])
        #expect(app.stackLinks == ["sailaway://deck/new"])
    }

    @Test func aBlankDeckIsBuiltSavedAndPutInLibrary() async throws {
        let app = try await decksApp()
        let id = try await app.startBlankDeck("Tides")
        #expect(app.stackLinks == ["sailaway://deck/\(id.uuidString.lowercased())/edit"])
        try await app.tap("Add Card", "Spring tide", "The largest range, near new and full moon.")
        try await app.tap("Add Card", "Neap tide", "The smallest range, near the quarter moons.")
        #expect(await app.screen().subtitle == "Not saved yet · 2 cards")
        #expect(await app.rows(under: "Cards") == ["1. Spring tide", "2. Neap tide"])

        let saved = try await app.tap("Save")
        #expect(saved == "Saved “Tides” to your Library.")
        let detail = await app.screen()
        #expect(detail.title == "Tides")
        #expect(detail.subtitle == "By you · Private · Not rated yet")
        #expect(app.stackLinks == ["sailaway://content/deck/\(id.uuidString.lowercased())"])
        let card = try #require(detail.sections.last?.rows.first)
        #expect(card.accessibility == Accessibility(label: "Card: Spring tide"), "the deck's page gives no answer away")

        try app.selectTab("library")
        #expect(await app.rows(under: "Decks").first == "Tides")
        let body = try await app.database.writer.read { try ContentItem.find(id, kind: "deck", in: $0)?.body }
        #expect(body == "Spring tide\nThe largest range, near new and full moon.\nNeap tide\nThe smallest range, near the quarter moons.")
    }

    @Test func aNewDeckIsNotInLibraryUntilSavedAndCannotBeSavedEmpty() async throws {
        let app = try await decksApp()
        let id = try await app.startBlankDeck("Half done")
        await #expect(throws: EditError("A deck needs at least one card. Add one with “Add Card”.")) { try await app.tap("Save") }
        #expect(try await app.database.writer.read { try ContentItem.find(id, kind: "deck", in: $0) } == nil)
        try app.selectTab("library")
        #expect(await !app.rows(under: "Decks").contains("Half done"))
    }

    @Test func forkingFromTheCreationChoiceOpensTheCopyInTheEditor() async throws {
        let app = try await decksApp()
        try await app.tap("New Deck")
        try await app.tap("Fork Existing")
        #expect(await app.actionLabels() == ["Fork Essential Knots", "Fork Lights and Shapes", "Fork Sound Signals"])
        try await app.tap("Fork Essential Knots")
        #expect(await app.screen().title == "Edit “Essential Knots”")
        #expect(await app.screen().subtitle == "Saved · 6 cards")
        #expect(app.stackLinks.count == 1)
    }
}
