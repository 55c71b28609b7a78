import ContentCore
import Foundation
import GRDB
import SailawayDatabase

extension ChecklistStore {
    /// What the editor of `id` works on: the unsaved draft if there is one, else the saved
    /// checklist (if it is the user's own), else nothing.
    func editable(_ id: UUID) async throws -> (draft: ChecklistDraft, hasUnsavedChanges: Bool)? {
        try await database.writer.read { db in
            if let draft = try Self.draft(id, in: db) {
                return (draft, true)
            }
            guard let content = try ContentItem.owned(id, kind: .checklist, by: try User.current(db).id, in: db) else { return nil }
            return (ChecklistDraft(try Self.checklist(content, in: db)), false)
        }
    }

    /// Applies `edit` to the editor's draft of `id` and keeps the result; an edit that throws
    /// keeps nothing.
    func edit(_ id: UUID, _ edit: @escaping @Sendable (inout ChecklistDraft) throws -> Void) async throws {
        let date = now()
        try await database.writer.write { db in
            var draft: ChecklistDraft
            if let saved = try Self.draft(id, in: db) {
                draft = saved
            } else if let content = try ContentItem.owned(id, kind: .checklist, by: try User.current(db).id, in: db) {
                draft = ChecklistDraft(try Self.checklist(content, in: db))
            } else {
                throw EditError("This checklist was deleted or is not yours to edit.")
            }
            try edit(&draft)
            try Self.keep(draft, at: date, in: db)
        }
    }

    /// Keeps `draft` as the editor's work in progress.
    func keep(_ draft: ChecklistDraft) async throws {
        let date = now()
        try await database.writer.write { db in try Self.keep(draft, at: date, in: db) }
    }

    /// Forgets the unsaved changes of `id`; returns whether the checklist was never saved.
    func discardDraft(_ id: UUID) async throws -> Bool {
        try await database.writer.write { db in
            let draft = try Self.draft(id, in: db)
            try Draft.discard(id: id, kind: ContentKind.checklist.rawValue, in: db)
            return draft?.isNew ?? false
        }
    }

    // MARK: - Rows

    static func draft(_ id: UUID, in db: Database) throws -> ChecklistDraft? {
        try Draft.load(ChecklistDraft.self, id: id, kind: ContentKind.checklist.rawValue, in: db)
    }

    private static func keep(_ draft: ChecklistDraft, at date: Date, in db: Database) throws {
        try Draft.keep(draft, id: draft.id, kind: ContentKind.checklist.rawValue, at: date, in: db)
    }
}
