@testable import CommunityPostgres
import Community
import PostgresTesting
import Testing

/// A node hears every commit while its listening connection lasts, and after the connection
/// drops it connects and listens again by itself, hearing also what it missed meanwhile.
@Suite struct LogListenerTests {
    @Test(.enabled(if: PostgresInstallation.isAvailable, Comment(rawValue: postgresMissing)))
    func theListenerListensAgainAfterTheServerEndsItsConnection() async throws {
        let server = try await PostgresServer.shared()
        try await withNodes(2) { nodes in
            let (writer, follower) = (nodes[0], nodes[1])
            let before = try await listeners(in: follower)
            #expect(before.count == 2, "each node listens on a connection of its own")

            let missed = follower.logGrowth()
            let ended = try await server.psql(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = :'name'",
                variables: ["name": LogListener.applicationName], in: follower.url.database
            )
            #expect(ended.split(separator: "\n") == ["t", "t"])
            _ = try await writer.write { try await $0.appendToLog("while nobody listened") }
            // Bounds for liveness, not speed: reconnecting waits 100 ms, doubling after each
            // failed try, and a loaded machine (the whole suite at once) fails some tries.
            #expect(await yields(missed, within: .seconds(30)), "what was committed while nobody listened is heard once it listens again")

            // Both listen again — each has looked where the log ends since, and waits — and hear
            // the next change by its notification.
            let deadline = ContinuousClock.now + .seconds(30)
            var again: [Listener] = []
            while ContinuousClock.now < deadline {
                again = try await listeners(in: follower).filter { !before.map(\.pid).contains($0.pid) && $0.isIdleAfterLooking }
                if again.count == 2 { break }
                try await Task.sleep(for: .milliseconds(20))
            }
            #expect(again.count == 2, "\(again)")
            let growth = follower.logGrowth()
            _ = try await writer.write { try await $0.appendToLog("heard again") }
            #expect(await yields(growth, within: .seconds(10)))
        }
    }

    @Test func theWaitBeforeConnectingAgainDoublesUpToFiveSeconds() throws {
        let listener = LogListener(configuration: try PostgresURL("postgres://u@127.0.0.1:1/db").connectionConfiguration(settings: []), end: LogEnd(), logger: .init(label: "test"))
        #expect((1...8).map(listener.wait(after:)) == [.milliseconds(100), .milliseconds(200), .milliseconds(400), .milliseconds(800), .milliseconds(1600), .milliseconds(3200), .seconds(5), .seconds(5)])
        #expect(listener.wait(after: 1_000) == .seconds(5))
    }

    // MARK: - Parts

    /// A listening connection, as `pg_stat_activity` shows it.
    struct Listener: CustomStringConvertible {
        var pid: Int64
        var state: String
        var lastStatement: String

        /// Whether its last statement was its look at the log, done.
        var isIdleAfterLooking: Bool { state == "idle" && lastStatement.contains("MAX(seq)") }

        var description: String { "\(pid) \(state): \(lastStatement)" }
    }

    /// The listening connections to `node`'s database, waiting up to five seconds for the first.
    func listeners(in node: PostgresCommunityDatabase) async throws -> [Listener] {
        let deadline = ContinuousClock.now + .seconds(5)
        while true {
            let found = try await node.read { connection in
                try await connection.query(
                    "SELECT pid, state, query FROM pg_stat_activity WHERE datname = current_database() AND application_name = ? ORDER BY pid",
                    [.text(LogListener.applicationName)]
                )
            }.map { Listener(pid: $0["pid"]?.integer ?? 0, state: $0["state"]?.text ?? "", lastStatement: $0["query"]?.text ?? "") }
            if found.count >= 2 || ContinuousClock.now > deadline { return found }
            try await Task.sleep(for: .milliseconds(20))
        }
    }
}
