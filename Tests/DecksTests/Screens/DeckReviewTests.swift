@testable import Decks
import DecksInterface
import FeatureRegistry
import FeatureTesting
import Foundation
import GRDB
import SailawayDatabase
import Testing

/// Reviewing a deck: front, reveal, grade, card after card, then a summary; every step is in
/// the database, so relaunching carries on at the same card, and the grades move the cards
/// through the Leitner boxes.
@MainActor
struct DeckReviewTests {
    private let review = "sailaway://deck/\(SampleDecks.radioProcedure.uuidString)/review"

    private func reviews(_ app: AppHarness) async throws -> [String: Int] {
        try await app.database.writer.read { db in
            let rows = try Row.fetchAll(
                db,
                sql: "SELECT deckCard.front, cardReview.box FROM cardReview JOIN deckCard ON deckCard.id = cardReview.cardID WHERE deckCard.deckID = ?",
                arguments: [SampleDecks.radioProcedure]
            )
            return Dictionary(uniqueKeysWithValues: rows.map { ($0["front"] as String, $0["box"] as Int) })
        }
    }

    @Test func aSessionShowsEachCardRevealsItGradesItAndEndsWithASummary() async throws {
        let app = try await decksApp()
        try app.openDeck(SampleDecks.radioProcedure)
        try await app.tap("Review")
        #expect(app.stackLinks.last == review.lowercased())
        var screen = await app.screen()
        #expect(screen.title == "Review “Radio Procedure”")
        #expect(screen.subtitle == "Card 1 of 4")
        #expect(screen.sections[0].rows.map(\.accessibility) == [Accessibility(label: "Card: Mayday", value: "Front")])
        #expect(screen.actions.map(\.label) == ["Reveal"])

        try await app.tap("Reveal")
        screen = await app.screen()
        #expect(screen.sections[0].rows.first?.accessibility.value == "Back shown")
        #expect(screen.sections[0].rows.last?.detail?.hasPrefix("Grave and imminent danger") == true)
        #expect(screen.actions.map(\.label) == ["Again", "Good", "Easy"])
        #expect(screen.actions.map(\.accessibility.hint) == [
            "You did not know it: box 1, due again today", "You knew it: box 2, due again tomorrow", "You knew it at once: box 3, due again in 3 days",
        ])

        #expect(try await app.tap("Again") == "Graded again. Card 2 of 4.")
        try await app.revealAndGrade("Good", "Good", "Easy")
        screen = await app.screen()
        #expect(screen.subtitle == "Reviewed 4 cards: 1 again, 2 good, 1 easy. Next due: now (1 card).")
        #expect(screen.actions.map(\.label) == ["Done", "Review Again"])
        #expect(try await reviews(app) == ["Mayday": 1, "Pan-pan": 2, "Sécurité": 2, "Channel 16": 3])

        try await app.tap("Review Again")
        #expect(await app.screen().subtitle == "Card 1 of 1")
        #expect(await app.reviewedCard()?.text == "Mayday")
    }

    @Test func aSessionSurvivesRelaunchingMidCardWithItsSideAndTally() async throws {
        let app = try await decksApp()
        try app.open(review, from: .internal)
        try await app.revealAndGrade("Good")
        try await app.tap("Reveal")
        try await app.relaunch()
        var screen = await app.screen()
        #expect(screen.subtitle == "Card 2 of 4")
        #expect(await app.reviewedCard()?.accessibility == Accessibility(label: "Card: Pan-pan", value: "Back shown"))
        try await app.tap("Easy")
        app.back()
        try app.selectTab("library")
        try await app.relaunch()
        try app.selectTab("home")
        try app.openDeck(SampleDecks.radioProcedure)
        #expect(await app.screen().sections.first?.rows.first?.detail == "Card 3 of 4")
        try await app.tap("Review")
        try await app.revealAndGrade("Good", "Good")
        screen = await app.screen()
        #expect(screen.subtitle == "Reviewed 4 cards: 0 again, 3 good, 1 easy. Next due: 3 Nov 2026 (tomorrow).")
        #expect(screen.actions.map(\.label) == ["Done"])
        try await app.tap("Done")
        #expect(await app.rows(under: "Review") == ["Nothing due: next card due on 3 Nov 2026 (tomorrow)"])
        let sessions = try await app.database.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM draft") }
        #expect(sessions == 0)
    }

    @Test func whenNothingIsDueItSaysWhenAndOffersToReviewEverything() async throws {
        let clock = TestClock()
        let app = try await decksApp(clock: clock)
        try app.open(review, from: .internal)
        try await app.revealAndGrade("Easy", "Easy", "Easy", "Easy")
        try await app.tap("Done")
        try app.open(review, from: .internal)
        #expect(await app.screen().subtitle == "Nothing due: next card due on 5 Nov 2026 (in 3 days).")
        #expect(await app.actionLabels() == ["Review All Anyway", "Done"])
        #expect(try await app.tap("Review All Anyway") == "Started a review of 4 cards.")
        #expect(await app.screen().subtitle == "Card 1 of 4")
        try await app.revealAndGrade("Easy")
        #expect(try await reviews(app)["Mayday"] == 5)

        clock.advance(days: 3)
        app.back()
        try app.openDeck(SampleDecks.radioProcedure)
        #expect(await app.rows(under: "Review") == ["Review in progress"])
    }

    @Test func editingTheDeckKeepsTheScheduleOfItsCards() async throws {
        let app = try await decksApp()
        try app.open(review, from: .internal)
        try await app.revealAndGrade("Easy")
        try app.open("sailaway://deck/\(SampleDecks.radioProcedure.uuidString)/edit", from: .internal)
        try await app.tap("Edit: Mayday", "MAYDAY", "Grave and imminent danger.")
        for _ in 1...3 { try await app.tap("Move Down: MAYDAY") }
        try await app.tap("Remove: Pan-pan")
        try await app.tap("Save")
        #expect(try await reviews(app) == ["MAYDAY": 3])
        try app.open(review, from: .internal)
        #expect(await app.screen().subtitle == "Card 2 of 3")
        #expect(await app.reviewedCard()?.text == "Sécurité")
    }

    @Test func aGradeForACardTheSessionHasLeftIsRefused() async throws {
        let app = try await decksApp()
        try app.open(review, from: .internal)
        try await app.tap("Reveal")
        let stale = await app.screen().actions[1]
        try await app.tap("Good")
        await #expect(throws: EditError.self) { try await app.session.perform(stale, inputs: [:]) }
        #expect(await app.screen().subtitle == "Card 2 of 4")
    }
}
