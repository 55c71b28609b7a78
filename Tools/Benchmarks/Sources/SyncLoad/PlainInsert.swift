import Foundation
import GRDB
import Logging
import PostgresNIO
import SailawayDatabase

/// The limit a push is measured against: the same rows the devices pushed, written into the
/// same database by a plain batched `INSERT` — as many rows a statement as a push carries, each
/// statement its own transaction — with nothing checked, merged or logged. Its table is made for
/// the run and dropped after it.
enum PlainInsert {
    /// One row: what the change wrote, as the community keeps a row.
    struct Row: Sendable {
        var changeID: String
        var table: String
        var key: String
        var row: String
        var at: Int64

        init(_ change: RowChange) {
            changeID = change.id
            table = change.table
            key = SyncJSON.text(change.key.sorted { $0.key < $1.key }.map(\.value))
            row = SyncJSON.text(change.fields ?? [:])
            at = Int64(Date().timeIntervalSince1970 * 1000)
        }
    }

    private static let table = "plainInsert"
    private static let create = "CREATE TABLE \(table) (changeID TEXT PRIMARY KEY, tbl TEXT NOT NULL, rowKey TEXT NOT NULL, row TEXT NOT NULL, at BIGINT NOT NULL)"

    /// Writes `rows` in batches of `batch` into the SQLite file at `path` (the community's, its
    /// server running: its settings, WAL, are the file's); rows per second.
    static func sqlite(_ rows: [Row], batch: Int, path: String) async throws -> Double {
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)
        let database = try DatabaseQueue(path: path, configuration: configuration)
        try await database.write { db in try db.execute(sql: create) }
        let started = ContinuousClock.now
        for chunk in rows.chunked(batch) {
            try await database.write { db in
                try db.execute(sql: insert(chunk.count, placeholder: { _ in "?" }), arguments: StatementArguments(chunk.flatMap(values)))
            }
        }
        let elapsed = ContinuousClock.now - started
        try await database.write { db in try db.execute(sql: "DROP TABLE \(table)") }
        return Double(rows.count) / elapsed.seconds
    }

    /// Writes `rows` in batches of `batch` into the PostgreSQL database at `url`, on
    /// `connections` connections at once (a node's writer each: there is no lock between them);
    /// rows per second.
    static func postgres(_ rows: [Row], batch: Int, url: URL, connections: Int) async throws -> Double {
        let logger = Logger(label: "sailaway.sync-load")
        guard let host = url.host, let port = url.port, let user = url.user else { throw LoadError("\(url) is not postgres://USER@HOST:PORT/DATABASE") }
        let configuration = PostgresConnection.Configuration(
            host: host, port: port, username: user, password: url.password, database: String(url.path.dropFirst()), tls: .disable
        )
        var opened: [PostgresConnection] = []
        do {
            for n in 0..<connections { opened.append(try await PostgresConnection.connect(configuration: configuration, id: n, logger: logger)) }
            let rate = try await postgres(rows, batch: batch, on: opened, logger: logger)
            for connection in opened { try await connection.close() }
            return rate
        } catch {
            for connection in opened { try? await connection.close() }
            throw error
        }
    }

    private static func postgres(_ rows: [Row], batch: Int, on opened: [PostgresConnection], logger: Logger) async throws -> Double {
        try await opened[0].query(PostgresQuery(unsafeSQL: create), logger: logger)

        let chunks = Array(rows.chunked(batch))
        let started = ContinuousClock.now
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (n, connection) in opened.enumerated() {
                let share = stride(from: n, to: chunks.count, by: opened.count).map { chunks[$0] }
                group.addTask {
                    for chunk in share {
                        var bindings = PostgresBindings()
                        for value in chunk.flatMap(values) {
                            switch value {
                            case let text as String: bindings.append(text)
                            case let number as Int64: bindings.append(number)
                            default: preconditionFailure("a row holds text and numbers")
                            }
                        }
                        try await connection.query(PostgresQuery(unsafeSQL: insert(chunk.count, placeholder: { "$\($0)" }), binds: bindings), logger: logger)
                    }
                }
            }
            try await group.waitForAll()
        }
        let elapsed = ContinuousClock.now - started
        try await opened[0].query(PostgresQuery(unsafeSQL: "DROP TABLE \(table)"), logger: logger)
        return Double(rows.count) / elapsed.seconds
    }

    /// `INSERT … VALUES (…), (…)` for `count` rows; `placeholder(n)` is the n-th parameter's, from 1.
    private static func insert(_ count: Int, placeholder: (Int) -> String) -> String {
        let rows = (0..<count).map { row in "(" + (1...5).map { placeholder(row * 5 + $0) }.joined(separator: ", ") + ")" }
        return "INSERT INTO \(table) (changeID, tbl, rowKey, row, at) VALUES " + rows.joined(separator: ", ")
    }

    private static func values(_ row: Row) -> [any Sendable & DatabaseValueConvertible] {
        [row.changeID, row.table, row.key, row.row, row.at]
    }
}

extension Array {
    /// The elements in runs of `size`, the last perhaps shorter.
    func chunked(_ size: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: count, by: size).map { self[$0..<Swift.min($0 + size, count)] }
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }

    /// The duration in milliseconds.
    var milliseconds: Double { seconds * 1000 }
}
