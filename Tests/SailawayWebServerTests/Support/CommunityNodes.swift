import Foundation
import GRDB
import PostgresTesting
import ProcessTesting
import SailawayApp
import FeatureTesting
import SailawayDatabase

/// Nodes of one community, as an operator runs them: `sailaway-web` processes on loopback, each
/// over a data directory of its own, all with `--database` naming one fresh PostgreSQL database
/// of the test process's server. Each is stopped when the test lets go of it (``ChildProcess``).
final class CommunityNodes: Sendable {
    /// One running node.
    struct Node: Sendable {
        let process: RunningWebServer
        /// Its data directory.
        let directory: URL
        /// `http://127.0.0.1:PORT`.
        let address: URL
        /// The token of the start link it printed.
        let startToken: String

        /// Requests to it over loopback.
        var client: LoopbackClient { LoopbackClient(base: address) }
        /// Its API, signed in to nothing yet.
        var api: APIClient { APIClient(client) }
        /// A new browser of it.
        func browser() -> Browser { Browser(client: client) }

        /// Every synced row of its replica, as text, local columns left out: what two nodes in
        /// step hold alike.
        func replicaRows(_ schema: SyncSchema) throws -> Set<String> {
            var configuration = Configuration()
            configuration.readonly = true
            let replica = try DatabaseQueue(path: directory.appendingPathComponent("sailaway.sqlite").path, configuration: configuration)
            return try replica.read { db in
                Set(try Replica.everyRow(schema: schema, in: db).map { table, row in "\(table.name) \(SyncJSON.text(row))" })
            }
        }
    }

    /// The community's database: `postgres://…`.
    let database: String

    /// A fresh database for a community; where PostgreSQL is missing, the test is cancelled.
    init() async throws {
        database = try await PostgresServer.databaseForTest("nodes")
    }

    /// Starts a node over `directory` (a new empty one by default) and waits until it listens.
    func start(in directory: URL = TestCleanup.path("node")) async throws -> Node {
        let process = try RunningWebServer(arguments: ["--data-dir", directory.path, "--database", database, "--port", "0"])
        let (address, token) = try await process.listening()
        return Node(process: process, directory: directory, address: address, startToken: token)
    }

    /// The sync schema of the build: what every node's replica holds.
    static func schema() throws -> SyncSchema {
        try SailawayDatabase.inMemory(with: AppFeatures.compiledIn).syncSchema
    }
}
