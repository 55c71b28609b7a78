import GRDB
import GRDBSQLite
import Synchronization

/// A read-only connection to a database file that reads one thing: SQLite's
/// `PRAGMA data_version`, the number that moves after every commit of every other connection.
///
/// It is SQLite's own connection, not GRDB's: GRDB reads the whole schema as it opens a
/// connection (to fail early on a file that is no database), some 3 ms for this one's 70 KB,
/// and the pragma needs none of it — so every process that follows the data opens in 0.2 ms
/// what took 3 ms (docs/PERFORMANCE.md, "The change signal's own connection"). Nor does a read need GRDB's
/// transaction around it: one pragma is its own, and GRDB would add a savepoint and
/// `query_only` on and off, four statements on every read, which a face makes after every key
/// and 50 times a second when idle.
///
/// SQLite's connection is opened without its own mutex, as GRDB opens its connections: one
/// read at a time, held by a lock here for the few microseconds of the pragma. A read that
/// finds the file busy fails at once, as GRDB's did, and the next one tries again.
final class DataVersion: Sendable {
    private let connection: Mutex<OpaquePointer>

    /// Opens the database file at `path` to read its signal; a file that cannot be opened is
    /// reported as SQLite says it.
    init(path: String) throws {
        var handle: OpaquePointer?
        let code = sqlite3_open_v2(path, &handle, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, nil)
        guard code == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) }
            sqlite3_close_v2(handle)
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message)
        }
        connection = Mutex(handle)
    }

    deinit {
        connection.withLock { _ = sqlite3_close_v2($0) }
    }

    /// The signal's value now.
    func read() throws -> Int {
        try connection.withLock { connection in
            var statement: OpaquePointer?
            defer { sqlite3_finalize(statement) }
            guard sqlite3_prepare_v2(connection, "PRAGMA data_version", -1, &statement, nil) == SQLITE_OK,
                  sqlite3_step(statement) == SQLITE_ROW
            else {
                throw DatabaseError(resultCode: ResultCode(rawValue: sqlite3_errcode(connection)), message: String(cString: sqlite3_errmsg(connection)))
            }
            return Int(sqlite3_column_int64(statement, 0))
        }
    }
}
