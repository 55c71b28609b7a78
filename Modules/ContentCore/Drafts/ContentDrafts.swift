import FeatureRegistry
import Foundation
import GRDB
import SailawayDatabase

/// The editor's drafts of one kind of content, kept in the database between edits so switching
/// tabs or relaunching loses nothing, and saved into their content row in one transaction.
///
/// The feature supplies how to read its saved content; every method that changes something is
/// one transaction, committed before it returns.
public struct ContentDrafts<Editable: EditableContent>: Sendable {
    /// The kind of content.
    public var kind: ContentKind
    /// Where drafts and content are kept.
    public var database: SailawayDatabase
    /// Whose drafts they are: only an account edits, and only its own content.
    public var viewer: Viewer
    /// The clock that dates drafts and saves.
    public var now: @Sendable () -> Date
    /// Reads the saved content of a row with its parts, within the caller's transaction.
    public var loadSaved: @Sendable (ContentItem, Database) throws -> Editable.Saved

    /// `viewer`'s drafts of `kind`, whose saved content `loadSaved` reads.
    public init(
        kind: ContentKind, database: SailawayDatabase, viewer: Viewer, now: @escaping @Sendable () -> Date,
        loadSaved: @escaping @Sendable (ContentItem, Database) throws -> Editable.Saved
    ) {
        self.kind = kind
        self.database = database
        self.viewer = viewer
        self.now = now
        self.loadSaved = loadSaved
    }

    // MARK: - Editing

    /// What the editor of `id` works on: the kept draft if there is one, else the saved
    /// content (if it is the user's own), else nothing.
    public func editable(_ id: UUID) async throws -> WorkingCopy<Editable>? {
        try await database.writer.read { db in try workingCopy(id, in: db) }
    }

    /// Applies `change` to the editor's draft of `id` and keeps the result, returning what the
    /// change returns; a change that throws keeps nothing.
    public func edit<Result: Sendable>(_ id: UUID, _ change: @escaping @Sendable (inout Editable) throws -> Result) async throws -> Result {
        let (date, owner) = (now(), try viewer.account())
        return try await database.writer.write { db in
            guard var draft = try workingCopy(id, in: db)?.draft else { throw notEditable }
            let result = try change(&draft)
            try Draft.keep(draft, id: id, kind: kind.rawValue, owner: owner, at: date, in: db)
            return result
        }
    }

    /// Keeps `draft` as the editor's work in progress.
    public func keep(_ draft: Editable) async throws {
        let (date, owner) = (now(), try viewer.account())
        try await database.writer.write { db in
            try Draft.keep(draft, id: draft.id, kind: kind.rawValue, owner: owner, at: date, in: db)
        }
    }

    /// Forgets the unsaved changes of `id`; returns whether the content was never saved.
    public func discard(_ id: UUID) async throws -> Bool {
        let owner = try viewer.account()
        return try await database.writer.write { db in
            let draft = try Draft.load(Editable.self, id: id, kind: kind.rawValue, owner: owner, in: db)
            try Draft.discard(id: id, kind: kind.rawValue, owner: owner, in: db)
            return draft?.isNew ?? false
        }
    }

    // MARK: - Saving

    /// Saves `draft` into its content row as `title` and `body` — creating it, or changing it if
    /// it is the user's own — writes the kind's own parts with `writeParts`, and forgets the
    /// draft, all in one transaction; returns the row.
    public func save(
        _ draft: Editable, title: String, body: String, writeParts: @escaping @Sendable (Database) throws -> Void
    ) async throws -> ContentItem {
        let date = now()
        let author = try viewer.account()
        return try await database.writer.write { db in
            let content = try ContentItem.saveOwned(
                id: draft.id, kind: kind, title: title, body: body, author: author, at: date, in: db
            )
            try writeParts(db)
            try Draft.discard(id: draft.id, kind: kind.rawValue, owner: author, in: db)
            return content
        }
    }

    // MARK: - Rows

    /// What the editor of `id` works on, read within the caller's transaction.
    public func workingCopy(_ id: UUID, in db: Database) throws -> WorkingCopy<Editable>? {
        guard let account = viewer.accountID else { return nil }
        if let draft = try Draft.load(Editable.self, id: id, kind: kind.rawValue, owner: account, in: db) {
            return WorkingCopy(draft: draft, hasUnsavedChanges: true)
        }
        guard let content = try ContentItem.owned(id, kind: kind, by: account, in: db) else { return nil }
        return WorkingCopy(draft: Editable(saved: try loadSaved(content, db)), hasUnsavedChanges: false)
    }

    /// Why an edit of content that is gone, or not the user's, is refused.
    public var notEditable: ContentRuleError {
        ContentRuleError("This \(kind.noun) was deleted or is not yours to edit.")
    }
}
