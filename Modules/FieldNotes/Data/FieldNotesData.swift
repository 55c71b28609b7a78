import Foundation
import GRDB
import SailawayDatabase

/// What FieldNotes keeps in the app's database: the user's entries, in its own table `fieldNoteEntry`.
///
/// The table is a named migration registered through ``DatabaseSchema``; the database module
/// runs it after the shared tables, on every build that has FieldNotes, and never knows of it. A
/// migration, once shipped, never changes: a new column is a new migration appended to
/// `migrations`.
enum FieldNotesData {
    /// The declaration, contributed to ``DatabaseSchema``. No `deleteAccount`: deleting the
    /// user's row deletes their entries (the foreign key cascades).
    static let declaration = FeatureData(
        migrations: [FeatureMigration("entries", migrate: createEntries)],
        synced: [synced],
        sampleContent: FeatureMigration("sample entries", migrate: FieldNoteSamples.insert),
        export: ExportPart("fieldNotes", value: export),
        account: account
    )

    /// How the entries sync (docs/SYNC.md): each is its author's, on every device they sign in
    /// on, and theirs alone to change; the later of two edits of a title or a text wins and the
    /// device whose edit it replaced is told, with what it had typed. The sample entries stay
    /// the device's own: a migration's rows are never captured.
    // new-feature: with --public-link
    /// Everyone may read a public entry; a private one reaches its author's devices alone.
    static let synced = SyncedTable(
        "fieldNoteEntry", key: ["id"], owner: .column("authorID"), readers: .visibility(column: "visibility"),
        merging: ["title": .latestTellingLoser, "text": .latestTellingLoser]
    )
    // new-feature: else
    // static let synced = SyncedTable(
        // "fieldNoteEntry", key: ["id"], owner: .column("authorID"), readers: .owner,
        // merging: ["title": .latestTellingLoser, "text": .latestTellingLoser]
    // )
    // new-feature: end

    // MARK: - Schema

    @Sendable
    static func createEntries(_ db: Database) throws {
        try db.create(table: "fieldNoteEntry") { t in
            t.primaryKey("id", .blob)
            t.column("title", .text).notNull()
            t.column("text", .text).notNull()
            // new-feature: with --typed-form
            t.column("day", .text).notNull()
            t.column("distance", .integer).notNull().check { $0 >= 0 }
            // new-feature: end
            // new-feature: with --public-link
            t.column("visibility", .text).notNull().defaults(to: Visibility.private)
            // new-feature: end
            t.column("createdAt", .datetime).notNull()
            t.column("authorID", .blob).notNull().references("user", column: "id", onDelete: .cascade)
        }
        // The user's entries, most recent first.
        try db.create(index: "fieldNoteEntry_byAuthor", on: "fieldNoteEntry", columns: ["authorID", "createdAt"])
        // new-feature: with --public-link
        // The public entries, most recent first, for the public viewer's list.
        try db.create(index: "fieldNoteEntry_byVisibility", on: "fieldNoteEntry", columns: ["visibility", "createdAt"])
        // new-feature: end
    }

    // MARK: - The user's data

    /// The user's entries, oldest first, under the key `fieldNotes` of the export.
    @Sendable
    static func export(_ db: Database, user: UUID) throws -> ExportValue {
        try .rows(db, "SELECT * FROM fieldNoteEntry WHERE authorID = ? ORDER BY createdAt, id", [user])
    }

    /// The user's entries, for the account's summary and what deleting it removes.
    @Sendable
    static func account(_ db: Database, user: UUID) throws -> [AccountHolding] {
        let count = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM fieldNoteEntry WHERE authorID = ?", arguments: [user]) ?? 0
        let lastChange = try Date.fetchOne(db, sql: "SELECT MAX(createdAt) FROM fieldNoteEntry WHERE authorID = ?", arguments: [user])
        return [
            AccountHolding(
                title: "Field note entries", count: count,
                deletion: "\(count) field note entr\(count == 1 ? "y" : "ies")", lastChange: lastChange
            )
        ]
    }
}
