import ContentCore
import DecksInterface
import FeatureRegistry
import Foundation
import GRDB
import NavigationEngine
import ProfilesInterface
import SailawayDatabase

/// A deck, read-only: its cards, who made it, who may see it, its rating, and — for a viewer
/// with an account — how many of its cards are due for them.
struct DeckDetailScreen {
    let store: DeckStore
    let context: ScreenContext

    /// The screen of deck `id`, or not found when it is gone or not the user's to see.
    func load(_ id: UUID) async throws -> ScreenResult {
        let person = context.viewer.accountID
        guard let (deck, review, header) = try await store.database.writer.read({ db -> (Deck, DeckReview?, ContentHeader)? in
            guard let content = try ContentItem.visible(id, kind: .deck, to: person, in: db) else { return nil }
            let review = try person.flatMap { try store.review(id, for: $0, in: db) }
            return (try review?.deck ?? DeckStore.deck(content, in: db), review, try ContentHeader.fetch(content, viewer: person, in: db))
        }) else { return DeckScreens.notFound }

        let (actions, primary) = actions(id, header: header)
        return .screen(
            Screen(
                title: deck.title,
                subtitle: header.detailLine,
                sections: (review.map { [ScreenSection("Review", rows: [Self.reviewRow($0)])] } ?? []) + [DeckRows.cards(deck.cards, showsBacks: false)],
                actions: actions,
                topic: .item,
                primaryAction: primary,
                toolbar: actions.map(\.id)
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

    /// The shared content actions, with Review after the author's Edit and Publish, and the
    /// one the page is for: Review.
    private func actions(_ id: UUID, header: ContentHeader) -> (actions: [ScreenAction], primary: ActionID?) {
        let store = store
        let review = ScreenAction(id: "review", "Review", accessibility: Accessibility(label: "Review", hint: "Shows the due cards one at a time")) { _ in
            try await store.closeFinishedSession(id)
            return .push(DeckRoute.review(id: id))
        }
        let profiles = context.context.isEnabled(FeatureDeclaration.profiles.name)
        return ContentDetailActions(
            header: header, kind: .deck, routes: ContentRoutes(DeckRoute.self),
            showAuthor: { profiles ? AnyRoute(ProfileRoute.user(id: $0)) : nil }, fork: store.fork
        ).toolbar(featureActions: [review])
    }
}
