import Foundation
import GRDB
import SailawayDatabase
import Testing

/// The schema of a build: the shared tables first, then each feature's, in an order its
/// declared dependencies and then the features' names decide, whatever order they came in.
struct AppSchemaTests {
    // MARK: - The shared schema

    @Test func theSharedSchemaAloneHasPeopleContentAndWhatEveryKindOfContentHas() throws {
        let database = try SailawayDatabase.inMemory(schema: .shared)
        try database.writer.read { db in
            let tables = try tableNames(db).filter { !$0.hasPrefix("contentSearch_") }
            #expect(tables == [
                "grdb_migrations", "user", "content", "rating", "report", "draft", "contentSearch", "preference", "syncOutbox", "syncControl", "syncState",
                "syncWanted", "searchStatistics", "searchPrefix", "searchKind", "searchPosting", "searchItemTerms",
            ])
            #expect(try DeviceSailor.id(db) == SampleContent.currentUser)
            #expect(try User.fetchCount(db) == 5)
            #expect(try ContentItem.fetchCount(db) == 0, "content is the features' to seed")
        }
        #expect(SailawayDatabase.migrationNames() == [
            "v1 people and content", "v2 content search", "v3 drafts by kind", "v4 search filter index", "v5 preferences", "v6 drafts by owner",
            "v7 sync", "v8 search symbols", "v9 search ranking", "v10 search ranking by difference", "sample people",
        ])
        #expect(SailawayDatabase.migrationNames(seeded: false).count == SailawayDatabase.migrationNames().count - 1)
    }

    @Test func aSharedSchemaWithoutSampleContentHasNobody() throws {
        let database = try SailawayDatabase.inMemory(seeded: false)
        #expect(try database.writer.read { try User.fetchCount($0) } == 0)
    }

    // MARK: - Order

    @Test func sharedMigrationsComeFirstThenFeaturesByDependencyThenName() throws {
        let parts: [(feature: String, data: FeatureData)] = [
            ("Alpha", FakeFeatureData.empty(dependencies: ["Zeta"])),
            ("Mid", FakeFeatureData.empty()),
            ("Zeta", FakeFeatureData.tides()),
            ("Logbooks", FakeFeatureData.logbooks(dependencies: ["Zeta"])),
        ]
        // Every order of composition gives the same schema.
        for rotation in 0..<parts.count {
            let rotated = Array(parts[rotation...] + parts[..<rotation])
            let schema = try AppSchema(rotated)
            #expect(schema.parts.map(\.feature) == ["Mid", "Zeta", "Alpha", "Logbooks"], "composed as \(rotated.map(\.feature))")
            #expect(try AppSchema(rotated.reversed()).parts.map(\.feature) == schema.parts.map(\.feature))
        }
        let names = SailawayDatabase.migrationNames(try AppSchema(parts))
        let shared = SailawayDatabase.migrationNames(.shared)
        #expect(Array(names.prefix(shared.count)) == shared)
        #expect(Array(names.dropFirst(shared.count)) == ["Zeta: tide tables", "Logbooks: passages", "Logbooks: sample logbooks"])
    }

    @Test func featuresWithoutDependenciesAreOrderedByName() throws {
        let schema = try AppSchema([("Tides", FakeFeatureData.tides()), ("Logbooks", FakeFeatureData.logbooks())])
        #expect(schema.parts.map(\.feature) == ["Logbooks", "Tides"])
    }

    @Test func aDependencyCycleIsRefusedNamingTheFeatures() {
        #expect {
            try AppSchema([
                ("Tides", FakeFeatureData.tides(dependencies: ["Logbooks"])),
                ("Logbooks", FakeFeatureData.logbooks(dependencies: ["Tides"])),
                ("Mid", FakeFeatureData.empty()),
            ])
        } throws: { error in
            guard let error = error as? AppSchemaError else { return false }
            return error.features == ["Logbooks", "Tides"] && "\(error)".contains("Logbooks, Tides") && "\(error)".contains("cycle")
        }
    }

    @Test func aDependencyOnAnAbsentFeatureOrOnItselfIsIgnored() throws {
        let schema = try AppSchema([
            ("Logbooks", FakeFeatureData.logbooks(dependencies: ["Charts", "Logbooks"])),
            ("Tides", FakeFeatureData.tides()),
        ])
        #expect(schema.parts.map(\.feature) == ["Logbooks", "Tides"])
        let database = try SailawayDatabase.inMemory(schema: schema)
        #expect(try database.writer.read { try tableNames($0) }.isSuperset(of: ["passage", "tideTable"]))
    }

    @Test func aFeatureAbsentFromTheBuildKeepsItsTablesAndRows() throws {
        let queue = try DatabaseQueue()
        _ = try SailawayDatabase(queue, schema: AppSchema([("Logbooks", FakeFeatureData.logbooks())]))
        let before = try queue.read(everyRow)

        _ = try SailawayDatabase(queue, schema: AppSchema([("Tides", FakeFeatureData.tides())]))

        let after = try queue.read(everyRow)
        #expect(after.filter { $0.key != "grdb_migrations" && $0.key != "tideTable" } == before.filter { $0.key != "grdb_migrations" })
        #expect(after["passage"]?.count == 2)
    }
}
