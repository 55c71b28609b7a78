import Foundation
import GRDB
import Logging
import PostgresNIO
import PostgresTesting
import SailawayDatabase

/// The search rows' PostgreSQL anchor: PostgreSQL's own full-text search over the same items —
/// a `tsvector` of title and body (the `english` configuration, stemmed as ours is), a GIN
/// index on it, and the query a developer writes for "the best 20 of this kind": `@@` a
/// `to_tsquery` of the words as prefixes (`windlass:* & line:*`), `ORDER BY ts_rank … LIMIT 20`.
///
/// The server is `PostgresTesting`'s, started for this process as the tests start it (as the
/// user `postgres` when run as root) and stopped when it ends; the items are copied from the
/// corpus's SQLite file with `COPY … FROM STDIN`. Queries go through PostgresNIO on one
/// connection over loopback, as a server node would send them.
final class PostgresSearch: Sendable {
    private let connection: PostgresConnection
    let itemCount: Int

    private init(connection: PostgresConnection, itemCount: Int) {
        self.connection = connection
        self.itemCount = itemCount
    }

    /// A database of the corpus's items, indexed, and a connection to it.
    static func load(_ corpus: SearchCorpus) throws -> PostgresSearch {
        let rows = FileManager.default.temporaryDirectory.appendingPathComponent("sailaway-search-\(getpid())-\(corpus.itemCount).tsv")
        defer { try? FileManager.default.removeItem(at: rows) }
        try export(corpus, to: rows)
        return try blocking {
            let server = try await PostgresServer.shared()
            let url = try await server.makeDatabase("search_\(corpus.itemCount)")
            let name = String(url.split(separator: "/").last!)
            let configuration = PostgresConnection.Configuration(host: "127.0.0.1", port: server.port, username: server.user, password: nil, database: name, tls: .disable)
            let connection = try await PostgresConnection.connect(configuration: configuration, id: corpus.itemCount, logger: logger)
            let started = ContinuousClock.now
            // On this connection, not through psql: a million items take PostgreSQL minutes to
            // index, longer than PostgresTesting gives a psql script.
            try await connection.query("SET maintenance_work_mem = '512MB'", logger: logger)
            try await connection.query(
                """
                CREATE TABLE content (
                    id bigint PRIMARY KEY, kind text NOT NULL, visibility text NOT NULL, title text NOT NULL, body text NOT NULL,
                    updated_at timestamp NOT NULL)
                """,
                logger: logger
            )
            try await connection.copyFrom(table: "content", logger: logger) { writer in
                let handle = try FileHandle(forReadingFrom: rows)
                defer { try? handle.close() }
                while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
                    try await writer.write(ByteBuffer(bytes: chunk))
                }
            }
            try await connection.query(
                "ALTER TABLE content ADD COLUMN document tsvector GENERATED ALWAYS AS (to_tsvector('english', title || ' ' || body)) STORED",
                logger: logger
            )
            try await connection.query("CREATE INDEX content_document ON content USING gin (document)", logger: logger)
            try await connection.query("ANALYZE content", logger: logger)
            progress("  PostgreSQL: \(Format.count(corpus.itemCount)) public items and the rest copied and indexed in \(started.duration(to: .now))")
            return PostgresSearch(connection: connection, itemCount: corpus.itemCount)
        }
    }

    /// The ids of the best `limit` public items of `kind` for `query`, and how long PostgreSQL
    /// took to answer, in milliseconds.
    func search(_ query: String, kind: String, limit: Int) throws -> (milliseconds: Double, ids: [Int64]) {
        let connection = connection
        let words = query.split { !($0.isLetter || $0.isNumber) }.map { "'\($0.lowercased())':*" }.joined(separator: " & ")
        return try Self.blocking {
            let clock = ContinuousClock(), start = clock.now
            let rows = try await connection.query(
                """
                SELECT id FROM content, to_tsquery('english', \(words)) AS query
                WHERE document @@ query AND kind = \(kind) AND visibility = 'public'
                ORDER BY ts_rank(document, query) DESC, updated_at DESC, id LIMIT \(limit)
                """,
                logger: Self.logger
            )
            var ids: [Int64] = []
            for try await id in rows.decode(Int64.self) { ids.append(id) }
            return ((clock.now - start).nanoseconds / 1e6, ids)
        }
    }

    // MARK: - Parts

    private static let logger = Logger(label: "sailaway-bench.postgres")

    /// The corpus's items in COPY's text format: id, kind, visibility, title, body, when
    /// changed, tab-separated, backslash, tab and line ends escaped.
    private static func export(_ corpus: SearchCorpus, to file: URL) throws {
        _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\t", with: "\\t")
                .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
        }
        let queue = try DatabaseQueue(path: corpus.file.path)
        try queue.read { db in
            let rows = try Row.fetchCursor(db, sql: "SELECT rowID, kind, visibility, title, body, updatedAt FROM content")
            var buffer = ""
            while let row = try rows.next() {
                let fields: [String] = [String(row[0] as Int64), row[1], row[2], row[3], row[4], row[5]]
                buffer += fields.map(escaped).joined(separator: "\t") + "\n"
                if buffer.utf8.count > 1 << 20 {
                    try handle.write(contentsOf: Data(buffer.utf8))
                    buffer = ""
                }
            }
            try handle.write(contentsOf: Data(buffer.utf8))
        }
    }

    /// Runs `body` to its end from synchronous code: the suite times in turns on one thread.
    private static func blocking<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) throws -> T {
        let done = DispatchSemaphore(value: 0)
        let outcome = Outcome<T>()
        Task {
            do { outcome.result = .success(try await body()) } catch { outcome.result = .failure(error) }
            done.signal()
        }
        done.wait()
        return try outcome.result!.get()
    }

    private final class Outcome<T: Sendable>: @unchecked Sendable {
        // Written by the task before it signals, read after the wait: never at once.
        var result: Result<T, any Error>?
    }
}
