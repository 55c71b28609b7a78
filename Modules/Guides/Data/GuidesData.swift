import ContentCore
import Foundation
import GRDB
import SailawayDatabase

/// What Guides keeps in the database: a guide's sections (its row in the shared `content`
/// table holds its title).
enum GuidesData {
    /// The declaration, contributed to ``DatabaseSchema``.
    static let declaration = FeatureData(
        migrations: [FeatureMigration("sections", replaces: ["v3 guides"], migrate: createGuides)],
        synced: [
            SyncedTable("guideSection", key: ["id"], parent: .init("content", via: "guideID"), merging: ["title": .latestTellingLoser, "body": .latestTellingLoser])
        ],
        sampleContent: FeatureMigration("sample guides", replaces: ["v3 sample decks, guides and follows"], migrate: GuideSamples.insert),
        export: ExportPart("guides", value: export)
    )

    // MARK: - Schema

    @Sendable
    static func createGuides(_ db: Database) throws {
        try db.create(table: "guideSection") { t in
            t.primaryKey("id", .blob)
            t.column("guideID", .blob).notNull().references("content", column: "id", onDelete: .cascade)
            t.column("position", .integer).notNull()
            t.column("title", .text).notNull()
            t.column("body", .text).notNull()
        }
        try db.create(index: "guideSection_byGuide", on: "guideSection", columns: ["guideID", "position"])
    }

    // MARK: - The user's data

    /// The sections of the user's guides.
    @Sendable
    static func export(_ db: Database, user: UUID) throws -> ExportValue {
        .rows(try ContentItem.parts(in: "guideSection", by: "guideID", kind: .guide, author: user, in: db))
    }
}
