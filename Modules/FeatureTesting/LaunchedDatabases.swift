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

    /// Each build's first launch, by ``build(of:)``.
    private let launches = Mutex<[String: FirstLaunch]>([:])

    /// What tells `features`' first-launch databases apart.
    static func build(of features: [any Feature]) -> String {
        features.map { String(reflecting: $0) }.joined(separator: "\n")
    }

    /// The handle a first launch of `build` opens its database in `directory` with.
    func handle(in directory: URL, build: String) -> DatabaseHandle {
        let launch = launches.withLock { launches in
            if let launch = launches[build] { return launch }
            let launch = FirstLaunch()
            launches[build] = launch
            return launch
        }
        return DatabaseHandle { schema in try launch.open(in: directory, schema: schema) }
    }
}

/// One build's first-launch database: made by the first harness that opens it, copied by
/// every later one.
private final class FirstLaunch: Sendable {
    /// The database as the first launch left it, once made.
    private let template = Mutex<URL?>(nil)

    /// The first launch's database in `directory`: the one made, or a copy of it.
    ///
    /// The first harness makes it holding the lock, and the others of the build wait for it
    /// (some 70 ms) rather than each making their own: a module's tests all start at once, so
    /// without the wait every one of them would migrate and seed a database of its own. The
    /// wait blocks no thread that the maker needs: making it is synchronous work on GRDB's
    /// queues.
    func open(in directory: URL, schema: AppSchema) throws -> SailawayDatabase {
        let made = try template.withLock { template throws -> (template: URL, database: SailawayDatabase?) in
            if let template { return (template, nil) }
            let database = try SailawayDatabase.open(in: directory, schema: schema)
            let made = TestCleanup.path("launched-database")
            try database.writer.writeWithoutTransaction { db in
                try db.execute(sql: "VACUUM INTO ?", arguments: [made.path])
            }
            template = made
            return (made, database)
        }
        if let database = made.database { return database }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: made.template, to: directory.appendingPathComponent(SailawayDatabase.fileName))
        return try SailawayDatabase.open(in: directory, schema: schema)
    }
}
