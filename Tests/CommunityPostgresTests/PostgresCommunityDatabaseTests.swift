import Community
import CommunityPostgres
import Foundation
import PostgresTesting
import Testing

/// Any number of nodes share one PostgreSQL database: their writes take turns, in one order that
/// is the order they commit in, and each node hears what every other one committed.
@Suite(.enabled(if: PostgresInstallation.isAvailable, Comment(rawValue: postgresMissing)))
struct PostgresCommunityDatabaseTests {
    @Test func twoNodesWritingAtOnceMakeOneLogWithoutGapsInTheOrderTheyCommitted() async throws {
        try await withNodes(3) { nodes in
            let writers = Array(nodes.prefix(2)), reader = nodes[2]
            let perWriter = 20
            // A reader looks at the log again and again while the writers write: it must only
            // ever see 1…n, never a place whose predecessor has not committed yet.
            async let looks: [[Int64]] = {
                var seen: [[Int64]] = []
                while seen.last?.count != perWriter * writers.count {
                    seen.append(try await reader.read { try await $0.logPlaces() })
                }
                return seen
            }()
            try await withThrowingTaskGroup(of: Void.self) { group in
                for (index, writer) in writers.enumerated() {
                    for number in 0..<perWriter {
                        group.addTask {
                            _ = try await writer.write { connection in
                                let seq = try await connection.appendToLog("node \(index) write \(number)")
                                // Between taking a place and committing, long enough — and varied
                                // enough — for another transaction to commit first, were it let in.
                                _ = try await connection.query("SELECT pg_sleep(random() * 0.005) AS slept", [])
                                return seq
                            }
                        }
                    }
                }
                try await group.waitForAll()
            }
            let seen = try await looks
            for places in seen {
                #expect(places == Array(1..<Int64(places.count + 1)), "a reader saw \(places)")
            }
            #expect(try await reader.read { try await $0.logPlaces() } == Array(1...Int64(perWriter * writers.count)))
        }
    }

    @Test func aChangeCommittedOnOneNodeIsHeardOnTheOtherWithinASecond() async throws {
        try await withNodes(2) { nodes in
            let (writer, follower) = (nodes[0], nodes[1])
            var slowest = Duration.zero
            for number in 0..<10 {
                let growth = follower.logGrowth(), own = writer.logGrowth()
                let start = ContinuousClock.now
                _ = try await writer.write { try await $0.appendToLog("change \(number)") }
                #expect(await yields(growth, within: .seconds(1)), "change \(number) was not heard on the other node")
                slowest = max(slowest, ContinuousClock.now - start)
                #expect(await yields(own, within: .seconds(1)), "change \(number) was not heard on its own node")
            }
            print("PostgreSQL: the slowest of 10 changes was heard on the other node \(slowest) after its write began")
        }
    }

    @Test func aWriteThatThrowsLeavesNothingAndTellsNobody() async throws {
        struct Refused: Error {}
        try await withNodes(2) { nodes in
            let growth = nodes[1].logGrowth()
            await #expect(throws: Refused.self) {
                try await nodes[0].write { connection in
                    _ = try await connection.appendToLog("never")
                    throw Refused()
                }
            }
            await #expect(throws: CommunityDatabaseError.self) {
                try await nodes[0].write { try await $0.execute("INSERT INTO nowhere VALUES (?)", [.integer(1)]) }
            }
            #expect(await !yields(growth, within: .milliseconds(300)))
            let places = try await nodes[1].read { try await $0.logPlaces() }
            #expect(places.isEmpty)
            // The writer's one connection is out of its transaction: the next write goes through.
            let after = try await nodes[0].write { try await $0.appendToLog("after") }
            #expect(after >= 1)
        }
    }

    @Test func twoNodesStartingAtOnceMakeTheTablesOnce() async throws {
        let url = try await PostgresServer.shared().makeDatabase("prepare")
        let nodes = try (0..<2).map { _ in try PostgresCommunityDatabase(url: url) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for node in nodes { group.addTask { await node.run() } }
            defer { group.cancelAll() }
            async let first: Void = nodes[0].prepare()
            async let second: Void = nodes[1].prepare()
            _ = try await (first, second)
            try await nodes[1].prepare()
            #expect(try await nodes[0].read { try await $0.logPlaces() }.isEmpty)
        }
    }

    @Test func valuesComeBackAsTheyWentInByTheNamesTheCodeUses() async throws {
        try await withNodes(1) { nodes in
            try await nodes[0].write { connection in
                try await connection.execute(
                    "INSERT INTO account (id, email, name, passwordHash, isLocal, createdAt) VALUES (?, ?, ?, ?, ?, ?)",
                    [.text("a1"), .null, .text("Marta ‘?’ O'Neill"), .text("$2b$04$hash"), .integer(1), .integer(1_790_000_000_000)]
                )
            }
            let row = try await nodes[0].read { try await $0.query("SELECT * FROM account WHERE id = ?", [.text("a1")]) }.first
            #expect(row == [
                "id": .text("a1"), "email": .null, "name": .text("Marta ‘?’ O'Neill"), "passwordHash": .text("$2b$04$hash"),
                "isLocal": .integer(1), "createdAt": .integer(1_790_000_000_000),
            ])
            let computed = try await nodes[0].read { connection in
                try await connection.query("SELECT CAST(? AS DOUBLE PRECISION) AS fraction, ? = ? AS same, COUNT(*) AS accounts FROM account", [.real(0.5), .integer(2), .integer(2)])
            }.first
            #expect(computed == ["fraction": .real(0.5), "same": .integer(1), "accounts": .integer(1)])
        }
    }

    @Test func aReadChangesNothingAndAStatementTakesAsManyValuesAsItHasPlaceholders() async throws {
        try await withNodes(1) { nodes in
            await #expect(throws: CommunityDatabaseError.self) {
                try await nodes[0].read { try await $0.execute("DELETE FROM log", []) }
            }
            await #expect(throws: CommunityDatabaseError.self) {
                try await nodes[0].read { try await $0.query("SELECT 1 AS one FROM log", [.integer(1)]) }
            }
            let refused = await #expect(throws: CommunityDatabaseError.self) {
                try await nodes[0].read { try await $0.query("INSERT INTO communityInfo (key, value) VALUES (?, ?) RETURNING key", [.text("k"), .text("v")]) }
            }
            #expect(refused?.description.contains("read-only") == true, "\(refused?.description ?? "")")
        }
    }

    @Test func aDatabaseThatCannotBeReachedSaysWhereAndWhyAsItStarts() async throws {
        let server = try await PostgresServer.shared()
        for (url, words) in [
            ("postgres://postgres@127.0.0.1:\(server.port)/nowhere", "refused the connection: database \"nowhere\" does not exist"),
            ("postgres://postgres@127.0.0.1:1/sailaway", "could not be reached"),
        ] {
            let node = try PostgresCommunityDatabase(url: url)
            let running = Task { await node.run() }
            defer { running.cancel() }
            let error = await #expect(throws: CommunityDatabaseError.self) { try await node.prepare() }
            #expect(error?.description.contains(words) == true, "\(error?.description ?? "")")
            #expect(error?.description.contains("PostgreSQL at postgres@127.0.0.1:") == true)
        }
    }
}
