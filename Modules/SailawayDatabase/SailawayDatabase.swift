import Foundation
import FeatureRegistry
import GRDB

/// The app's one local database: a SQLite file in the data directory, migrated to the schema
/// of the build's features and seeded with their sample content when it is new to them.
///
/// The module keeps only what every feature shares (people, content, ratings, reports, drafts,
/// the search index); each feature brings its own tables through ``DatabaseSchema``. Features
/// read and write through ``writer`` with GRDB's API. Every `write` is one transaction,
/// committed before it returns: what the app reports as saved survives a kill.
public struct SailawayDatabase: Sendable {
    /// The file name inside the data directory.
    public static let fileName = "sailaway.sqlite"

    /// The connection: a WAL pool for the file, a queue for a database in memory.
    public let writer: any DatabaseWriter
    /// The signal that something was committed, by any process; nil for a database in memory.
    public private(set) var changes: DatabaseChanges?
    /// The schema of the build that opened it.
    public let schema: AppSchema
    /// The tables that sync in the build that opened it, whose changes are captured.
    public let syncSchema: SyncSchema
    /// Whether the writer's search functions find words: paused by ``rehearse(_:)``.
    private let searchIndexing = SearchIndexing()

    /// Migrates `writer` to `schema`, seeding what is new when `seeded`.
    ///
    /// A database an earlier release wrote is recognised migration by migration and keeps every
    /// row. `progress` hears of each migration applied, as "Preparing your data".
    public init(_ writer: any DatabaseWriter, schema: AppSchema = .shared, seeded: Bool = true, progress: WorkProgress = .silent) throws {
        self.writer = writer
        self.schema = schema
        // The search index's triggers call them on every write of `content`, the change
        // capture's on every write of a synced table: a writer opened without this module's
        // configuration gets them here, and every writer gets the search index's with this
        // database's switch for rehearsals.
        let indexing = searchIndexing
        try writer.writeWithoutTransaction { db in try Self.addFunctions(to: db, indexing: indexing) }
        var applied = try writer.read { db in try schema.migrator(seeded: seeded).appliedIdentifiers(db) }
        let earlier = schema.earlierMigrations(applied: applied, seeded: seeded)
        if !earlier.isEmpty {
            try writer.write { db in try AppSchema.adopt(earlier, in: db) }
            applied.formUnion(earlier)
        }
        let pending = schema.migrations(seeded: seeded).filter { !applied.contains($0.identifier) }
        for (index, step) in pending.enumerated() {
            // One migrator per step: GRDB's `migrate(_:upTo:)` refuses (with a fatal error) a
            // step registered before one already applied — which is what a feature added to a
            // build after features that come later in the order is.
            var migrator = DatabaseMigrator()
            // What a migration writes (a feature's sample content) is no change of the device's.
            migrator.registerMigration(step.identifier) { db in try SyncControl.withoutCapture(db) { try step.migration.migrate(db) } }
            try migrator.migrate(writer)
            progress.report("Preparing your data", completed: index + 1, of: pending.count)
        }
        syncSchema = try schema.synced
        let synced = syncSchema
        if try writer.read({ db in try ChangeCapture.needsInstalling(synced, in: db) }) {
            try writer.write { db in try ChangeCapture.install(synced, in: db) }
        }
    }

    /// Writes what `body` writes in a transaction that is rolled back, and returns what it
    /// returns: whether SQLite takes the rows — each constraint, type and size as it stands —
    /// found at the cost of writing them alone. The ranking index's triggers, which derive what
    /// they write from rows already taken, find no words in them meanwhile
    /// (``SearchIndexing``): a server node rehearses every row a device pushes
    /// (docs/PERFORMANCE.md, "Sync at scale").
    public func rehearse<Result: Sendable>(_ body: @escaping @Sendable (Database) throws -> Result) async throws -> Result {
        let indexing = searchIndexing
        return try await writer.writeWithoutTransaction { db in
            try indexing.pausing {
                var result: Result?
                try db.inTransaction(.immediate) {
                    result = try body(db)
                    return .rollback
                }
                return result!
            }
        }
    }

