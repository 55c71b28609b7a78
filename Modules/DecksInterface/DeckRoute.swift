import AppShellInterface
import FeatureRegistry
import Foundation
import NavigationEngine
import SearchInterface

/// The screens of Decks: flashcard decks, their editor and review sessions.
@CasePathable
public enum DeckRoute: Route {
    /// A deck, read-only: its cards, author, visibility, rating.
    case detail(id: UUID)
    /// How to start a new deck: blank, or a fork of an existing one.
    case typeSelection
    /// The decks one can fork to start from.
    case forkPicker
    /// The editor of a deck's cards (its unsaved edits, or the saved deck).
    case editor(id: UUID)
    /// Choosing who may see a deck.
    case publish(id: UUID)
    /// A review session: the due cards, one at a time, graded again, good or easy.
    case review(id: UUID)
    /// The rating sheet.
    case rate(id: UUID)
    /// The share sheet.
    case share(id: UUID)
    /// The report sheet.
    case report(id: UUID)
    /// The confirmation dialog before the user's own deck is deleted.
    case confirmDelete(id: UUID)
    /// The alert before the editor's unsaved changes to a deck are discarded.
    case confirmDiscard(id: UUID)

    /// The links of every screen. A deck's detail is public and opens in Discover, or in
    /// Home in a build without Discover; everything else is internal.
    public static let links: [LinkPattern<DeckRoute>] = [
        LinkPattern(
            "content/deck/{id}", aliases: ["content/{id}?type=deck"], .public, opensIn: [.discover, .home],
            case: \.detail
        ),
        LinkPattern("deck/new", .internal, case: \.typeSelection),
        LinkPattern(
            "deck/new/fork", .internal,
            case: \.forkPicker,
            parents: { [AnyRoute(DeckRoute.typeSelection)] }
        ),
        LinkPattern("deck/{id}/edit", .internal, case: \.editor),
        LinkPattern(
            "deck/{id}/publish", .internal,
            case: \.publish,
            parents: { id in [AnyRoute(DeckRoute.detail(id: id))] }
        ),
        LinkPattern(
            "deck/{id}/review", .internal,
            case: \.review,
            parents: { id in [AnyRoute(DeckRoute.detail(id: id))] }
        ),
        LinkPattern("deck/{id}/rate", .internal, presentation: .sheet, case: \.rate),
        LinkPattern("deck/{id}/share", .internal, presentation: .sheet, case: \.share),
        LinkPattern("deck/{id}/report", .internal, presentation: .sheet, case: \.report),
        LinkPattern("deck/{id}/delete", .internal, presentation: .confirmationDialog, case: \.confirmDelete),
        LinkPattern("deck/{id}/discard", .internal, presentation: .alert, case: \.confirmDiscard),
    ]

    /// The kind decks have in the shared content table.
    public static let contentKind = "deck"
}

extension FeatureDeclaration {
    /// Decks, by its links: what a build knows of it whether or not it compiles it in.
    public static let decks = FeatureDeclaration(
        name: "Decks", links: DeckRoute.links.map(\.erased),
        sampleLinks: ["sailaway://content/deck/550e8400-e29b-41d4-a716-446655440003"]
    )
}
