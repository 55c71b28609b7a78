import AppShell
import FeatureRegistry
import FeatureTesting
import Foundation
import ProcessTesting
import GRDB
import NavigationEngine
import SailawayApp
import SailawayDatabase

/// Builds of the app for the whole-app data tests: any subset of the app's features composed
/// with the shell, as the host composes them, over a data directory or a database in memory.
enum DataBuild {
    /// Every feature of the app.
    static var features: [any Feature] { ComposedApp.features }

    /// Their names, in the composition root's order.
    static var names: [String] { features.map(\.name) }

    /// The features named `names`.
    static func features(_ names: some Sequence<String>) -> [any Feature] {
        let names = Set(names)
        return features.filter { names.contains($0.name) }
    }

    /// Every subset of the app's features, the empty one and the whole app included.
    static var subsets: [Set<String>] {
        let names = names
        return (0..<(1 << names.count)).map { mask in Set(names.indices.filter { mask & (1 << $0) != 0 }.map { names[$0] }) }
    }

    /// The build of `features` over the data directory `directory`, its database opened there
    /// on first use as the host opens it; like the host, it knows every feature of the app by
    /// its interface, compiled in or not.
    static func composition(_ features: [any Feature], directory: URL) throws -> Composition {
        let context = FeatureContext(dataDirectory: directory).with(database: .file(in: directory))
        return try Composition(
            features: features, shell: [ShellFeature()], declared: AppFeatures.declared, context: context,
            configuration: AppHarness.configuration
        )
    }

    /// The schema of a build of `features`.
    static func schema(_ features: [any Feature]) throws -> AppSchema {
        try AppSchema(composition(features, directory: FileManager.default.temporaryDirectory).contributions)
    }

    /// Launches a build of `features` over `directory`: its database migrated to the build's
    /// schema and its navigation state restored, as the host does for every command.
    @MainActor
    static func launch(_ features: [any Feature], in directory: URL) async throws -> (session: AppSession, database: SailawayDatabase) {
        let composition = try composition(features, directory: directory)
        let session = AppSession(composition: composition, store: NavigationStore(directory: directory), identity: .device)
        try await session.launch()
        return (session, try composition.database())
    }

    /// A new temporary directory.
    static func temporaryDirectory(_ name: String) -> URL {
        TestCleanup.path(name)
    }
}

/// What a database holds, read for comparison.
enum DatabaseContents {
    /// Every row of every table but SQLite's own and the search index's, each as its values as
    /// text by column, by table, in the table's order. The search index is derived from the
    /// content rows — made anew when its way of splitting words changes (v8, symbols) — so it is
    /// checked by what it finds (``searchFinds(_:in:)``), not by its pages. So are the change
    /// capture's signatures (`syncState`'s `capture:` rows): they say which triggers were written,
    /// and a later release writes the triggers, and them, again (``captureIsCurrent(_:)``).
    static func rows(_ db: Database) throws -> [String: [[String: String]]] {
        var rows: [String: [[String: String]]] = [:]
        for name in try tables(db) {
            rows[name] = try Row.fetchAll(db, SQLRequest<Row>(literal: "SELECT * FROM \(identifier: name)")).map { row in
                Dictionary(uniqueKeysWithValues: row.map { ($0, $1.description) })
            }
        }
        rows["syncState"]?.removeAll { $0["key"]?.hasPrefix("\"capture:") == true }
        return rows
    }

    /// Whether the change capture triggers of the tables `synced` are this release's: each
    /// writes its values through `sailaway_sync_value` (version 2 of their text). A build
    /// leaves the triggers of tables that are not its own as they were.
    static func captureIsCurrent(_ db: Database, for synced: SyncSchema) throws -> Bool {
        let triggers = try Row.fetchAll(db, sql: "SELECT tbl_name, sql FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'sync\\_capture\\_%' ESCAPE '\\'")
        let tables = Set(synced.tables.map(\.name))
        let ours = triggers.filter { tables.contains($0["tbl_name"]) }
        return ours.count == 3 * tables.count && ours.allSatisfy { ($0["sql"] as String).contains("sailaway_sync_value(") }
    }

    /// Whether every row of `before` is among `after`, with the values it had: a later release
    /// may add a column (a draft's owner), never change what a row held.
    static func keeps(_ before: [[String: String]], in after: [[String: String]]) -> [[String: String]] {
        let kept = after.map { row in before.first.map { first in row.filter { first.keys.contains($0.key) } } ?? row }
        var remaining = kept
        return before.filter { row in
            guard let index = remaining.firstIndex(of: row) else { return true }
            remaining.remove(at: index)
            return false
        }
    }

    /// The names of the tables, SQLite's own and the search index's left out.
    static func tables(_ db: Database) throws -> [String] {
        try String.fetchAll(
            db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'contentSearch%' ORDER BY name"
        )
    }

    /// How many content rows the search index finds for `word`, after checking that the index
    /// agrees with the rows it is made from.
    static func searchFinds(_ word: String, in db: Database) throws -> Int {
        try db.execute(sql: "INSERT INTO contentSearch(contentSearch, rank) VALUES('integrity-check', 1)")
        return try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM contentSearch WHERE contentSearch MATCH ?", arguments: [word]) ?? 0
    }

    /// The schema: every table, index, view and trigger with its SQL.
    static func schema(_ db: Database) throws -> [String] {
        try Row.fetchAll(db, sql: "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name").map { row in
            "\(row["type"] as String) \(row["name"] as String) on \(row["tbl_name"] as String): \((row["sql"] as String?) ?? "")"
        }
    }

    /// The migrations recorded as done.
    static func migrations(_ db: Database) throws -> Set<String> {
        Set(try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"))
    }

    /// What `PRAGMA integrity_check` says: "ok" when the file is sound.
    static func integrity(_ db: Database) throws -> [String] {
        try String.fetchAll(db, sql: "PRAGMA integrity_check")
    }
}

/// The repository's sources, for checks that read them.
enum SourceTree {
    /// The repository: four levels above this file (Tests/SailawayTests/Data/), links resolved —
    /// `Tools/test` compiles the tests through a link to their folder.
    static let repository = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The Swift files under `folder` of the repository, by their path from the repository.
    static func swiftFiles(under folder: String) throws -> [(path: String, source: String)] {
        let root = repository.appendingPathComponent(folder)
        let files = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String]) ?? []
        return try files.filter { $0.hasSuffix(".swift") }.sorted().map { file in
            ("\(folder)/\(file)", try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8))
        }
    }
}
