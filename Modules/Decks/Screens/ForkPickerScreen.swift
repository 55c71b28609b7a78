import ContentCore
import DecksInterface
import FeatureRegistry
import Foundation
import GRDB
import SailawayDatabase

/// The public decks one can start from, most recent first.
struct ForkPickerScreen {
    let store: DeckStore

    /// The picker, listing the public decks.
    func load() async throws -> ScreenResult {
        let decks = try await store.database.writer.read { db in
            try ContentItem.publicItems(kind: .deck, in: db).map { item in
                (item, try ContentHeader.fetch(item, viewer: try User.current(db).id, in: db).byline)
            }
        }
        let store = store
        return .screen(
            Screen(
                title: "Fork a Deck",
                subtitle: "Your copy is private until you publish it, and starts its own review schedule.",
                sections: [ScreenSection(rows: decks.map { ScreenRow($0.0.title, detail: $0.1) }, emptyText: "There are no public decks yet.")],
                actions: decks.map { item, _ in
                    ScreenAction("Fork \(item.title)", accessibility: Accessibility(label: "Fork \(item.title)", hint: "Copies it and opens the copy in the editor")) { _ in
                        guard let fork = try await store.fork(item.id) else { throw EditError("“\(item.title)” is no longer there to fork.") }
                        // The chooser and the picker were steps to the editor: back leads where they began.
                        return .replace(with: DeckRoute.editor(id: fork.id), popping: 2, message: "Forked “\(fork.title)” into your Library. Make it yours.")
                    }
                }
            )
        )
    }
}
