import Community
import CommunityProtocol
import Foundation
import GRDB
import PostgresTesting
import SailawayDatabase
import Synchronization
import Testing

@testable import SailawayWebServer

/// A node keeps its replica in step with the community: however many catch-ups run at once —
/// one after each push a device sends through it, one each time the log grows — the replica
/// never goes back to an older value, and ends at the log's last change.
@MainActor
@Suite struct ServerNodeTests {
    @Test(arguments: Engine.allCases) func catchUpsAtOnceNeverTakeTheReplicaBack(_ engine: Engine) async throws {
        let harness = try await WebHarness(engine)
        let node = harness.server.node
        let community = harness.community
        let database = try harness.session.composition.database()
        let schema = database.syncSchema
        let table = try #require(schema.table("content"))
        let (id, original) = try await database.writer.read { db in
            let id = try #require(try UUID.fetchOne(db, sql: "SELECT id FROM content WHERE visibility = 'public' ORDER BY title LIMIT 1"))
            return (id, try #require(try Replica.row(table, key: ["id": SyncValue(id)], in: db)))
        }
        // Every title the replica shows, as it commits.
        let shown = Titles()
        let observation = ValueObservation.tracking { db in try String.fetchOne(db, sql: "SELECT title FROM content WHERE id = ?", arguments: [id]) }
        let observing = observation.start(in: database.writer, scheduling: .async(onQueue: .global()), onError: { _ in }, onChange: { title in
            if let title { shown.titles.withLock { $0.append(title) } }
        })
        // Another node renames it again and again, while this one catches up, many times at once.
        let renames = 60
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                var row = original
                for n in 1...renames {
                    var renamed = row
                    renamed["title"] = .text("Renamed \(n)")
                    let change = RowChange(id: UUID().uuidString, table: table.name, key: table.key(of: row), operation: .upsert, base: row, fields: renamed)
                    _ = try await community.authority.push([change], from: .node("other"), in: community.database)
                    row = renamed
                }
            }
            for _ in 1...(renames * 3) {
                group.addTask { try await node.catchUp() }
            }
            try await group.waitForAll()
        }
        try await node.catchUp()
        observing.cancel()
        let numbers = shown.titles.withLock { $0 }.compactMap { Int($0.dropFirst("Renamed ".count)) }
        #expect(numbers == numbers.sorted(), "the replica went back to an older value: \(numbers)")
        let (title, cursor) = try await database.writer.read { db in
            (try String.fetchOne(db, sql: "SELECT title FROM content WHERE id = ?", arguments: [id]), try SyncCursor.value(schema: schema, in: db))
        }
        let last = try await community.authority.pullAll(after: 0, in: community.database).cursor
        #expect(title == "Renamed \(renames)")
        #expect(cursor == last)
    }
}

/// What an observation saw.
private final class Titles: Sendable {
    let titles = Mutex<[String]>([])
}
