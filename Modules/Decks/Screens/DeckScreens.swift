import ContentCore
import DecksInterface
import FeatureRegistry
import Foundation

/// Loads the screen of every deck route.
struct DeckScreens {
    let context: ScreenContext

    /// The screen of `route`.
    func screen(for route: DeckRoute) async throws -> ScreenResult {
        let store = DeckStore(database: try context.database(), viewer: context.viewer, now: context.context.now, makeID: context.context.makeID)
        let sheets = ContentSheets(kind: .deck, context: context)
        switch route {
        case .detail(let id):
            return try await DeckDetailScreen(store: store, context: context).load(id)
        case .typeSelection:
            return .screen(TypeSelectionScreen(store: store).screen())
        case .forkPicker:
            return try await ContentForkPicker(
                kind: .deck, database: store.database, viewer: context.viewer, routes: .decks,
                note: "Your copy is private until you publish it, and starts its own review schedule.", showsBylines: true, fork: store.fork
            ).load()
        case .editor(let id):
            return try await EditorScreen(store: store).load(id)
        case .review(let id):
            return try await ReviewScreen(store: store).load(id)
        case .publish(let id): return try await sheets.screen(for: .publish, id: id, routes: .decks)
        case .rate(let id): return try await sheets.screen(for: .rate, id: id, routes: .decks)
        case .share(let id): return try await sheets.screen(for: .share, id: id, routes: .decks)
        case .report(let id): return try await sheets.screen(for: .report, id: id, routes: .decks)
        case .confirmDelete(let id): return try await ContentDialogs(kind: .deck, context: context).delete(id)
        case .confirmDiscard(let id): return try await ContentDialogs(kind: .deck, context: context).discard(id, drafts: store.drafts)
        }
    }

    /// What a route to a deck that is gone, or not the user's to see, shows.
    static let notFound = ScreenResult.notFound("This deck was deleted or you don't have access.")
}

/// How decks appear as rows.
enum DeckRows {
    /// The cards, numbered for reading (“1. Bowline”), each known by its id: with its back in
    /// the editor (`showsBacks`), its front alone on the deck's page, where a back would give
    /// away the answer a review asks for. In the editor, `actions` gives each card's own.
    static func cards(
        _ cards: [Deck.Card], showsBacks: Bool, emptyText: String = "No cards yet.", actions: (Deck.Card) -> [ActionID] = { _ in [] }
    ) -> ScreenSection {
        ScreenSection(
            "Cards",
            rows: cards.enumerated().map { index, card in
                ScreenRow(
                    "\(index + 1). \(card.front)", id: card.id.uuidString, detail: showsBacks ? card.back : nil,
                    accessibility: Accessibility(label: "Card: \(card.front)", value: showsBacks ? card.back : nil), actions: actions(card)
                )
            },
            emptyText: emptyText
        )
    }
}
