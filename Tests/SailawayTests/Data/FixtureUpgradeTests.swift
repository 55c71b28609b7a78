import AppShell
import FeatureRegistry
import Foundation
import GRDB
import NavigationEngine
import SailawayDatabase
import Testing

/// A data directory written by the release before features owned their data opens in every
/// build — the whole app, each feature alone, none — with every row and every valid stack entry
/// kept, and a whole → narrowed → whole round trip loses nothing.
@MainActor @Suite struct FixtureUpgradeTests {
    /// The fixture: written by `main` at 367cf45 (its README lists what it holds).
    nonisolated static let fixture = SourceTree.repository.appendingPathComponent("Tests/SailawayTests/Fixtures/DataDirectories/main-367cf45")

    /// The eleven migrations of that release.
    nonisolated static let legacyMigrations: Set<String> = [
        "v1 people and content", "v1 checklists", "v1 charters and checklist runs", "v1 sample content", "v2 content search",
        "v3 decks", "v3 guides", "v3 follows", "v3 drafts by kind", "v3 sample decks, guides and follows", "v4 search filter index",
    ]

    /// The fixture's stacks, by tab, each entry with the feature whose route it is.
    nonisolated static let stacks: [String: [(link: String, feature: String)]] = [
        "home": [("sailaway://charter/new/2c9e8563-451f-4844-8e9b-4e37b4b58b64", "Charters")],
        "library": [
            ("sailaway://content/checklist/5a11c4ec-0000-4000-8000-000000000006", "Checklists"),
            ("sailaway://checklist/5a11c4ec-0000-4000-8000-000000000006/edit", "Checklists"),
        ],
        "discover": [
            ("sailaway://content/deck/550e8400-e29b-41d4-a716-446655440003", "Decks"),
            ("sailaway://deck/550e8400-e29b-41d4-a716-446655440003/review", "Decks"),
        ],
        "charters": [
            ("sailaway://charter/550e8400-e29b-41d4-a716-446655440002", "Charters"),
            ("sailaway://charter/550e8400-e29b-41d4-a716-446655440002/checklist/5a11c4ec-0000-4000-8000-000000000009", "Checklists"),
        ],
        "profile": [
            ("sailaway://user/5a11a4a7-0000-4000-8000-000000000002", "Profiles"),
            ("sailaway://content/checklist/5a11c4ec-0000-4000-8000-000000000002", "Checklists"),
        ],
    ]

