import FeatureRegistry
import Foundation
import GRDB

/// The schema of one build: the tables every feature shares, then each feature's own, in an
/// order that is the same on every run.
///
/// The shared migrations come first; features follow in the order their declared dependencies
/// allow, ties broken by name, so any set of features migrates the same way whichever order a
/// host composed them in. A feature absent from the build is not migrated, and its tables and
/// rows stay in the file as they are, for the next build that has it.
public struct AppSchema: Sendable {
    /// One feature's data, with its name.
    public struct Part: Sendable {
        /// The feature.
        public var feature: String
        /// What it keeps.
        public var data: FeatureData
    }

    /// The features' parts, in migration order.
    public let parts: [Part]

    /// The schema of the shared tables alone: a build without features.
    public static let shared = AppSchema(ordered: [])

    /// The schema of `parts`, ordered.
    ///
    /// A dependency on a feature the build does not have is ignored; features that depend on
    /// each other in a cycle cannot be ordered, and are refused by name.
    public init(_ parts: [(feature: String, data: FeatureData)]) throws(AppSchemaError) {
        var remaining = parts.map { Part(feature: $0.feature, data: $0.data) }.sorted { $0.feature < $1.feature }
        let present = Set(remaining.map(\.feature))
        var ordered: [Part] = []
        var placed: Set<String> = []
        while !remaining.isEmpty {
            guard let next = remaining.firstIndex(where: { part in
                part.data.dependencies.allSatisfy { placed.contains($0) || !present.contains($0) || $0 == part.feature }
            }) else {
                throw AppSchemaError(features: remaining.map(\.feature), reason: "their migrations depend on each other in a cycle")
            }
            let part = remaining.remove(at: next)
            ordered.append(part)
            placed.insert(part.feature)
        }
        self.init(ordered: ordered)
    }

    /// The schema of what the enabled features of a build contribute to ``DatabaseSchema``.
    public init(_ contributions: Contributions) throws(AppSchemaError) {
        try self.init(contributions.contributors(of: DatabaseSchema.self).map { ($0.feature, $0.contribution) })
    }

    private init(ordered: [Part]) {
        parts = ordered
    }

    /// The tables that sync in this build: the shared ones, then each feature's.
    public var synced: SyncSchema {
        get throws(SyncSchemaError) {
            try SyncSchema(SailawayDatabase.syncedTables + parts.flatMap(\.data.synced))
        }
    }

    // MARK: - Migrating

    /// Every migration of the schema in order, as the database records them: the shared ones
    /// by their own names, a feature's as “Feature: name”. Sample content comes after each
    /// part's tables when `seeded`.
    func migrations(seeded: Bool) -> [(identifier: String, migration: FeatureMigration)] {
        var all = SailawayDatabase.sharedMigrations.map { ($0.name, $0) }
        if seeded { all.append((SailawayDatabase.samplePeople.name, SailawayDatabase.samplePeople)) }
        for part in parts {
            all += part.data.migrations.map { ("\(part.feature): \($0.name)", $0) }
            if seeded, let sample = part.data.sampleContent {
                all.append(("\(part.feature): \(sample.name)", sample))
            }
        }
        return all
    }

    /// GRDB's migrator for the schema.
    func migrator(seeded: Bool) -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for (identifier, migration) in migrations(seeded: seeded) {
            migrator.registerMigration(identifier, migrate: migration.migrate)
        }
        return migrator
    }

    /// The migrations that a migration of the release with one schema for the whole app
    /// already did on this database, and that are not yet recorded under their own names.
    func earlierMigrations(applied: Set<String>, seeded: Bool) -> [String] {
        migrations(seeded: seeded)
            .filter { !applied.contains($0.identifier) && !$0.migration.replaces.isDisjoint(with: applied) }
            .map(\.identifier)
    }

    /// Records `identifiers` as done, so a database an earlier release wrote is upgraded
    /// without a row touched. The old names stay recorded too: another build, with other
    /// features, may still need them to recognise its own tables.
    static func adopt(_ identifiers: [String], in db: Database) throws {
        for identifier in identifiers {
            try db.execute(sql: "INSERT OR IGNORE INTO grdb_migrations (identifier) VALUES (?)", arguments: [identifier])
        }
    }
}

/// A set of features whose data cannot be composed.
public struct AppSchemaError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The features involved.
    public var features: [String]
    /// What is wrong.
    public var reason: String

    public var description: String {
        "Cannot compose the data of \(features.joined(separator: ", ")): \(reason)"
    }
}
