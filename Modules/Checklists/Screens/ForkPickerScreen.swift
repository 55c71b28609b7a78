import ChecklistsInterface
import ContentCore
import FeatureRegistry
import Foundation
import GRDB
import SailawayDatabase

/// The public checklists one can start from, most recent first.
struct ForkPickerScreen {
    let store: ChecklistStore

    func load() async throws -> ScreenResult {
        let items = try await store.database.writer.read { db in
            try ContentItem.publicItems(kind: .checklist, in: db)
        }
        let store = store
        return .screen(
            Screen(
                title: "Fork a Checklist",
                subtitle: "Your copy is private until you publish it.",
                sections: [ScreenSection(rows: items.map { ScreenRow($0.title) }, emptyText: "There are no public checklists yet.")],
                actions: items.map { item in
                    ScreenAction("Fork \(item.title)", accessibility: Accessibility(label: "Fork \(item.title)")) { _ in
                        guard let fork = try await store.fork(item.id) else { throw EditError("“\(item.title)” is no longer there to fork.") }
                        // The chooser and the picker were steps to the editor: back leads where they began.
                        return .replace(with: ChecklistRoute.editor(id: fork.id), popping: 2, message: "Forked “\(fork.title)” into your Library. Make it yours.")
                    }
                }
            )
        )
    }
}