    /// `fixture` as it is on disk, read from a copy: SQLite opens a WAL file's journal
    /// beside it even to read, and the fixture is never touched.
    nonisolated static func original(_ fixture: URL = fixture) throws -> (rows: [String: [[String: String]]], migrations: Set<String>) {
        let directory = try copy(of: fixture)
        defer { try? FileManager.default.removeItem(at: directory) }
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: directory.appendingPathComponent(SailawayDatabase.fileName).path, configuration: configuration)
        return try queue.read { db in (try DatabaseContents.rows(db), try DatabaseContents.migrations(db)) }
    }

    /// A copy of `fixture` in a new temporary directory.
    nonisolated static func copy(of fixture: URL = fixture) throws -> URL {
        let directory = DataBuild.temporaryDirectory("fixture")
        try FileManager.default.copyItem(at: fixture, to: directory)
        return directory
    }

    /// The builds: the whole app, each feature alone, none.
    nonisolated static let builds: [[String]] = [DataBuild.names] + DataBuild.names.map { [$0] } + [[]]

    // MARK: - Rows

    @Test func theFixtureIsWhatItsReadmeSays() throws {
        // Only ever copied: nothing is written beside it (no journal, no state).
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: Self.fixture.path)) == ["README.md", "navigation.json", "sailaway.sqlite"])
        let original = try Self.original()
        #expect(original.migrations == Self.legacyMigrations)
        #expect(original.rows["checklistRunItem"]?.count == 4, "two checks and two notes in the Aegean Week run")
        #expect(original.rows["cardReview"]?.count == 2)
        #expect(original.rows["follow"]?.count == 7, "the six sample follows and Jonas")
        #expect(original.rows["content"]?.count == 19)
        #expect(original.rows["draft"]?.count == 3)
    }

    @Test(arguments: builds)
    func everyRowIsKeptUnchanged(build: [String]) throws {
        let directory = try Self.copy()
        defer { try? FileManager.default.removeItem(at: directory) }
        let original = try Self.original()

        let database = try SailawayDatabase.open(in: directory, schema: DataBuild.schema(DataBuild.features(build)))

        try database.writer.read { db in
            let rows = try DatabaseContents.rows(db)
            for (table, before) in original.rows where table != "grdb_migrations" {
                let after = rows[table] ?? []
                #expect(after.count == before.count, "\(table): \(before.count) rows before, \(after.count) after (\(build))")
                for row in DatabaseContents.keeps(before, in: after) {
                    Issue.record("\(table) row lost or changed in \(build): \(row)")
                }
            }
            #expect(Set(rows.keys).isSuperset(of: original.rows.keys))
            // No migration of the earlier release ran again, and every one stays recorded.
            let migrations = try DatabaseContents.migrations(db)
            #expect(migrations.isSuperset(of: Self.legacyMigrations))
            #expect(migrations.isSuperset(of: SailawayDatabase.migrationNames(try DataBuild.schema(DataBuild.features(build)))))
            #expect(try DatabaseContents.integrity(db) == ["ok"])
        }
        // The search index, made anew, finds what the earlier one did.
        let found = try database.writer.write { db in try DatabaseContents.searchFinds("anchoring", in: db) }
        #expect(found > 0)
    }

    @Test func theSearchRankingIndexHoldsTheRowsThereWere() throws {
        let directory = try Self.copy()
        defer { try? FileManager.default.removeItem(at: directory) }

        let database = try SailawayDatabase.open(in: directory, schema: DataBuild.schema(DataBuild.features))

        // Made by migration v9 from the rows the earlier release wrote: search read from it ranks
        // as scoring every match does, the fixture's own published checklist among them.
        // Read first, compared after: an `#expect(try …)` inside the read's closure does not
        // compile with Swift 6.3 (“errors thrown from here are not handled”).
        let results = try database.writer.read { db in
            var results: [(query: String, kind: String, best: [Int64], fullyScored: [Int64])] = []
            for query in ["anchor", "bilge pump", "check", "fixture passage", "knots", "safety", "forecast"] {
                for kind in ["checklist", "deck", "guide"] {
                    let best = try ContentSearch.best(query, kind: kind, limit: 20, in: db)
                    results.append((query, kind, best, try ContentSearch.fullyScored(query, kind: kind, limit: 20, in: db)))
                }
            }
            return results
        }
        for result in results {
            #expect(result.best == result.fullyScored, "“\(result.query)” in \(result.kind)s")
        }
        #expect(results.first { $0.query == "fixture passage" && $0.kind == "checklist" }?.best.count == 1)
    }

    @Test func noSampleContentIsWrittenTwice() throws {
        let directory = try Self.copy()
        defer { try? FileManager.default.removeItem(at: directory) }
        let original = try Self.original()

        let database = try SailawayDatabase.open(in: directory, schema: DataBuild.schema(DataBuild.features))

        try database.writer.read { db in
            for (table, rows) in original.rows where table != "grdb_migrations" {
                #expect(try Int.fetchOne(db, SQLRequest<Int>(literal: "SELECT COUNT(*) FROM \(identifier: table)")) == rows.count, "\(table)")
            }
            let duplicated = try String.fetchAll(
                db, sql: "SELECT title FROM content GROUP BY kind, title, authorID, forkedFromID HAVING COUNT(*) > 1"
            )
            #expect(duplicated.isEmpty, "sample content written again: \(duplicated)")
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM user") == 5)
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM charter WHERE name = 'Aegean Week'") == 1)
        }
    }

    // MARK: - Navigation state

    @Test(arguments: builds)
    func everyValidStackEntryIsKept(build: [String]) async throws {
        let directory = try Self.copy()
        defer { try? FileManager.default.removeItem(at: directory) }

        let (session, _) = try await DataBuild.launch(DataBuild.features(build), in: directory)

        let state = session.router.state
        for tab in state.tabs {
            let expected = (Self.stacks[tab.rawValue] ?? []).filter { build.contains($0.feature) }.map(\.link)
            let links = state.stack(tab).compactMap { session.router.links.link(for: $0) }
            #expect(links == expected, "\(tab.rawValue) in \(build)")
        }
        if build.contains("Profiles") {
            #expect(state.selectedTab == .init(rawValue: "profile"))
        }
        // An earlier release's sailor was welcomed long ago: no onboarding, nothing presented.
        #expect(state.presentations.isEmpty, "\(build)")
        #expect(session.router.deferredLinks.isEmpty)
    }

    @Test func theVersion1DocumentIsWrittenBackAsVersion2WithEveryStack() async throws {
        let directory = try Self.copy()
        defer { try? FileManager.default.removeItem(at: directory) }

        let (session, _) = try await DataBuild.launch(DataBuild.features, in: directory)
        try session.save()

        let saved = try Data(contentsOf: directory.appendingPathComponent("navigation.json"))
        let document = try #require(try JSONSerialization.jsonObject(with: saved) as? [String: Any])
        #expect(document["version"] as? Int == 2)
        #expect(document["presentations"] as? [Any] != nil)
        let tabs = try #require(document["tabs"] as? [String: [String]])
        for (tab, entries) in Self.stacks {
            #expect(tabs[tab] == entries.map(\.link), "\(tab)")
        }
    }

    // MARK: - Round trips

    @Test(arguments: DataBuild.names)
    func wholeThenNarrowedThenWholeLosesNothing(feature: String) async throws {
        let directory = try Self.copy()
        defer { try? FileManager.default.removeItem(at: directory) }

        let whole = try await DataBuild.launch(DataBuild.features, in: directory)
        try whole.session.save()
        let rows = try await whole.database.writer.read(DatabaseContents.rows)

        let narrowed = try await DataBuild.launch(DataBuild.features([feature]), in: directory)
        try narrowed.session.save()
        #expect(try await narrowed.database.writer.read(DatabaseContents.integrity) == ["ok"])

        let again = try await DataBuild.launch(DataBuild.features, in: directory)
        try again.session.save()
        #expect(try await again.database.writer.read(DatabaseContents.rows) == rows, "after a build of \(feature) alone")
        #expect(try await again.database.writer.read(DatabaseContents.integrity) == ["ok"])
        // Tabs the narrowed build lacked come back whole, and so do the stacks it had but left
        // alone, screens of the features it lacked included.
        let state = again.session.router.state
        for tab in state.tabs {
            let expected = (Self.stacks[tab.rawValue] ?? []).map(\.link)
            #expect(state.stack(tab).compactMap { again.session.router.links.link(for: $0) } == expected, "\(tab.rawValue) after \(feature) alone")
        }
    }
}
