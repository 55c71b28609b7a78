import ChecklistsInterface
import FeatureRegistry
import Foundation
import GRDB
import SailawayDatabase

/// What Charters keeps in the database: the user's charters, their crew, and the checklist
/// each runs in a role (a checklist is a row of the shared `content` table).
enum ChartersData {
    /// The declaration, contributed to ``DatabaseSchema``.
    static let declaration = FeatureData(
        migrations: [
            FeatureMigration("charters, crew and checklists", replaces: ["v1 charters and checklist runs"], migrate: createCharters),
            FeatureMigration("chosen checklists outlive their checklist", migrate: keepChosenChecklists),
        ],
        // A sample charter runs sample checklists: theirs are written first when the build has them.
        dependencies: [FeatureDeclaration.checklists.name],
        // A charter is its owner's alone, on every device they use.
        synced: [
            SyncedTable("charter", key: ["id"], owner: .column("ownerID"), readers: .owner, merging: ["name": .latestTellingLoser, "boat": .latestTellingLoser]),
            SyncedTable("charterCrew", key: ["charterID", "position"], parent: .init("charter", via: "charterID"), merging: ["name": .latestTellingLoser]),
            SyncedTable("charterChecklist", key: ["charterID", "role"], parent: .init("charter", via: "charterID")),
        ],
        sampleContent: FeatureMigration("sample charters", replaces: ["v1 sample content"], migrate: CharterSamples.insert),
        export: ExportPart("charters", value: export),
        account: account
    )

    // MARK: - Schema

    @Sendable
    static func createCharters(_ db: Database) throws {
        try db.create(table: "charter") { t in
            t.primaryKey("id", .blob)
            t.column("ownerID", .blob).notNull().references("user", column: "id", onDelete: .cascade)
            t.column("name", .text).notNull()
            t.column("boat", .text).notNull()
            // Calendar days, "2027-06-12": a charter runs from one day to another wherever it is.
            t.column("startDay", .text).notNull()
            t.column("endDay", .text).notNull()
            t.column("archivedAt", .datetime)
            t.column("createdAt", .datetime).notNull()
            t.column("updatedAt", .datetime).notNull()
            t.check(sql: "endDay >= startDay")
        }
        // The list: active or archived, most recent start first.
        try db.create(index: "charter_byOwner", on: "charter", columns: ["ownerID", "archivedAt", "startDay"])
        try db.create(table: "charterCrew") { t in
            t.column("charterID", .blob).notNull().references("charter", column: "id", onDelete: .cascade)
            t.column("position", .integer).notNull()
            t.column("name", .text).notNull()
            t.primaryKey(["charterID", "position"])
        }
        // The checklists a charter runs, one per role (check-in, daily, post-charter).
        try db.create(table: "charterChecklist") { t in
            t.column("charterID", .blob).notNull().references("charter", column: "id", onDelete: .cascade)
            t.column("role", .text).notNull()
            t.column("checklistID", .blob).notNull().indexed().references("content", column: "id", onDelete: .cascade)
            t.primaryKey(["charterID", "role"])
        }
    }

    /// A charter keeps the checklist chosen for a role when that checklist is deleted, so its
    /// page can say so instead of forgetting the choice: the column no longer cascades from
    /// `content`. SQLite cannot drop a foreign key in place, so the table is rebuilt, keeping
    /// every row.
    @Sendable
    static func keepChosenChecklists(_ db: Database) throws {
        try db.create(table: "newCharterChecklist") { t in
            t.column("charterID", .blob).notNull().references("charter", column: "id", onDelete: .cascade)
            t.column("role", .text).notNull()
            t.column("checklistID", .blob).notNull()
            t.primaryKey(["charterID", "role"])
        }
        try db.execute(sql: "INSERT INTO newCharterChecklist (charterID, role, checklistID) SELECT charterID, role, checklistID FROM charterChecklist")
        try db.drop(table: "charterChecklist")
        // A database the first release made has a view over this table. SQLite checks views
        // when a table is renamed, and the view names the table being replaced; the legacy
        // rename leaves views alone, and they read the new table by the old name.
        try db.execute(sql: "PRAGMA legacy_alter_table = ON")
        defer { try? db.execute(sql: "PRAGMA legacy_alter_table = OFF") }
        try db.rename(table: "newCharterChecklist", to: "charterChecklist")
        // Which charters run a checklist (what deleting it tells).
        try db.create(index: "charterChecklist_byChecklist", on: "charterChecklist", columns: ["checklistID"])
    }

    // MARK: - The user's data

    /// The user's charters, each with its crew and checklists.
    @Sendable
    static func export(_ db: Database, user: UUID) throws -> ExportValue {
        .list(try Row.fetchAll(db, sql: "SELECT * FROM charter WHERE ownerID = ? ORDER BY startDay", arguments: [user]).map { row in
            let id: UUID = row["id"]
            return ExportValue(row)
                .adding("crew", try .rows(db, "SELECT * FROM charterCrew WHERE charterID = ? ORDER BY position", [id]))
                .adding("checklists", try .rows(db, "SELECT * FROM charterChecklist WHERE charterID = ? ORDER BY role", [id]))
        })
    }

    /// The user's charters.
    @Sendable
    static func account(_ db: Database, user: UUID) throws -> [AccountHolding] {
        [try .rows(of: "charter", ownedBy: user, title: "Charters", in: db) { "\($0) charter\($0 == 1 ? "" : "s") with their crew" }]
    }
}
