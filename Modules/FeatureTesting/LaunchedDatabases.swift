import FeatureRegistry
import Foundation
import GRDB
import ProcessTesting
import SailawayDatabase
import Synchronization

/// The database a build's first launch leaves — migrated to every feature's schema and seeded
/// with their sample content — made once per test process and copied for each later
/// ``AppHarness`` of the same build.
///
/// Making it is most of what a harness costs: some 70 ms on a 2-core machine, two thirds of
/// `Tools/test Charters`' run, against a copy of a few hundred kilobytes. A copy is the file a
/// first launch makes, byte for byte in what it holds (its new-install mark included): the
/// launch opens it as a file an earlier launch of the same build left, with nothing to migrate.
///
/// A build is told by its features as they print (`String(reflecting:)`): their types and
/// every stored value, such as a fake's configured samples. What a feature's sample content
/// depends on is what it stores; no feature's migration reads the launch's context.
final class LaunchedDatabases: Sendable {
    /// The one of the test process.
    static let shared = LaunchedDatabases()

    /// Each build's first-launch database, by ``build(of:)``.
    private let made = Mutex<[String: URL]>([:])

    /// What tells `features`' first-launch databases apart.
    static func build(of features: [any Feature]) -> String {
        features.map { String(reflecting: $0) }.joined(separator: "\n")
    }

    /// The handle a first launch of `build` opens its database in `directory` with.
    func handle(in directory: URL, build: String) -> DatabaseHandle {
        DatabaseHandle { schema in try self.open(in: directory, schema: schema, build: build) }
    }

    private func open(in directory: URL, schema: AppSchema, build: String) throws -> SailawayDatabase {
        if let template = made.withLock({ $0[build] }) {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: template, to: directory.appendingPathComponent(SailawayDatabase.fileName))
            return try SailawayDatabase.open(in: directory, schema: schema)
        }
        // Two harnesses of a build launched at once each make it; the first kept is used.
        let database = try SailawayDatabase.open(in: directory, schema: schema)
        let template = TestCleanup.path("launched-database")
        try database.writer.writeWithoutTransaction { db in
            try db.execute(sql: "VACUUM INTO ?", arguments: [template.path])
        }
        made.withLock { made in
            if made[build] == nil { made[build] = template }
        }
        return database
    }
}
