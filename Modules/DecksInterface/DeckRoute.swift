import AppShellInterface
import ContentInterface
import FeatureRegistry
import Foundation
import NavigationEngine
import SearchInterface

/// The screens of Decks: flashcard decks, their editor and review sessions.
@CasePathable
public enum DeckRoute: ContentKindRoute {
    /// A deck's page, its editor, its sheets and its dialogs: what every kind of content has.
    case content(ContentScreen)
    /// A review session: the due cards, one at a time, graded again, good or easy.
    case review(id: UUID)

    /// The kind decks have in the shared content table, and in their links.
    public static let contentKind = "deck"
    public static var contentCase: ContentCase { \.content }

    /// The links of every screen. A deck's page is public and opens in Discover, or in Home in
    /// a build without Discover; everything else is internal.
    public static let links: [LinkPattern<DeckRoute>] = [
        LinkPattern(
            "deck/{id}/review", .internal,
            case: \.review,
            parents: { id in [AnyRoute(DeckRoute.detail(id: id))] }
        ),
    ] + contentLinks(detailOpensIn: [.discover, .home])
}

extension FeatureDeclaration {
    /// Decks, by its links: what a build knows of it whether or not it compiles it in.
    public static let decks = FeatureDeclaration(
        name: "Decks", links: DeckRoute.links.map(\.erased),
        sampleLinks: ["sailaway://content/deck/550e8400-e29b-41d4-a716-446655440003"]
    )
}
