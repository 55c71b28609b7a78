import FeatureRegistry
import FeatureTesting
import Foundation
import GRDB
import SailawayApp

/// The whole app in the test process: every feature of the composition root composed with the
/// shell over a fresh data directory and database, as the `sailaway` host composes them.
enum ComposedApp {
    /// Every feature of the app.
    static var features: [any Feature] {
        AppFeatures.compiledIn
    }

    /// The line session's tab bar of the composed build: `t1 Home  t2 Library  …`, a tab's number
    /// then its title, in tab-bar order.
    @MainActor
    static func tabBar() async throws -> String {
        try await launch().session.composition.tabs.enumerated().map { "t\($0.offset + 1) \($0.element.title)" }.joined(separator: "  ")
    }

    /// Launches the app; `welcomed`, onboarding is behind the person (they explore as the
    /// sample sailor), else it is a new install as it starts.
    @MainActor
    static func launch(welcomed: Bool = true) async throws -> AppHarness {
        try await AppHarness(features: features, declared: AppFeatures.declared, welcomed: welcomed)
    }
}

/// Every row of every table, as text: what "nothing was written" is checked against.
struct DatabaseSnapshot: Equatable {
    /// Table name → its rows, each row its values as text, in rowid order.
    var tables: [String: [[String]]]

    /// Reads every table of `writer`'s database.
    static func take(_ writer: any DatabaseWriter) throws -> DatabaseSnapshot {
        try writer.read { db in
            let names = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
            var tables: [String: [[String]]] = [:]
            for name in names {
                tables[name] = try Row.fetchAll(db, SQLRequest<Row>(literal: "SELECT * FROM \(identifier: name)")).map { row in
                    row.databaseValues.map(\.description)
                }
            }
            return DatabaseSnapshot(tables: tables)
        }
    }

    /// The tables whose rows differ from `other`'s, with their row counts.
    func changes(from other: DatabaseSnapshot) -> [String] {
        Set(tables.keys).union(other.tables.keys).sorted().compactMap { name in
            tables[name] == other.tables[name]
                ? nil : "\(name) (\(other.tables[name]?.count ?? 0) rows before, \(tables[name]?.count ?? 0) after)"
        }
    }

    /// How many rows the database's writer connection has inserted, updated or deleted since it
    /// opened: a cheap check, after each link, that nothing was written.
    static func changeCount(_ writer: any DatabaseWriter) throws -> Int {
        try writer.writeWithoutTransaction { db in try Int.fetchOne(db, sql: "SELECT total_changes()") ?? 0 }
    }
}

/// The files of a directory, recursively, with their sizes; the database's own files left out
/// (SQLite may checkpoint its journal on a read).
func fileListing(of directory: URL) -> [String: Int] {
    var listing: [String: Int] = [:]
    let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.fileSizeKey])
    while let url = enumerator?.nextObject() as? URL {
        let relative = String(url.path.dropFirst(directory.path.count))
        guard !relative.contains("sailaway.sqlite") else { continue }
        listing[relative] = (try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
    }
    return listing
}
