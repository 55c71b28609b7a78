import ContentCore
import DecksInterface
import FeatureRegistry
import Foundation
import GRDB
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

        var subtitle = header.byline
        if let origin = header.forkedFromTitle {
            subtitle += " · Forked from “\(origin)”"
        }
        return .screen(
            Screen(
                title: review.deck.title,
                subtitle: subtitle,
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

    private func actions(_ id: UUID, header: ContentHeader) -> [ScreenAction] {
        let store = store
        var actions: [ScreenAction] = []
        if header.isOwn {
            actions += [.push("Edit", to: DeckRoute.editor(id: id)), .push("Publish", to: DeckRoute.publish(id: id))]
        }
        actions += [
            ScreenAction("Review", accessibility: Accessibility(label: "Review", hint: "Shows the due cards one at a time")) { _ in
                try await store.closeFinishedSession(id)
                return .push(DeckRoute.review(id: id))
            },
            ScreenAction("Fork", accessibility: Accessibility(label: "Fork", hint: "Copies it into your Library to make your own")) { _ in
                guard let fork = try await store.fork(id) else { throw EditError("This deck is no longer there to fork.") }
                return .message("Forked “\(fork.title)” into your Library as a private copy. Edit it there; the original stays as it is.")
            },
            .present("Rate", DeckRoute.rate(id: id), accessibility: Accessibility(label: "Rate", value: header.rating.own.map { "You gave \($0) stars" })),
            .present("Share", DeckRoute.share(id: id)),
        ]
        if !header.isOwn {
            actions.append(.present("Report", DeckRoute.report(id: id)))
            if context.context.isEnabled(FeatureDeclaration.profiles.name) {
                actions.append(
                    .show("Show Author", ProfileRoute.user(id: header.item.authorID), accessibility: Accessibility(label: "Show author", value: header.authorName))
                )
            }
        }
        return actions
    }
}
