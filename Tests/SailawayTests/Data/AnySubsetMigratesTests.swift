import FeatureRegistry
import Foundation
import GRDB
import SailawayDatabase
import Testing

/// Any feature's migrations apply on a database where any other set of features already ran:
/// for every subset S of the app's features, a database migrated by a build of S is migrated
/// by a build of the whole app, and by a build of S and one more feature, and ends with the
/// schema a build of those features gives a new database.
@Suite struct AnySubsetMigratesTests {
    /// What a new database migrated by a build of `features` ends with: each subset's, once.
    static func direct(_ features: Set<String>) throws -> (schema: [String], migrations: Set<String>) {
        guard let result = try directBySubset.get()[features] else { throw CocoaError(.featureUnsupported) }
        return result
    }

    static let directBySubset = Result {
        try Dictionary(uniqueKeysWithValues: DataBuild.subsets.map { ($0, try migratedNew($0)) })
    }

    /// The schema and recorded migrations of a new database migrated by a build of `features`.
    static func migratedNew(_ features: Set<String>) throws -> (schema: [String], migrations: Set<String>) {
        let database = try SailawayDatabase.inMemory(schema: DataBuild.schema(DataBuild.features(features)))
        return try database.writer.read { db in (try DatabaseContents.schema(db), try DatabaseContents.migrations(db)) }
    }

    /// Migrates a database by a build of `first`, then of `then`; returns what it ends with.
    static func migrated(_ first: Set<String>, then: Set<String>) throws -> (schema: [String], migrations: Set<String>, integrity: [String]) {
        let database = try SailawayDatabase.inMemory(schema: DataBuild.schema(DataBuild.features(first)))
        let upgraded = try SailawayDatabase(database.writer, schema: DataBuild.schema(DataBuild.features(then)))
        return try upgraded.writer.read { db in
            (try DatabaseContents.schema(db), try DatabaseContents.migrations(db), try DatabaseContents.integrity(db))
        }
    }

    @Test func everySubsetIsCovered() {
        #expect(DataBuild.subsets.count == 1 << DataBuild.names.count)
        #expect(Set(DataBuild.subsets).count == DataBuild.subsets.count)
    }

    @Test(arguments: DataBuild.subsets.indices)
    func aSubsetThenTheWholeAppOrOneMoreFeature(subset index: Int) throws {
        let subset = DataBuild.subsets[index]
        let all = Set(DataBuild.names)
        let whole = try Self.direct(all)

        let upgraded = try Self.migrated(subset, then: all)
        #expect(upgraded.integrity == ["ok"], "\(subset.sorted()) then all")
        #expect(upgraded.schema == whole.schema, "\(subset.sorted()) then all: \(Set(upgraded.schema).symmetricDifference(whole.schema))")
        #expect(upgraded.migrations == whole.migrations, "\(subset.sorted()) then all")

        for feature in all.subtracting(subset).sorted() {
            let target = subset.union([feature])
            let expected = try Self.direct(target)
            let grown = try Self.migrated(subset, then: target)
            let name = "\(subset.sorted()) then \(feature)"
            #expect(grown.integrity == ["ok"], "\(name)")
            #expect(grown.schema == expected.schema, "\(name): \(Set(grown.schema).symmetricDifference(expected.schema))")
            #expect(grown.migrations == expected.migrations, "\(name)")
        }
    }
}
