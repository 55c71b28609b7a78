import ContentCore
import Foundation
import GRDB
import SailawayDatabase

/// What Checklists keeps in the database: a checklist's sections and items (its row in the
/// shared `content` table holds its title), and runs — which items are checked, with notes,
/// in each charter.
enum ChecklistsData {
    /// The declaration, contributed to ``DatabaseSchema``.
    static let declaration = FeatureData(
        migrations: [
            FeatureMigration("sections and items", replaces: ["v1 checklists"], migrate: createSectionsAndItems),
            FeatureMigration("runs", replaces: ["v1 charters and checklist runs"], migrate: createRuns),
            FeatureMigration("runs by owner", migrate: ownRuns),
        ],
        synced: [
            SyncedTable("checklistSection", key: ["id"], parent: .init("content", via: "checklistID"), merging: ["title": .latestTellingLoser]),
            SyncedTable("checklistItem", key: ["id"], parent: .init("checklistSection", via: "sectionID"), merging: ["text": .latestTellingLoser]),
            // A check mark is set, never toggled, and the later set wins; two notes written at once both stay.
            SyncedTable(
                "checklistRunItem", key: ["charterID", "itemID"], owner: .column("ownerID"), readers: .owner,
                parent: .init("checklistItem", via: "itemID"), merging: ["note": .keepingBoth]
            ),
        ],
        sampleContent: FeatureMigration("sample checklists", replaces: ["v1 sample content"], migrate: ChecklistSamples.insert),
        export: ExportPart("checklists", value: export),
        account: account,
        deleteAccount: deleteAccount
    )

    // MARK: - Schema

    @Sendable
    static func createSectionsAndItems(_ db: Database) throws {
        try db.create(table: "checklistSection") { t in
            t.primaryKey("id", .blob)
            t.column("checklistID", .blob).notNull().references("content", column: "id", onDelete: .cascade)
            t.column("position", .integer).notNull()
            t.column("title", .text).notNull()
        }
        try db.create(index: "checklistSection_byChecklist", on: "checklistSection", columns: ["checklistID", "position"])
        try db.create(table: "checklistItem") { t in
            t.primaryKey("id", .blob)
            t.column("sectionID", .blob).notNull().references("checklistSection", column: "id", onDelete: .cascade)
            t.column("position", .integer).notNull()
            t.column("text", .text).notNull()
        }
        try db.create(index: "checklistItem_bySection", on: "checklistItem", columns: ["sectionID", "position"])
    }

    /// A checklist's run within a charter: one row per item touched, kept per charter.
    ///
    /// The charter is named by its identifier alone: charters are Charters' to keep, and a
    /// build without Charters still has its runs. (A database the first release made has a
    /// foreign key to its `charter` table here; it does no harm.)
    @Sendable
    static func createRuns(_ db: Database) throws {
        try db.create(table: "checklistRunItem") { t in
            t.column("charterID", .blob).notNull()
            t.column("itemID", .blob).notNull().indexed().references("checklistItem", column: "id", onDelete: .cascade)
            t.column("isChecked", .boolean).notNull().defaults(to: false)
            t.column("note", .text).notNull().defaults(to: "")
            t.column("updatedAt", .datetime).notNull()
            t.primaryKey(["charterID", "itemID"])
        }
    }

    /// A run is its sailor's: on a server many sailors run checklists in one database, and a
    /// run syncs to its owner's devices alone. The runs an earlier release kept were its one
    /// sailor's.
    @Sendable
    static func ownRuns(_ db: Database) throws {
        try db.alter(table: "checklistRunItem") { t in
            t.add(column: "ownerID", .blob)
        }
        try db.execute(sql: "UPDATE checklistRunItem SET ownerID = ?", arguments: [try DeviceSailor.id(db)])
        try db.create(index: "checklistRunItem_byOwner", on: "checklistRunItem", columns: ["ownerID", "updatedAt"])
    }

    // MARK: - The user's data

    /// The sections and items of the user's checklists, and their runs.
    @Sendable
    static func export(_ db: Database, user: UUID) throws -> ExportValue {
        let sections = try ContentItem.parts(in: "checklistSection", by: "checklistID", kind: .checklist, author: user, in: db)
        return .object([
            "sections": .list(try sections.map { section in
                ExportValue(section).adding("items", try .rows(db, "SELECT * FROM checklistItem WHERE sectionID = ? ORDER BY position", [section["id"]]))
            }),
            "runs": try .rows(db, "SELECT * FROM checklistRunItem WHERE ownerID = ? ORDER BY charterID, updatedAt", [user]),
        ])
    }

    /// The user's runs: a run is one checklist in one charter with something checked or noted;
    /// its marks are counted apart.
    @Sendable
    static func account(_ db: Database, user: UUID) throws -> [AccountHolding] {
        let row = try Row.fetchOne(
            db,
            sql: """
                SELECT COUNT(DISTINCT checklistRunItem.charterID || ' ' || checklistSection.checklistID) AS runs,
                       COUNT(*) AS marked, MAX(checklistRunItem.updatedAt) AS lastChange
                FROM checklistRunItem
                LEFT JOIN checklistItem ON checklistItem.id = checklistRunItem.itemID
                LEFT JOIN checklistSection ON checklistSection.id = checklistItem.sectionID
                WHERE checklistRunItem.ownerID = ?
                """,
            arguments: [user]
        )
        let (runs, marked): (Int, Int) = (row?["runs"] ?? 0, row?["marked"] ?? 0)
        let marks = marked == 1 ? "1 checked item or note" : "\(marked) checked items and notes"
        return [
            AccountHolding(
                title: "Checklist runs", count: runs, deletion: "\(runs) checklist run\(runs == 1 ? "" : "s") (\(marks))", lastChange: row?["lastChange"]
            )
        ]
    }

    /// Runs name their charter without a foreign key, so deleting the account removes them
    /// itself.
    @Sendable
    static func deleteAccount(_ db: Database, user: UUID) throws {
        try db.execute(sql: "DELETE FROM checklistRunItem WHERE ownerID = ?", arguments: [user])
    }
}
