@testable import Decks
import DecksInterface
import FeatureRegistry
import FeatureTesting
import Foundation
import SailawayDatabase

/// The app with Decks alone, over fresh sample content, on `clock`.
@MainActor
func decksApp(clock: TestClock = TestClock(), features: [any Feature] = []) async throws -> AppHarness {
    try await AppHarness(features: [DecksFeature()] + features, now: { clock.now() })
}

extension AppHarness {
    /// Home → New Deck → Create Blank, leaving the editor of a new deck on top; returns its
    /// identifier.
    func startBlankDeck(_ title: String) async throws -> UUID {
        try selectTab("home")
        try await tap("New Deck")
        try await tap("Create Blank", title)
        guard let id = state.selectedStack.last?.as(DeckRoute.self)?.contentScreen?.editor else {
            throw ActionError("The editor is not on top: \(stackLinks)")
        }
        return id
    }

    /// In a review, reveals each card in turn and grades it as `grades` say ("Good", …).
    func revealAndGrade(_ grades: String...) async throws {
        for grade in grades {
            try await tap("Reveal")
            try await tap(grade)
        }
    }

    /// The row of the card a review shows.
    func reviewedCard() async -> ScreenRow? {
        await screen().sections.first?.rows.first
    }

    /// Opens deck `id`'s detail from a link, as from an email.
    func openDeck(_ id: UUID) throws {
        try open("sailaway://content/deck/\(id.uuidString)")
    }
}
