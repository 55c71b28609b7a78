import FeatureRegistry
import Foundation
import GRDB
import SailawayDatabase

/// The field note entries in the database, as one viewer may see them: what that is, is decided
/// here once (``visible(to:in:)``), by identity and visibility, for every read. Every write is
/// one transaction, of the viewer's own entries.
struct FieldNoteStore: Sendable {
    /// The most entries a list shows.
    static let listLimit = 100

    /// The database.
    let database: SailawayDatabase
    /// Who is looking: an account, or the public (someone who opened a public link).
    let viewer: Viewer
    /// The clock, for a new entry's `createdAt`.
    let now: @Sendable () -> Date
    /// New identifiers.
    let makeID: @Sendable () -> UUID

    /// The store of the app's database, for the context's viewer, with its clock and identifiers.
    init(_ context: ScreenContext) throws {
        database = try context.database()
        viewer = context.viewer
        now = context.context.now
        makeID = context.context.makeID
    }

    /// Whether the viewer is an account, who alone adds and changes entries (their own).
    var viewerIsOwner: Bool { viewer != .public }

    // MARK: - Reading

    /// The entries the viewer may see in a list, most recent first, at most `limit`.
    func entries(limit: Int = listLimit) async throws -> [FieldNoteEntry] {
        try await database.writer.read { [viewer] db in
            try Self.visible(to: viewer, in: db, listed: true)
                .order(Column("createdAt").desc, Column("title"))
                .limit(max(0, limit))
                .fetchAll(db)
        }
    }

    // new-feature: with --profile-section
    /// `author`'s entries in a list, most recent first, at most `limit`: all of them when the
    /// viewer is their author, else what a list shows the public (``visible(to:in:listed:)``).
    func entries(of author: UUID, limit: Int = listLimit) async throws -> [FieldNoteEntry] {
        let lister = viewer.accountID == author ? viewer : .public
        return try await database.writer.read { db in
            try Self.visible(to: lister, in: db, listed: true).filter(Column("authorID") == author)
                .order(Column("createdAt").desc, Column("title"))
                .limit(max(0, limit))
                .fetchAll(db)
        }
    }

    // new-feature: end
    /// Entry `id`, if the viewer may see it.
    func entry(_ id: UUID) async throws -> FieldNoteEntry? {
        try await database.writer.read { [viewer] db in
            try Self.visible(to: viewer, in: db, listed: false).filter(Column("id") == id).fetchOne(db)
        }
    }

    /// The viewer's entries whose title or text holds every word of `query`, most recent first,
    /// at most `limit`. ``WordMatch`` bounds the query as Search does and reads its words as
    /// plain text (`%` and `_` are letters).
    func search(_ query: String, limit: Int) async throws -> [FieldNoteEntry] {
        guard let filter = WordMatch(query).filter(in: [Column("title"), Column("text")]) else { return [] }
        return try await database.writer.read { [viewer] db in
            try Self.visible(to: viewer, in: db, listed: true).filter(filter)
                .order(Column("createdAt").desc, Column("title")).limit(max(0, limit)).fetchAll(db)
        }
    }

    /// What `viewer` may see: an account, its own entries, whatever their visibility;
    // new-feature: with --public-link
    /// the public, the entries their authors made public — by an entry's own link, an unlisted
    /// one too, but never in a list. Served by the indexes `fieldNoteEntry_byAuthor` and
    /// `fieldNoteEntry_byVisibility`.
    // new-feature: else
    // /// the public, none: the entries are their author's alone (a public link to the overview
    // /// shows it empty). Served by the index `fieldNoteEntry_byAuthor`.
    // new-feature: end
    private static func visible(to viewer: Viewer, in db: Database, listed: Bool) throws -> QueryInterfaceRequest<FieldNoteEntry> {
        switch viewer {
        case .account(let account):
            return FieldNoteEntry.filter(Column("authorID") == account)
        case .public:
            // new-feature: with --public-link
            return listed
                ? FieldNoteEntry.filter(Column("visibility") == Visibility.public)
                : FieldNoteEntry.filter(Column("visibility") != Visibility.private)
            // new-feature: else
            // return FieldNoteEntry.none()
            // new-feature: end
        }
    }

    // MARK: - Writing

    // new-feature: with --typed-form
    /// Adds an entry of the owner's, about `day`, written now, and returns it.
    ///
    /// - Throws: ``ActionError`` when the title is empty, or the viewer is not the owner.
    func add(title: String, day: CalendarDay, distance: Int, text: String) async throws -> FieldNoteEntry {
    // new-feature: else
    // /// Adds an entry of the owner's, written now, and returns it.
    // ///
    // /// - Throws: ``ActionError`` when the title is empty, or the viewer is not the owner.
    // func add(title: String, text: String) async throws -> FieldNoteEntry {
    // new-feature: end
        let title = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !title.isEmpty else {
            throw ActionError("An entry needs a title: type one, such as “Anchored for the night”.")
        }
        let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let id = makeID()
        let createdAt = now()
        return try await database.writer.write { [viewer] db in
            let author = try Self.owner(viewer, in: db)
            let entry = FieldNoteEntry(
                // new-feature: with --typed-form
                id: id, title: title, text: text, day: day, distance: distance,
                // new-feature: else
                // id: id, title: title, text: text,
                // new-feature: end
                // new-feature: with --public-link
                visibility: .private,
                // new-feature: end
                createdAt: createdAt, authorID: author
            )
            try entry.insert(db)
            return entry
        }
    }
    // new-feature: with --public-link

    /// Sets who may see the owner's entry `id`, and returns it; nil when the owner has no such
    /// entry.
    func setVisibility(_ visibility: Visibility, of id: UUID) async throws -> FieldNoteEntry? {
        try await database.writer.write { [viewer] db in
            let author = try Self.owner(viewer, in: db)
            guard var entry = try FieldNoteEntry.filter(Column("id") == id && Column("authorID") == author).fetchOne(db) else { return nil }
            entry.visibility = visibility
            try entry.update(db)
            return entry
        }
    }
    // new-feature: end
    // new-feature: with --delete-confirmation

    /// Deletes the owner's entry `id`; returns it, or nil when the owner has no such entry.
    func delete(_ id: UUID) async throws -> FieldNoteEntry? {
        try await database.writer.write { [viewer] db in
            let author = try Self.owner(viewer, in: db)
            guard let entry = try FieldNoteEntry.filter(Column("id") == id && Column("authorID") == author).fetchOne(db) else { return nil }
            try entry.delete(db)
            return entry
        }
    }
    // new-feature: end

    /// The viewer's account, for a write; the public changes nothing.
    private static func owner(_ viewer: Viewer, in db: Database) throws -> UUID {
        guard let account = viewer.accountID else { throw ActionError("Only an account changes its field note entries; sign in or create one.") }
        return account
    }
}
