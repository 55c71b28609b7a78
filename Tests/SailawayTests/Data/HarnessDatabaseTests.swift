import FeatureRegistry
import FeatureTesting
import Foundation
import GRDB
import SailawayApp
import SailawayDatabase
import Testing

/// A harness copies the database an earlier harness of the same features made at its first
/// launch, rather than migrating and seeding a new one: what it holds is what a first launch
/// makes, its own, and another build — a fake configured otherwise — gets its own.
@MainActor @Suite struct HarnessDatabaseTests {
    @Test func aHarnessOfABuildLaunchedBeforeHoldsWhatAFirstLaunchMakesAndItsOwn() async throws {
        let first = try await AppHarness(features: AppFeatures.compiledIn, declared: AppFeatures.declared, welcomed: false)
        let second = try await AppHarness(features: AppFeatures.compiledIn, declared: AppFeatures.declared, welcomed: false)

        let made = try await Self.everyRow(of: first.database)
        #expect(made.count > 20, "every table of the build, the sample content's among them")
        #expect(try await Self.everyRow(of: second.database) == made)
        #expect(try await second.database.writer.read { db in try Preference.newInstall.value(db) } == "1", "a new install, to be welcomed")

        try await first.database.writer.write { db in try Preference.newInstall.set(nil, db) }
        #expect(try await second.database.writer.read { db in try Preference.newInstall.value(db) } == "1", "each harness's data is its own")
    }

    @Test func aFeatureConfiguredOtherwiseIsAnotherBuild() async throws {
        let lymington = try await AppHarness(features: [HarbourFeature(sample: "Lymington")])
        let cowes = try await AppHarness(features: [HarbourFeature(sample: "Cowes")])
        let lymingtonAgain = try await AppHarness(features: [HarbourFeature(sample: "Lymington")])

        #expect(try await HarbourFeature.names(in: lymington.database) == ["Lymington"])
        #expect(try await HarbourFeature.names(in: cowes.database) == ["Cowes"])
        #expect(try await HarbourFeature.names(in: lymingtonAgain.database) == ["Lymington"])
    }

    /// Every row of every table, by table, as text.
    private static func everyRow(of database: SailawayDatabase) async throws -> [String: [String]] {
        try await database.writer.read { db in
            let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
            return try Dictionary(uniqueKeysWithValues: tables.map { table in
                (table, try Row.fetchAll(db, sql: "SELECT * FROM \(table.quotedDatabaseIdentifier)").map(\.description).sorted())
            })
        }
    }
}

/// A feature with one table, seeded with the harbour it is configured with.
private struct HarbourFeature: Feature {
    var sample: String

    var name: String { "Harbours" }

    func register(with registrar: FeatureRegistrar) {
        let sample = sample
        registrar.contribute(
            FeatureData(
                migrations: [FeatureMigration("harbours") { db in try db.execute(sql: "CREATE TABLE harbour (name TEXT NOT NULL)") }],
                sampleContent: FeatureMigration("sample harbour") { db in try db.execute(sql: "INSERT INTO harbour (name) VALUES (?)", arguments: [sample]) }
            ),
            to: DatabaseSchema.self
        )
    }

    static func names(in database: SailawayDatabase) async throws -> [String] {
        try await database.writer.read { db in try String.fetchAll(db, sql: "SELECT name FROM harbour") }
    }
}
