import ContentCore
import FeatureRegistry
import Foundation
import GRDB
import GuidesInterface
import SailawayDatabase

/// The public guides one can start from, most recent first.
struct ForkPickerScreen {
    /// Where public guides are read from and forked.
    let store: GuideStore

    /// One action per public guide; forking opens the copy in the editor.
    func load() async throws -> ScreenResult {
        let guides = try await store.database.writer.read { db in
            try ContentItem.publicItems(kind: .guide, in: db)
        }
        let store = store
        return .screen(
            Screen(
                title: "Fork a Guide",
                subtitle: "Your copy is private until you publish it.",
                sections: [ScreenSection(rows: guides.map { ScreenRow($0.title) }, emptyText: "There are no public guides yet.")],
                actions: guides.map { guide in
                    ScreenAction("Fork \(guide.title)", accessibility: Accessibility(label: "Fork \(guide.title)")) { _ in
                        guard let fork = try await store.fork(guide.id) else { throw EditError("“\(guide.title)” is no longer there to fork.") }
                        // The chooser and the picker were steps to the editor: back leads where they began.
                        return .replace(with: GuideRoute.editor(id: fork.id), popping: 2, message: "Forked “\(fork.title)” into your Library. Make it yours.")
                    }
                }
            )
        )
    }
}
