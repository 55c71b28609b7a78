import FeatureRegistry
import Foundation
import Synchronization

/// The database as features reach it through their context: opened on first use, once.
///
/// Commands that never show content (`state`, `routes`, `features`) never open the file.
public final class DatabaseHandle: Sendable {
    private let opener: @Sendable () throws -> SailawayDatabase
    private let opened = Mutex<Result<SailawayDatabase, any Error>?>(nil)

    /// A handle that opens with `opener` when first asked.
    public init(opening opener: @escaping @Sendable () throws -> SailawayDatabase) {
        self.opener = opener
    }

    /// A handle on the database file in `directory`.
    public static func file(in directory: URL) -> DatabaseHandle {
        DatabaseHandle { try SailawayDatabase.open(in: directory) }
    }

    /// A handle on a database already open.
    public static func ready(_ database: SailawayDatabase) -> DatabaseHandle {
        DatabaseHandle { database }
    }

    /// The database, opening it on first use; a failure to open is reported every time.
    public func database() throws -> SailawayDatabase {
        try opened.withLock { opened in
            if let opened { return opened }
            let result = Result { try opener() }
            opened = result
            return result
        }.get()
    }
}

/// The key of the database among a ``FeatureContext``'s services.
public enum DatabaseKey: ServiceKey {
    /// Without a host-provided database, using one fails and says so.
    public static let defaultValue = DatabaseHandle { throw DatabaseUnavailable() }
}

/// The host provided no database.
struct DatabaseUnavailable: Error, CustomStringConvertible {
    var description: String { "This build provides no database." }
}

extension FeatureContext {
    /// The app's database, opened on first use.
    public func database() throws -> SailawayDatabase {
        try self[DatabaseKey.self].database()
    }

    /// The same context with `database` as its database.
    public func with(database: DatabaseHandle) -> FeatureContext {
        with(DatabaseKey.self, database)
    }
}

extension ScreenContext {
    /// The app's database, opened on first use.
    public func database() throws -> SailawayDatabase {
        try context.database()
    }
}
