import ContentCore
import DecksInterface
import FeatureRegistry
import Foundation
import GRDB
import NavigationEngine
import ProfilesInterface
import SailawayDatabase

/// A deck, read-only: its cards, who made it, who may see it, its rating, and how many of its
/// cards are due for the person using the app.
struct DeckDetailScreen {
    let store: DeckStore
    let context: ScreenContext

    /// The screen of deck `id`, or not found when it is gone or not the user's to see.
    func load(_ id: UUID) async throws -> ScreenResult {
        guard let (review, header) = try await store.database.writer.read({ db -> (DeckReview, ContentHeader)? in
            let user = try User.current(db).id
            guard let review = try store.review(id, in: db) else { return nil }
            return (review, try ContentHeader.fetch(review.deck.content, viewer: user, in: db))
        }) else { return DeckScreens.notFound }

        return .screen(
            Screen(
                title: review.deck.title,
                subtitle: header.detailLine,
                sections: [
                    ScreenSection("Review", rows: [Self.reviewRow(review)]),
                    DeckRows.cards(review.deck.cards),
                ],
                actions: actions(id, header: header)
            )
        )
    }

    /// "4 cards due", or how far the session in progress got.
    private static func reviewRow(_ review: DeckReview) -> ScreenRow {
        if let session = review.session, !session.isFinished {
            return ScreenRow("Review in progress", detail: session.progress, accessibility: Accessibility(label: "Review in progress", value: session.progress))
        }
        return ScreenRow(review.schedule.summary)
    }

    /// The shared content actions, with Review after the author's Edit and Publish.
    private func actions(_ id: UUID, header: ContentHeader) -> [ScreenAction] {
        let store = store
        let review = ScreenAction(id: "review", "Review", accessibility: Accessibility(label: "Review", hint: "Shows the due cards one at a time")) { _ in
            try await store.closeFinishedSession(id)
            return .push(DeckRoute.review(id: id))
        }
        let profiles = context.context.isEnabled(FeatureDeclaration.profiles.name)
        return ContentDetailActions(
            header: header, kind: .deck, routes: .decks,
            showAuthor: { profiles ? AnyRoute(ProfileRoute.user(id: $0)) : nil }, fork: store.fork
        ).actions(featureActions: [review])
    }
}
