import FeatureRegistry
import Foundation
import Synchronization

/// The database as features reach it through their context: opened on first use, once, and
/// migrated to the schema of the build's features.
///
/// Commands that only describe the build (`routes`, `features`) never open the file; the
/// others open it once, for who is looking and which guards hold.
public final class DatabaseHandle: Sendable {
    private let opener: @Sendable (AppSchema) throws -> SailawayDatabase
    private let opened = Mutex<Result<SailawayDatabase, any Error>?>(nil)

    /// A handle that opens with `opener`, given the build's schema, when first asked.
    public init(opening opener: @escaping @Sendable (AppSchema) throws -> SailawayDatabase) {
        self.opener = opener
    }

    /// A handle on the database file in `directory`, held open by `connections`; `progress`
    /// hears of its preparation.
    public static func file(in directory: URL, progress: WorkProgress = .silent, connections: SailawayDatabase.Connections = .pool) -> DatabaseHandle {
        DatabaseHandle { schema in try SailawayDatabase.open(in: directory, schema: schema, progress: progress, connections: connections) }
    }

    /// A handle on a database already open.
    public static func ready(_ database: SailawayDatabase) -> DatabaseHandle {
        DatabaseHandle { _ in database }
    }

    /// The database, opening it on first use with `schema`; a failure to open is reported every
    /// time.
    public func database(schema: () throws -> AppSchema) throws -> SailawayDatabase {
        try opened.withLock { opened in
            if let opened { return opened }
            let result = Result { try opener(try schema()) }
            opened = result
            return result
        }.get()
    }

    /// The database as ``database(schema:)`` gives it, opened away from the caller's actor: a
    /// new file is created, migrated and seeded first, which a launch on the main actor must
    /// not wait on.
    @concurrent public func open(schema: @Sendable () throws -> AppSchema) async throws -> SailawayDatabase {
        try database(schema: schema)
    }
}

/// The key of the database among a ``FeatureContext``'s services.
public enum DatabaseKey: ServiceKey {
    /// Without a host-provided database, using one fails and says so.
    public static let defaultValue = DatabaseHandle { _ in throw DatabaseUnavailable() }
}

/// The host provided no database.
struct DatabaseUnavailable: Error, CustomStringConvertible {
    var description: String { "This build provides no database." }
}

extension FeatureContext {
    /// The same context with `database` as its database.
    public func with(database: DatabaseHandle) -> FeatureContext {
        with(DatabaseKey.self, database)
    }
}

extension ScreenContext {
    /// The app's database, opened on first use and migrated to the schema of the enabled
    /// features' data.
    public func database() throws -> SailawayDatabase {
        try context[DatabaseKey.self].database { try AppSchema(contributions) }
    }
}

extension Composition {
    /// The app's database, opened on first use and migrated to the schema of the enabled
    /// features' data: for a host, which reads what no single viewer's screen does (the change
    /// signal, the device's sailor).
    public func database() throws -> SailawayDatabase {
        try context[DatabaseKey.self].database { try AppSchema(contributions) }
    }

    /// The app's database as ``database()`` gives it, opened away from the caller's actor: the
    /// launch of a face opens it so, and the main actor goes on drawing meanwhile.
    @concurrent public func openDatabase() async throws -> SailawayDatabase {
        try await context[DatabaseKey.self].open { try AppSchema(contributions) }
    }
}