    /// Opens (creating if needed) the database file in `directory`. A file this call creates
    /// is a new install: it is marked ``Preference/newInstall``.
    ///
    /// The file is never replaced: one that cannot be read is reported, and stays as it was.
    /// Processes opening the file at once take turns (``DatabaseFileLock``), so a new database is
    /// created and migrated by one of them.
    public static func open(
        in directory: URL, schema: AppSchema = .shared, seeded: Bool = true, progress: WorkProgress = .silent, connections: Connections = .pool
    ) throws(DatabaseOpenError) -> SailawayDatabase {
        let url = directory.appendingPathComponent(fileName)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            return try DatabaseFileLock(database: url).withExclusiveAccess {
                let isNew = !FileManager.default.fileExists(atPath: url.path)
                var database: SailawayDatabase
                switch connections {
                case .pool:
                    database = try SailawayDatabase(DatabasePool(path: url.path, configuration: configuration), schema: schema, seeded: seeded, progress: progress)
                    database.changes = try DatabaseChanges(path: url.path, writer: database.writer)
                case .one:
                    database = try SailawayDatabase(DatabaseQueue(path: url.path, configuration: oneConnection), schema: schema, seeded: seeded, progress: progress)
                }
                if isNew {
                    try database.writer.write { db in try Preference.newInstall.set("1", db) }
                }
                return database
            }
        } catch {
            throw DatabaseOpenError(file: url, underlying: error)
        }
    }

    /// How a process holds the database file open.
    ///
    /// Each connection reads the whole schema as it opens — some 2.4 ms, most of it the change
    /// capture's triggers — so a process that does one thing and exits opens one
    /// (docs/PERFORMANCE.md, the process row).
    public enum Connections: Sendable {
        /// A pool, readers beside the one writer, and the change signal (``changes``): for a
        /// process that stays open and follows the data — a face, the web host.
        case pool
        /// One connection in WAL mode, and no change signal: for a command that does its work
        /// and exits. It reads its own writes and follows no one else's; other processes on
        /// the same file read and write beside it as before.
        case one
    }

    /// A new database in memory, for tests and previews.
    public static func inMemory(schema: AppSchema = .shared, seeded: Bool = true) throws -> SailawayDatabase {
        try SailawayDatabase(DatabaseQueue(configuration: configuration), schema: schema, seeded: seeded)
    }

    /// The settings of every connection: foreign keys enforced (GRDB's default), a busy
    /// timeout so two `sailaway` processes writing at once wait for each other, the file read
    /// through memory mapping, and the functions the triggers call (the search index's and the
    /// change capture's).
    ///
    /// Search reads scattered pages of its indexes and of `content`; mapped, a page already in
    /// memory costs no system call and no copy (docs/PERFORMANCE.md, the search row).
    ///
    /// Temporary storage is kept in memory: a write of `content` changes pages all over the
    /// search indexes through their triggers, and the statement journal SQLite keeps to undo
    /// the statement alone spills to a temporary file past 64 KiB — some hundred `pwrite`s for
    /// every checklist written, which `Tools/web-load`'s sync rows showed (docs/PERFORMANCE.md,
    /// "Sync at scale").
    static var configuration: Configuration {
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA mmap_size = 268435456")
            try db.execute(sql: "PRAGMA temp_store = MEMORY")
            try addFunctions(to: db)
        }
        return configuration
    }

    /// The settings of a command's one connection (``Connections/one``): those of every
    /// connection, in WAL mode as the pool's, and writing nothing as it opens.
    ///
    /// WAL is the file's own setting: set when the file is new, it stays, and a connection that
    /// finds it set only reads it. GRDB's `journalMode = .wal` would also make sure of a WAL
    /// file that is not empty — which a pool's readers need, and which the last connection's
    /// close removes — by creating a table and dropping it: on every command, a commit with
    /// its syncs, a checkpoint as it closes, the schema read again, and a change that every
    /// face following the file reacts to (docs/PERFORMANCE.md, the process row).
    static var oneConnection: Configuration {
        var configuration = configuration
        configuration.prepareDatabase { db in
            if try String.fetchOne(db, sql: "PRAGMA journal_mode") != "wal" {
                try db.execute(sql: "PRAGMA journal_mode = WAL")
            }
            // As GRDB sets it in WAL mode: a commit is durable once a checkpoint syncs it.
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
        }
        return configuration
    }

    /// The functions this module's triggers call: the search index's (``SearchFunctions``),
    /// finding words unless `indexing` is paused, and the change capture's
    /// (``ChangeCapture/valueFunction``).
    private static func addFunctions(to db: Database, indexing: SearchIndexing? = nil) throws {
        try SearchFunctions.add(to: db, indexing: indexing)
        db.add(function: ChangeCapture.valueFunction)
    }
}

/// The database file could not be opened or migrated; the file was left as it was.
public struct DatabaseOpenError: Error, LocalizedError, CustomStringConvertible {
    /// The database file.
    public var file: URL
    /// What SQLite or the migrator reported.
    public var underlying: any Error

    public var description: String {
        "The database at \(file.path) could not be opened: \(Self.reason(underlying)). "
            + "It was left untouched; move it aside to start again with the sample content."
    }

    public var errorDescription: String? { description }

    private static func reason(_ error: any Error) -> String {
        if let error = error as? DatabaseError { return error.message ?? "\(error.resultCode)" }
        return error.localizedDescription
    }
}
