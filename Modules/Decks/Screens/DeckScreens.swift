import ContentCore
import DecksInterface
import FeatureRegistry
import Foundation

/// Loads the screen of every deck route.
struct DeckScreens {
    let context: ScreenContext

    /// The screen of `route`.
    func screen(for route: DeckRoute) async throws -> ScreenResult {
        let store = DeckStore(database: try context.database(), now: context.context.now, makeID: context.context.makeID)
        let sheets = ContentSheets(kind: .deck, context: context)
        switch route {
        case .detail(let id):
            return try await DeckDetailScreen(store: store, context: context).load(id)
        case .typeSelection:
            return .screen(TypeSelectionScreen(store: store).screen())
        case .forkPicker:
            return try await ForkPickerScreen(store: store).load()
        case .editor(let id):
            return try await EditorScreen(store: store).load(id)
        case .publish(let id):
            return try await PublishScreen(kind: .deck, context: context).screen(id)
        case .review(let id):
            return try await ReviewScreen(store: store).load(id)
        case .rate(let id):
            return try await sheets.rate(id)
        case .share(let id):
            return try await sheets.share(id, detail: DeckRoute.detail(id: id))
        case .report(let id):
            return try await sheets.report(id)
        }
    }

    /// What a route to a deck that is gone, or not the user's to see, shows.
    static let notFound = ScreenResult.notFound("This deck was deleted or you don't have access.")
}

/// How decks appear as rows.
enum DeckRows {
    /// The cards, numbered as the editor names them (“1. Bowline”), each with its back.
    static func cards(_ cards: [Deck.Card], emptyText: String = "No cards yet.") -> ScreenSection {
        ScreenSection(
            "Cards",
            rows: cards.enumerated().map { index, card in
                ScreenRow("\(index + 1). \(card.front)", detail: card.back, accessibility: Accessibility(label: "Card: \(card.front)", value: card.back))
            },
            emptyText: emptyText
        )
    }
}
