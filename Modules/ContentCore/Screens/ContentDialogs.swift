import FeatureRegistry
import Foundation
import GRDB
import NavigationEngine
import SailawayDatabase

/// The dialogs every kind of content shows the same way: the confirmation before deleting an
/// item, and the alert before discarding the editor's unsaved changes.
///
/// A content feature routes its own dialog routes here, as it routes its sheets to
/// ``ContentSheets``. Each dialog is one screen: the question as its title, what follows as its
/// subtitle and rows, and its buttons — one destructive, one that cancels — as its actions.
public struct ContentDialogs: Sendable {
    /// The kind of content.
    public var kind: ContentKind
    /// The screen's dependencies.
    public var context: ScreenContext

    /// Dialogs for content of `kind`.
    public init(kind: ContentKind, context: ScreenContext) {
        self.kind = kind
        self.context = context
    }

    // MARK: - Delete

    /// Confirms deleting the user's own item `id`; not found when it is gone or someone else's.
    ///
    /// - Parameter consequences: What else deleting it changes, in the feature's words (the
    ///   charters that run a checklist).
    public func delete(_ id: UUID, consequences: [ScreenRow] = []) async throws -> ScreenResult {
        let database = try context.database()
        let kind = kind
        let user = try context.viewer.account()
        guard let (item, forks) = try await database.writer.read({ db -> (ContentItem, Int)? in
            guard let item = try ContentItem.owned(id, kind: kind, by: user, in: db) else { return nil }
            return (item, try ContentItem.forkCount(of: id, besides: user, in: db))
        }) else { return .notFound("This \(kind.noun) was deleted or is not yours to delete.") }

        var rows = consequences
        if forks > 0 {
            rows.append(ScreenRow("\(forks) cop\(forks == 1 ? "y" : "ies") other sailors forked from it stay\(forks == 1 ? "s" : "") theirs."))
        }
        return .screen(
            .deleting(item.title, consequences: "It goes from your Library, Discover and search, with its ratings. This cannot be undone.", rows: rows) {
                let deleted = try await database.writer.write { db in
                    try ContentItem.deleteOwned(id, kind: kind, by: user, in: db)
                }
                guard deleted != nil else { throw ContentRuleError("This \(kind.noun) was already deleted.") }
            }
        )
    }

    // MARK: - Discard

    /// Asks before the unsaved changes of `id` in `drafts` are forgotten; not found when there
    /// are none.
    ///
    /// Discard forgets them and, for an item that was never saved, leaves its editor too;
    /// Keep Editing closes the alert.
    public func discard<Editable: EditableContent>(_ id: UUID, drafts: ContentDrafts<Editable>) async throws -> ScreenResult {
        guard let working = try await drafts.editable(id), working.hasUnsavedChanges else {
            return .notFound("There are no unsaved changes to discard.")
        }
        let noun = kind.noun
        let discard = ScreenAction(
            id: "discard", "Discard", accessibility: Accessibility(label: "Discard changes", hint: "Forgets every edit since the last save"),
            isDestructive: true
        ) { _ in
            let wasNew = try await drafts.discard(id)
            return ActionResult(
                navigation: .sequence([.dismiss] + (wasNew ? [.back] : [])),
                message: wasNew ? "Discarded the new \(noun)." : "Discarded the unsaved changes."
            )
        }
        return .screen(
            Screen(
                title: "Discard changes to “\(working.draft.title)”?",
                subtitle: working.draft.isNew
                    ? "This \(noun) was never saved: it goes altogether."
                    : "Every edit since the last save is lost; the saved \(noun) stays as it was.",
                actions: [discard, .cancel("Keep Editing")]
            )
        )
    }
}
