import ContentCore
import Foundation
import GRDB
import SailawayDatabase

extension GuideStore {
    /// What the editor of `id` works on: the unsaved draft if there is one, else the saved
    /// guide (if it is the user's own), else nothing.
    func editable(_ id: UUID) async throws -> (draft: GuideDraft, hasUnsavedChanges: Bool)? {
        try await database.writer.read { db in try Self.editable(id, in: db) }
    }

    /// Applies `edit` to the editor's draft of `id` and keeps the result; an edit that throws
    /// keeps nothing.
    func edit(_ id: UUID, _ edit: @escaping @Sendable (inout GuideDraft) throws -> Void) async throws {
        let date = now()
        try await database.writer.write { db in
            guard var draft = try Self.editable(id, in: db)?.draft else {
                throw EditError("This guide was deleted or is not yours to edit.")
            }
            try edit(&draft)
            try Draft.keep(draft, id: id, kind: ContentKind.guide.rawValue, at: date, in: db)
        }
    }

    /// Keeps `draft` as the editor's work in progress.
    func keep(_ draft: GuideDraft) async throws {
        let date = now()
        try await database.writer.write { db in
            try Draft.keep(draft, id: draft.id, kind: ContentKind.guide.rawValue, at: date, in: db)
        }
    }

    /// Forgets the unsaved changes of `id`; returns whether the guide was never saved.
    func discardDraft(_ id: UUID) async throws -> Bool {
        try await database.writer.write { db in
            let draft = try Draft.load(GuideDraft.self, id: id, kind: ContentKind.guide.rawValue, in: db)
            try Draft.discard(id: id, kind: ContentKind.guide.rawValue, in: db)
            return draft?.isNew ?? false
        }
    }

    private static func editable(_ id: UUID, in db: Database) throws -> (draft: GuideDraft, hasUnsavedChanges: Bool)? {
        if let draft = try Draft.load(GuideDraft.self, id: id, kind: ContentKind.guide.rawValue, in: db) {
            return (draft, true)
        }
        guard let content = try ContentItem.owned(id, kind: .guide, by: try User.current(db).id, in: db) else { return nil }
        return (GuideDraft(try guide(content, in: db)), false)
    }
}
