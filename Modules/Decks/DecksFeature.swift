import AppShellInterface
import ContentCore
import DecksInterface
import FeatureRegistry
import Foundation
import SailawayDatabase

/// Decks: flashcard decks — create (blank or forked), edit, publish, rate, share and report
/// them, and review their cards on a Leitner schedule kept per person.
///
/// Contributes Home's “New Deck”, the user's decks to Library and Home, public decks to
/// Discover, search and profiles.
public struct DecksFeature: Feature {
    /// Creates the feature.
    public init() {}

    public var name: String { FeatureDeclaration.decks.name }

    public func register(with registrar: FeatureRegistrar) {
        registrar.routes(DeckRoute.self, links: DeckRoute.links) { route, context in
            try await DeckScreens(context: context).screen(for: route)
        }
        registrar.contribute(QuickAction(title: "New Deck", systemImage: "rectangle.on.rectangle", order: 20, route: DeckRoute.typeSelection), to: QuickActions.self)
        registrar.contribute(DecksData.declaration, to: DatabaseSchema.self)
        ContentListings(DeckRoute.self, title: "Decks", order: 20)
            .register(with: registrar)
    }
}
