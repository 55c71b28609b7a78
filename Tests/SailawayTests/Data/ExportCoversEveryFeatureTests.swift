import FeatureRegistry
import FeatureTesting
import Foundation
import GRDB
@testable import Profiles
import SailawayDatabase
import Testing

/// The user's data export covers the whole app: each feature's part is under its key, and
/// every table of the database is read by some part or by the shared keys — so a new
/// feature's table left out of the export fails here. (The migrations' record and the search
/// index, which is rebuilt from `content`, are bookkeeping, not the user's data.)
@MainActor @Suite struct ExportCoversEveryFeatureTests {
    @Test func theExportHasTheSharedKeysAndEveryFeaturesPart() async throws {
        let app = try await ComposedApp.launch()
        try app.selectTab("profile")
        try app.open("sailaway://settings/data", from: .internal)
        let message = try #require(try await app.tap("Export My Data")).text
        let path = try #require(message.components(separatedBy: "Exported your data to ").last)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        let keys = Set(try #require(json as? [String: Any]).keys)

        let contributors = app.session.composition.contributions.contributors(of: DatabaseSchema.self)
        let parts = contributors.compactMap { $0.contribution.export?.key }
        #expect(keys.isSuperset(of: ["format", "exportedAt", "user", "content", "ratings", "reports", "drafts", "preferences"]))
        #expect(keys.isSuperset(of: parts), "missing: \(Set(parts).subtracting(keys))")
        // Every feature with tables of its own exports them.
        for contributor in contributors where !contributor.contribution.migrations.isEmpty {
            #expect(contributor.contribution.export != nil, "\(contributor.feature) keeps tables but exports none")
        }
    }

    @Test func everyTableIsReadBySomePartOfTheExport() throws {
        #expect(try ExportCoverage.unexported(DataBuild.features) == [])
    }

    @Test func aFeaturesTableLeftOutOfTheExportIsFound() throws {
        #expect(try ExportCoverage.unexported(DataBuild.features + [UnexportedLogbooksFeature()]) == ["passage"])
    }
}

/// Which tables a build's export reads.
enum ExportCoverage {
    /// The tables of a database of `features` that exporting the user's data never reads,
    /// bookkeeping left out.
    static func unexported(_ features: [any Feature]) throws -> [String] {
        let schema = try DataBuild.schema(features)
        let parts = schema.parts.compactMap(\.data.export)
        let database = try SailawayDatabase.inMemory(schema: schema)
        return try database.writer.read { db in
            let statements = Statements()
            db.trace { event in
                if case .statement(let statement) = event { statements.all.append(statement.sql) }
            }
            defer { db.trace(options: [], nil) }
            _ = try DataExport.export(try #require(try DeviceSailor.id(db)), in: db, parts: parts, at: Date())
            var read: Set<String> = []
            for sql in statements.all {
                for match in sql.matches(of: TableOwnership.sqlReference) {
                    read.insert(String(match.output.2).lowercased())
                }
            }
            return try DatabaseContents.tables(db)
                .filter { !isBookkeeping($0) && !read.contains($0.lowercased()) }
        }
    }

    /// GRDB's record of migrations, sync's own tables, and the search indexes — the full-text
    /// index with its shadow tables and the ranking index, derived from `content`.
    static func isBookkeeping(_ table: String) -> Bool {
        table == "grdb_migrations" || table == "contentSearch" || table.hasPrefix("contentSearch_") || table.hasPrefix("sync")
            || ["searchStatistics", "searchPrefix", "searchKind", "searchPosting", "searchItemTerms"].contains(table)
    }

    /// The statements a connection ran, in order.
    final class Statements {
        var all: [String] = []
    }
}

/// A feature that keeps a table and forgets to export it.
struct UnexportedLogbooksFeature: Feature {
    var name: String { "Passages" }

    func register(with registrar: FeatureRegistrar) {
        registrar.contribute(
            FeatureData(migrations: [
                FeatureMigration("passages") { db in
                    try db.create(table: "passage") { t in
                        t.primaryKey("id", .blob)
                        t.column("text", .text).notNull()
                    }
                },
            ]),
            to: DatabaseSchema.self
        )
    }
}
