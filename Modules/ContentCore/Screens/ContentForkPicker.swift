import FeatureRegistry
import Foundation
import GRDB
import SailawayDatabase

/// The public content of a kind one can start from, most recent first; forking one opens the
/// copy in the editor.
public struct ContentForkPicker: Sendable {
    /// The kind of content.
    public var kind: ContentKind
    /// Where public content is read from.
    public var database: SailawayDatabase
    /// Who forks: bylines say "you" to them.
    public var viewer: Viewer
    /// Where forking leads: the copy's editor.
    public var routes: ContentRoutes
    /// Copies the content `id` into the user's library; nil when it is gone.
    public var fork: @Sendable (UUID) async throws -> ContentItem?
    /// What the picker says of the copy: "Your copy is private until you publish it."
    public var note: String
    /// Whether each row says who made the content and how it is rated.
    public var showsBylines: Bool

    /// Creates the picker.
    public init(
        kind: ContentKind, database: SailawayDatabase, viewer: Viewer, routes: ContentRoutes, note: String = "Your copy is private until you publish it.",
        showsBylines: Bool = false, fork: @escaping @Sendable (UUID) async throws -> ContentItem?
    ) {
        self.kind = kind
        self.database = database
        self.viewer = viewer
        self.routes = routes
        self.note = note
        self.showsBylines = showsBylines
        self.fork = fork
    }

    /// One row and one Fork action per public item.
    public func load() async throws -> ScreenResult {
        let (kind, routes, fork, showsBylines, viewer) = (kind, routes, fork, showsBylines, viewer.accountID)
        let items = try await database.writer.read { db in
            try ContentItem.publicItems(kind: kind, in: db).map { item in
                (item, showsBylines ? try ContentHeader.fetch(item, viewer: viewer, in: db).byline : nil)
            }
        }
        return .screen(
            Screen(
                title: "Fork a \(kind.noun.capitalized)",
                subtitle: note,
                sections: [ScreenSection(rows: items.map { ScreenRow($0.0.title, detail: $0.1) }, emptyText: "There are no public \(kind.noun)s yet.")],
                actions: items.map { item, _ in
                    ScreenAction(id: ActionID("fork", item.id), "Fork \(item.title)", accessibility: Accessibility(label: "Fork \(item.title)", hint: "Copies it and opens the copy in the editor")) { _ in
                        guard let copy = try await fork(item.id) else { throw ContentRuleError("“\(item.title)” is no longer there to fork.") }
                        // The chooser and the picker were steps to the editor: back leads where they began.
                        return .replace(with: routes.editor(copy.id), popping: 2, message: "Forked “\(copy.title)” into your Library. Make it yours.")
                    }
                }
            )
        )
    }
}
