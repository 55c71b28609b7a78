import Community
import Logging
import PostgresNIO
import ServiceLifecycle

/// The community's authority in PostgreSQL (`sailaway-web --database postgres://…`): one
/// database that any number of nodes serve together.
///
/// Changes run one after another across every node: each `write` is one transaction on this
/// node's one writer connection, which first takes the advisory lock ``writeLock`` — so the
/// log's numbers are handed out in the order transactions commit, and nobody reads place N+1
/// before N is there. As it commits, the transaction notifies the channel `sailaway_log` with
/// where the log ends; every node, this one too, hears it on a connection of its own that
/// listens, and connects again when that connection drops. Reads run beside writes on a pool of
/// read-only connections.
///
/// A node that vanishes in the middle of a write holds the lock no longer than the server lets
/// a transaction sit idle: a minute.
///
/// Its connections live while ``run()`` runs: run it as a service (it is one of
/// swift-service-lifecycle's), beside the server that uses it, once.
public final class PostgresCommunityDatabase: CommunityDatabase, Service {
    /// The advisory lock every write takes first: "SAILAWAY" in ASCII, a number no other
    /// program is likely to choose.
    public static let writeLock: Int64 = 0x5341_494C_4157_4159

    /// Where the database is.
    public let url: PostgresURL
    private let writer: PostgresClient
    private let readers: PostgresClient
    private let listener: LogListener
    /// A connection's configuration alone, for checking the database can be reached.
    private let check: PostgresConnection.Configuration
    private let end = LogEnd()
    private let started = Started()
    private let logger: Logger

    /// The community in the database at `url` (`postgres://USER[:PASSWORD]@HOST:PORT/DB`).
    ///
    /// - Parameter readers: How many connections reads may use at once.
    public convenience init(url: String, readers: Int = 10, logger: Logger = Logger(label: "sailaway.community.postgres")) throws {
        try self.init(url: try PostgresURL(url), readers: readers, logger: logger)
    }

    /// The community in the database at `url`.
    ///
    /// - Parameter readers: How many connections reads may use at once.
    public init(url: PostgresURL, readers: Int = 10, logger: Logger = Logger(label: "sailaway.community.postgres")) throws {
        self.url = url
        self.logger = logger
        writer = PostgresClient(
            configuration: url.clientConfiguration(
                connections: 1, settings: [("application_name", "sailaway writer"), ("idle_in_transaction_session_timeout", "1min")]
            ),
            backgroundLogger: logger
        )
        self.readers = PostgresClient(
            configuration: url.clientConfiguration(
                connections: max(1, readers), settings: [("application_name", "sailaway reader"), ("default_transaction_read_only", "on")]
            ),
            backgroundLogger: logger
        )
        listener = LogListener(
            configuration: try url.connectionConfiguration(settings: [("application_name", LogListener.applicationName)]), end: end, logger: logger
        )
        check = try url.connectionConfiguration(settings: [("application_name", "sailaway check")])
    }

    public var description: String { "PostgreSQL at \(url)" }

    // MARK: - The service

    /// Keeps the connections — the writer's, the readers' pool and the listener's — until the
    /// task is cancelled or the service group shuts down gracefully. Call it once; reads and
    /// writes asked for before it starts wait for it.
    public func run() async {
        await cancelWhenGracefulShutdown {
            await withDiscardingTaskGroup { group in
                group.addTask { await self.writer.run() }
                group.addTask { await self.readers.run() }
                group.addTask { await self.listener.run() }
                // After the pools' tasks are queued: what waited for run() is queued behind them,
                // and finds the pools running.
                self.started.open()
            }
        }
    }

    // MARK: - CommunityDatabase

    /// Checks that the database can be reached — a wrong address, user, password or database
    /// name is an error at once, in PostgreSQL's words — and creates the tables, under the write
    /// lock: two nodes starting at once make them once.
    public func prepare() async throws {
        do {
            try await PostgresConnection.connect(configuration: check, id: 0, logger: logger).close()
        } catch {
            throw CommunityDatabaseError(error, reaching: url)
        }
        try await write { connection in
            for statement in CommunitySchema.statements(for: .postgres) {
                try await connection.execute(statement, [])
            }
        }
    }

    public func write<T: Sendable>(_ body: @Sendable (any CommunityConnection) async throws -> T) async throws -> T {
        await started.wait()
        let (result, seq) = try await writer.withConnection { connection in
            let community = PostgresCommunityConnection(connection: connection, writes: true, logger: logger)
            // Read committed, whatever the server's default: each statement after the lock sees
            // every transaction that committed before it was granted.
            try await community.execute("BEGIN ISOLATION LEVEL READ COMMITTED", [])
            do {
                try await community.execute("SELECT pg_advisory_xact_lock(?)", [.integer(Self.writeLock)])
                let result = try await body(community)
                // Delivered as it commits, to every node listening: where the log ends now.
                let seq = try await community.query(
                    "SELECT pg_notify(?, CAST(COALESCE(MAX(seq), 0) AS TEXT)) AS notified, COALESCE(MAX(seq), 0) AS seq FROM log",
                    [.text(LogListener.channel)]
                ).first?["seq"]?.integer
                try await community.execute("COMMIT", [])
                return (result, seq)
            } catch {
                await Self.rollBack(connection, logger: logger)
                throw error
            }
        }
        if let seq { end.heard(seq) }
        return result
    }

    public func read<T: Sendable>(_ body: @Sendable (any CommunityConnection) async throws -> T) async throws -> T {
        await started.wait()
        return try await readers.withConnection { connection in
            try await body(PostgresCommunityConnection(connection: connection, writes: false, logger: logger))
        }
    }

    public func logGrowth() -> AsyncStream<Void> {
        end.followers()
    }

    // MARK: - Parts

    /// Ends the transaction on `connection` undone; a connection that cannot say so is closed,
    /// so the pool never lends a connection still inside a transaction.
    private static func rollBack(_ connection: PostgresConnection, logger: Logger) async {
        do {
            try await connection.query("ROLLBACK", logger: logger)
        } catch {
            logger.warning("A transaction of the community could not be rolled back; its connection is closed.", metadata: ["error": "\(String(reflecting: error))"])
            try? await connection.close()
        }
    }
}
