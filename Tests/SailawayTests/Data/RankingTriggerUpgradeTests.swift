import Foundation
import GRDB
import SailawayDatabase
import Testing

/// A data directory written with the ranking index's first update trigger (migration v9, before
/// v10 made an update write only what differs) opens in every build — the whole app, each
/// feature alone, none — with every row kept, the index's own included; and what is edited after ranks as scoring every match does.
@Suite struct RankingTriggerUpgradeTests {
    /// The fixture: written by `main` at 7cf9c1b (its README says how).
    static let fixture = SourceTree.repository.appendingPathComponent("Tests/SailawayTests/Fixtures/DataDirectories/main-7cf9c1b")

    @Test(arguments: FixtureUpgradeTests.builds)
    func everyRowIsKeptAndTheUpdateTriggerIsReplaced(build: [String]) throws {
        let directory = try FixtureUpgradeTests.copy(of: Self.fixture)
        defer { try? FileManager.default.removeItem(at: directory) }
        let original = try FixtureUpgradeTests.original(Self.fixture)
        #expect(original.migrations.contains("v9 search ranking") && !original.migrations.contains("v10 search ranking by difference"))

        let database = try SailawayDatabase.open(in: directory, schema: DataBuild.schema(DataBuild.features(build)))

        let (rows, migrations, schema, captureIsCurrent) = try database.writer.read { db in
            (try DatabaseContents.rows(db), try DatabaseContents.migrations(db), try DatabaseContents.schema(db), try DatabaseContents.captureIsCurrent(db, for: database.syncSchema))
        }
        // A build with a feature that release did not have adds its rows (its sample content):
        // nothing the fixture held is lost or changed.
        for (table, before) in original.rows where table != "grdb_migrations" {
            #expect((rows[table]?.count ?? 0) >= before.count, "\(table) in \(build)")
            for row in DatabaseContents.keeps(before, in: rows[table] ?? []) {
                Issue.record("\(table) row lost or changed in \(build): \(row)")
            }
        }
        #expect(migrations.isSuperset(of: original.migrations.union(["v10 search ranking by difference"])))
        #expect(schema.contains { $0.hasPrefix("trigger searchIndex_afterUpdate") && $0.contains("sailaway_search_prefix_changes") })
        #expect(captureIsCurrent, "the change capture's triggers were written again (\(build))")
    }

    @Test func anItemRenamedAndRewrittenAfterTheUpgradeRanksAsFullScoring() async throws {
        let directory = try FixtureUpgradeTests.copy(of: Self.fixture)
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = try SailawayDatabase.open(in: directory, schema: DataBuild.schema(DataBuild.features))

        try await database.writer.write { db in
            try db.execute(sql: "UPDATE content SET title = 'Harbour Departure Plan' WHERE title = 'Fixture Passage Plan'")
            try db.execute(sql: "UPDATE content SET body = 'Check the anchor, the forecast and the bilge pump twice' WHERE kind = 'checklist' AND visibility = 'public' AND title LIKE 'P%'")
            try db.execute(sql: "UPDATE content SET visibility = 'private' WHERE kind = 'deck' AND rowID = (SELECT min(rowID) FROM content WHERE kind = 'deck')")
        }
        let results = try await database.writer.read { db in
            var results: [(query: String, kind: String, best: [Int64], fullyScored: [Int64])] = []
            for query in ["anchor", "bilge pump", "check", "fixture passage", "harbour departure", "knots", "safety", "forecast", "twice"] {
                for kind in ["checklist", "deck", "guide"] {
                    results.append((query, kind, try ContentSearch.best(query, kind: kind, limit: 20, in: db), try ContentSearch.fullyScored(query, kind: kind, limit: 20, in: db)))
                }
            }
            return results
        }
        for result in results {
            #expect(result.best == result.fullyScored, "“\(result.query)” in \(result.kind)s")
        }
        #expect(results.first { $0.query == "fixture passage" && $0.kind == "checklist" }?.best.isEmpty == true)
        #expect(results.first { $0.query == "harbour departure" && $0.kind == "checklist" }?.best.count == 1)
    }
}
