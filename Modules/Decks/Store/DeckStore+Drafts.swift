import ContentCore
import Foundation
import GRDB
import SailawayDatabase

extension DeckStore {
    /// What the editor of `id` works on: the unsaved draft if there is one, else the saved
    /// deck (if it is the user's own), else nothing.
    func editable(_ id: UUID) async throws -> (draft: DeckDraft, hasUnsavedChanges: Bool)? {
        try await database.writer.read { db in try Self.workingCopy(id, in: db) }
    }

    /// Applies `edit` to the editor's draft of `id` and keeps the result, returning what the
    /// edit returns; an edit that throws keeps nothing.
    func edit<Result: Sendable>(_ id: UUID, _ edit: @escaping @Sendable (inout DeckDraft) throws -> Result) async throws -> Result {
        let date = now()
        return try await database.writer.write { db in
            guard var draft = try Self.workingCopy(id, in: db)?.draft else {
                throw EditError("This deck was deleted or is not yours to edit.")
            }
            let result = try edit(&draft)
            try Draft.keep(draft, id: id, kind: ContentKind.deck.rawValue, at: date, in: db)
            return result
        }
    }

    /// Keeps `draft` as the editor's work in progress.
    func keep(_ draft: DeckDraft) async throws {
        let date = now()
        try await database.writer.write { db in
            try Draft.keep(draft, id: draft.id, kind: ContentKind.deck.rawValue, at: date, in: db)
        }
    }

    /// Forgets the unsaved changes of `id`; returns whether the deck was never saved.
    func discardDraft(_ id: UUID) async throws -> Bool {
        try await database.writer.write { db in
            let draft = try Draft.load(DeckDraft.self, id: id, kind: ContentKind.deck.rawValue, in: db)
            try Draft.discard(id: id, kind: ContentKind.deck.rawValue, in: db)
            return draft?.isNew ?? false
        }
    }

    /// The kept draft of `id`, else the user's own saved deck as a draft, else nothing.
    private static func workingCopy(_ id: UUID, in db: Database) throws -> (draft: DeckDraft, hasUnsavedChanges: Bool)? {
        if let draft = try Draft.load(DeckDraft.self, id: id, kind: ContentKind.deck.rawValue, in: db) {
            return (draft, true)
        }
        guard let content = try ContentItem.owned(id, kind: .deck, by: try User.current(db).id, in: db) else { return nil }
        return (DeckDraft(try deck(content, in: db)), false)
    }
}
