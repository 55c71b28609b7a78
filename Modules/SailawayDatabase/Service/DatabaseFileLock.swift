import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An advisory lock (`flock`) that processes opening the same database file take in turn.
///
/// SQLite serializes transactions between processes, but GRDB's migrator reads which
/// migrations were applied before it starts each one: two `sailaway` processes opening a new
/// database at once would both see it empty and the second would fail creating tables the first
/// had just made. Holding this lock from opening to the end of migrating makes one process
/// migrate and the others find the work done. The kernel releases it when the process exits or
/// is killed, so a crash never leaves it held.
struct DatabaseFileLock {
    /// The lock file beside the database: `sailaway.sqlite.lock`.
    let url: URL

    init(database: URL) {
        url = database.appendingPathExtension("lock")
    }

    /// Runs `body` while holding the lock, waiting for other processes to release it.
    func withExclusiveAccess<T>(_ body: () throws -> T) throws -> T {
        let descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        // Closing the descriptor releases the lock.
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        }
        return try body()
    }
}
