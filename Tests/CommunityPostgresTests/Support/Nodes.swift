import Community
import CommunityPostgres
import Foundation
import PostgresTesting

/// Why PostgreSQL's tests are skipped here, when they are.
let postgresMissing = PostgresInstallation.missing ?? ""

/// `count` nodes of one new database of the test process's PostgreSQL server — each its own
/// `PostgresCommunityDatabase`, as separate `sailaway-web` processes would have — with their
/// connections running and the tables made, for `body`; their connections close after it.
func withNodes<T>(_ count: Int, _ body: ([PostgresCommunityDatabase]) async throws -> T) async throws -> T {
    let url = try await PostgresServer.shared().makeDatabase("nodes")
    let nodes = try (0..<count).map { _ in try PostgresCommunityDatabase(url: url) }
    return try await withThrowingTaskGroup(of: Void.self) { group in
        for node in nodes { group.addTask { await node.run() } }
        defer { group.cancelAll() }
        try await nodes[0].prepare()
        return try await body(nodes)
    }
}

/// Whether `stream` yields within `timeout`. (Its waiting is cancelled when the time is up,
/// which ends the stream: take a new one for each wait.)
func yields(_ stream: AsyncStream<Void>, within timeout: Duration) async -> Bool {
    await withTaskGroup(of: Bool.self) { group in
        group.addTask {
            for await _ in stream { return true }
            return false
        }
        group.addTask {
            try? await Task.sleep(for: timeout)
            return false
        }
        defer { group.cancelAll() }
        return await group.next() ?? false
    }
}

extension CommunityConnection {
    /// Appends an entry to the log, as the authority does; returns its place.
    func appendToLog(_ note: String) async throws -> Int64 {
        let row = try await query(
            """
            INSERT INTO log (changeID, tbl, rowKey, op, row, owner, rootTbl, rootKey, rootOwner, access, at)
            VALUES (?, 'note', ?, 'upsert', NULL, 'tests', 'note', ?, 'tests', 'owner', 0) RETURNING seq
            """,
            [.text(UUID().uuidString), .text(note), .text(note)]
        )
        return row.first?["seq"]?.integer ?? 0
    }

    /// The log's places, in order.
    func logPlaces() async throws -> [Int64] {
        try await query("SELECT seq FROM log ORDER BY seq", []).compactMap { $0["seq"]?.integer }
    }
}
