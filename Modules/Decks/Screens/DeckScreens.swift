import ContentCore
import DecksInterface
import FeatureRegistry
import Foundation
import SailawayDatabase

/// Loads the screen of every deck route: a deck's page, how to start one, its editor and its
/// review are Decks' own; the rest every kind of content shows alike (``ContentKindScreens``).
struct DeckScreens: ContentKindScreens {
    typealias KindRoute = DeckRoute

    let context: ScreenContext
    /// Decks, as the viewer may see them.
    let store: DeckStore

    init(context: ScreenContext) throws {
        self.context = context
        store = DeckStore(database: try context.database(), viewer: context.viewer, now: context.context.now, makeID: context.context.makeID)
    }

    var drafts: ContentDrafts<DeckDraft> { store.drafts }
    var forkNote: String { "Your copy is private until you publish it, and starts its own review schedule." }
    var forkShowsBylines: Bool { true }

    /// The screen of `route`.
    func screen(for route: DeckRoute) async throws -> ScreenResult {
        switch route {
        case .content(let screen): try await self.screen(for: screen)
        case .review(let id): try await ReviewScreen(store: store).load(id)
        }
    }

    func detail(_ id: UUID) async throws -> ScreenResult { try await DeckDetailScreen(store: store, context: context).load(id) }
    func start() -> Screen { TypeSelectionScreen(store: store).screen() }
    func editor(_ id: UUID) async throws -> ScreenResult { try await EditorScreen(store: store).load(id) }
    func fork(_ id: UUID) async throws -> ContentItem? { try await store.fork(id) }

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
