import Foundation
import GRDB
import SailawayDatabase

/// Features' data as the database module sees it, without any real feature: “Logbooks” keeps
/// passages of its own content, “Tides” keeps tide tables, each with a sample.
enum FakeFeatureData {
    /// The sample logbook, by the current sample sailor.
    static let sampleLogbook = UUID(uuidString: "10C0B00C-0000-4000-8000-000000000001")!
    /// A sample logbook by Marta.
    static let martasLogbook = UUID(uuidString: "10C0B00C-0000-4000-8000-000000000002")!

    /// Logbooks: a `passage` table of its content's parts, and two sample logbooks with a
    /// passage each.
    static func logbooks(dependencies: [String] = [], replaces: Set<String> = []) -> FeatureData {
        FeatureData(
            migrations: [
                FeatureMigration("passages", replaces: replaces) { db in
                    try db.create(table: "passage") { t in
                        t.primaryKey("id", .blob)
                        t.column("logbookID", .blob).notNull().references("content", column: "id", onDelete: .cascade)
                        t.column("text", .text).notNull()
                    }
                },
            ],
            dependencies: dependencies,
            synced: [SyncedTable("passage", key: ["id"], parent: .init("content", via: "logbookID"), merging: ["text": .keepingBoth])],
            sampleContent: FeatureMigration("sample logbooks") { db in
                let logbooks = [
                    ContentItem(id: sampleLogbook, kind: "logbook", title: "Ionian log", body: "Lefkada to Kalamos", authorID: SampleContent.currentUser, createdAt: SampleContent.date("2026-06-01")),
                    ContentItem(id: martasLogbook, kind: "logbook", title: "Cyclades crossing", body: "Meltemi on the beam", authorID: SampleContent.marta, visibility: .public, createdAt: SampleContent.date("2026-07-01")),
                ]
                for logbook in logbooks where try SampleContent.insert(logbook, in: db) {
                    try db.execute(
                        sql: "INSERT INTO passage (id, logbookID, text) VALUES (?, ?, ?)",
                        arguments: [SampleContent.derivedID(logbook.id, 1, 0), logbook.id, "Departed at dawn"]
                    )
                }
            }
        )
    }

    /// Tides: a `tideTable` table, no sample content.
    static func tides(dependencies: [String] = []) -> FeatureData {
        FeatureData(
            migrations: [
                FeatureMigration("tide tables") { db in
                    try db.create(table: "tideTable") { t in
                        t.primaryKey("port", .text)
                        t.column("highWater", .text).notNull()
                    }
                },
            ],
            dependencies: dependencies
        )
    }

    /// A feature with no tables that depends on others, for ordering.
    static func empty(dependencies: [String] = []) -> FeatureData {
        FeatureData(migrations: [], dependencies: dependencies)
    }
}

/// Every row of every table but GRDB's own bookkeeping, as text: what “nothing changed” is
/// checked against.
func everyRow(_ db: Database) throws -> [String: [[String]]] {
    let names = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    var tables: [String: [[String]]] = [:]
    for name in names {
        tables[name] = try Row.fetchAll(db, SQLRequest<Row>(literal: "SELECT * FROM \(identifier: name)")).map { row in
            row.databaseValues.map(\.description)
        }
    }
    return tables
}

/// The names of the tables of `db`, SQLite's own left out.
func tableNames(_ db: Database) throws -> Set<String> {
    Set(try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"))
}
