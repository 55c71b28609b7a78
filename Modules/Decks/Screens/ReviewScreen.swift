import DecksInterface
import FeatureRegistry
import Foundation

/// A review session: the due cards one at a time — front, reveal, back, grade — then a
/// summary. Every step is kept in the database, so a relaunch carries on where it was.
struct ReviewScreen {
    let store: DeckStore

    /// The screen of deck `id`, or not found when it is gone or not the user's to see.
    func load(_ id: UUID) async throws -> ScreenResult {
        guard let review = try await store.review(id) else { return DeckScreens.notFound }
        // Until the first reveal, the session is only proposed: opening the screen writes nothing.
        let session = review.session
            ?? (review.schedule.due.isEmpty ? nil : ReviewSession(deckID: id, userID: review.userID, queue: review.schedule.due))
        guard let session else { return .screen(nothingDue(review)) }
        guard let cardID = session.currentCard, let card = review.deck.cards.first(where: { $0.id == cardID }) else {
            return .screen(summary(review, session))
        }
        return .screen(cardScreen(review, session, card))
    }

    // MARK: - A card

    private func cardScreen(_ review: DeckReview, _ session: ReviewSession, _ card: Deck.Card) -> Screen {
        var rows = [
            ScreenRow(card.front, accessibility: Accessibility(label: "Card: \(card.front)", value: session.isRevealed ? "Back shown" : "Front"))
        ]
        if session.isRevealed {
            rows.append(ScreenRow("Back", detail: card.back, accessibility: Accessibility(label: "Back", value: card.back)))
        }
        // Reveal is what a card's front is for; a grade is a choice the person makes, never
        // a default.
        return Screen(
            title: "Review “\(review.deck.title)”",
            subtitle: session.progress,
            sections: [ScreenSection(rows: rows)],
            actions: session.isRevealed ? gradeActions(session, box: review.schedule.box(of: card.id)) : [revealAction(session)],
            primaryAction: session.isRevealed ? nil : "reveal"
        )
    }

    private func revealAction(_ session: ReviewSession) -> ScreenAction {
        let store = store
        return ScreenAction(id: "reveal", "Reveal", accessibility: Accessibility(label: "Reveal", hint: "Shows the back of the card")) { _ in
            try await store.reveal(session)
            return ActionResult()
        }
    }

    private func gradeActions(_ session: ReviewSession, box: Int?) -> [ScreenAction] {
        let store = store
        return LeitnerSchedule.Grade.allCases.map { grade in
            let next = LeitnerSchedule.box(after: grade, from: box ?? LeitnerSchedule.boxes.lowerBound)
            let meaning = switch grade {
            case .again: "You did not know it"
            case .good: "You knew it"
            case .easy: "You knew it at once"
            }
            let hint = "\(meaning): box \(next), due again \(LeitnerSchedule.wait(inBox: next))"
            return ScreenAction(id: ActionID("grade", grade.rawValue), grade.title, accessibility: Accessibility(label: grade.title, hint: hint)) { _ in
                let after = try await store.grade(session, grade)
                return .message(after.isFinished ? "Graded the last card \(grade.rawValue)." : "Graded \(grade.rawValue). \(after.progress).")
            }
        }
    }

    // MARK: - No card to show

    private func summary(_ review: DeckReview, _ session: ReviewSession) -> Screen {
        let store = store
        let id = review.deck.id
        var actions = [
            ScreenAction(id: "done", "Done", accessibility: Accessibility(label: "Done", hint: "Ends the review")) { _ in
                try await store.endSession(id)
                return .back
            }
        ]
        if !review.schedule.due.isEmpty {
            actions.append(startAction("review-again", "Review Again", id, allCards: false, hint: "Reviews the cards that are due now"))
        }
        let tally = session.tally
        return Screen(
            title: "Review “\(review.deck.title)”",
            subtitle: "Reviewed \(DeckSchedule.count(tally.total)): \(tally.text). Next due: \(review.schedule.nextReview).",
            sections: [ScreenSection("Summary", rows: [
                ScreenRow("Again", detail: "\(tally.again)"), ScreenRow("Good", detail: "\(tally.good)"), ScreenRow("Easy", detail: "\(tally.easy)"),
            ])],
            actions: actions
        )
    }

    private func nothingDue(_ review: DeckReview) -> Screen {
        var actions = [ScreenAction(id: "done", "Done", accessibility: Accessibility(label: "Done", hint: "Goes back to the deck")) { _ in .back }]
        if !review.deck.cards.isEmpty {
            actions.insert(startAction("review-all", "Review All Anyway", review.deck.id, allCards: true, hint: "Reviews every card, due or not"), at: 0)
        }
        return Screen(title: "Review “\(review.deck.title)”", subtitle: "\(review.schedule.summary).", actions: actions)
    }

    private func startAction(_ actionID: ActionID, _ label: String, _ id: UUID, allCards: Bool, hint: String) -> ScreenAction {
        let store = store
        return ScreenAction(id: actionID, label, accessibility: Accessibility(label: label, hint: hint)) { _ in
            let session = try await store.startSession(id, allCards: allCards)
            return .message("Started a review of \(DeckSchedule.count(session.queue.count)).")
        }
    }
}
