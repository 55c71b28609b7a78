import Community
import Logging
import PostgresNIO

/// Hears every node's commits: `LISTEN sailaway_log` on a connection of its own, each
/// notification carrying where the log ends after its transaction.
///
/// A connection that drops — the server restarted, an operator ended the session — is made
/// again after a wait that doubles from a tenth of a second up to five seconds (back to the
/// shortest once a connection has lasted that long). Each time it listens again, and then every
/// few seconds, it looks where the log ends: what was committed while nobody listened is heard
/// all the same, and a connection that no longer answers is found out and replaced.
struct LogListener: Sendable {
    /// The channel every write notifies.
    static let channel = "sailaway_log"
    /// The `application_name` of its connection, as `pg_stat_activity` shows it.
    static let applicationName = "sailaway log listener"

    let configuration: PostgresConnection.Configuration
    let end: LogEnd
    let logger: Logger
    /// How often it looks where the log ends, and how long a look may take before the
    /// connection counts as lost.
    var lookEvery: Duration = .seconds(10)
    var lookTimeout: Duration = .seconds(5)
    /// The first and the longest wait before connecting again.
    var shortestWait: Duration = .milliseconds(100)
    var longestWait: Duration = .seconds(5)

    /// Listens until the task is cancelled.
    func run() async {
        var losses = 0
        var id = 0
        while !Task.isCancelled {
            id += 1
            let started = ContinuousClock.now
            do {
                let connection = try await PostgresConnection.connect(configuration: configuration, id: id, logger: logger)
                do {
                    try await listen(on: connection)
                } catch {
                    try? await connection.close()
                    throw error
                }
                try? await connection.close()
            } catch where !Task.isCancelled {
                logger.warning("The community's log listener lost its connection; it connects again.", metadata: ["error": "\(String(reflecting: error))"])
            } catch {}
            guard !Task.isCancelled else { return }
            losses = ContinuousClock.now - started > longestWait ? 1 : losses + 1
            try? await Task.sleep(for: wait(after: losses))
        }
    }

    /// The wait before connecting again after `losses` connections in a row were lost.
    func wait(after losses: Int) -> Duration {
        let doubled = shortestWait * (1 << min(max(losses - 1, 0), 16))
        return min(doubled, longestWait)
    }

    /// Listens on `connection`, and looks where the log ends, until either fails or the task is
    /// cancelled.
    private func listen(on connection: PostgresConnection) async throws {
        try await connection.listen(on: Self.channel) { notifications in
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    for try await notification in notifications { end.heard(payload: notification.payload) }
                }
                group.addTask {
                    while true {
                        try await look(on: connection)
                        try await Task.sleep(for: lookEvery)
                    }
                }
                defer { group.cancelAll() }
                // The first to end — the notifications, when the connection closed — ends both.
                try await group.next()
            }
        }
    }

    /// Hears where the log ends now; a connection that does not answer in time is closed.
    private func look(on connection: PostgresConnection) async throws {
        let seq = try await withThrowingTaskGroup(of: Int64?.self) { group in
            group.addTask { try await Self.logEnd(on: connection, logger: logger) }
            group.addTask {
                try await Task.sleep(for: lookTimeout)
                try? await connection.close()
                throw CommunityDatabaseError("PostgreSQL did not answer within \(lookTimeout)")
            }
            defer { group.cancelAll() }
            return try await group.next() ?? nil
        }
        if let seq { end.heard(seq) }
    }

    /// Where the log ends; nil before its table is made.
    static func logEnd(on connection: PostgresConnection, logger: Logger) async throws -> Int64? {
        do {
            for try await row in try await connection.query("SELECT COALESCE(MAX(seq), 0) AS seq FROM log", logger: logger) {
                return try row.decode(Int64.self)
            }
            return 0
        } catch let error as PSQLError where error.serverInfo?[.sqlState] == "42P01" {
            return nil  // undefined_table: no community here yet
        }
    }
}
