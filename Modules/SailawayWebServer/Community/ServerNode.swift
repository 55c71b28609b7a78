import Community
import Foundation
import GRDB
import Logging
import SailawayDatabase

/// One node of the server: the app's replica in its data directory, kept in step with the
/// community's authority both ways.
///
/// What the node's own app writes (a browser's action, a `sailaway` command on the same data
/// directory) is captured in the replica's outbox and pushed to the authority — at once after
/// each browser action, which is acknowledged only then, and after every commit besides. What
/// any node or device changed comes back from the log, in order, whenever it grows. A new
/// community takes in the first node's replica; a node whose replica is new takes in the
/// community as it stands.
actor ServerNode {
    /// Where the community is kept, and the rules of every synced row.
    let community: Community
    /// The app's database on this node.
    let replica: SailawayDatabase
    /// This node's name in the log.
    let name: String
    private let logger: Logger
    private let makeID: @Sendable () -> UUID
    /// Pushes, one at a time: two at once would send the same waiting changes twice.
    private let flushing = OneRunAtATime()
    /// Catch-ups, one at a time: two at once could apply an older batch of the log after a newer
    /// one, and the replica — every page open on it — would go back for a moment.
    private let catchingUp = OneRunAtATime()

    init(community: Community, replica: SailawayDatabase, name: String, logger: Logger, makeID: @escaping @Sendable () -> UUID = { UUID() }) {
        self.community = community
        self.replica = replica
        self.name = name
        self.logger = logger
        self.makeID = makeID
    }

    /// Brings the node and the community together: a new community takes in this replica's
    /// rows; a replica that never pulled takes in the community; the replica captures its changes
    /// from now on; the data directory's own sailor has the server's local account.
    func start() async throws {
        let schema = replica.syncSchema
        if try await community.isEmpty() {
            let rows = try await replica.writer.read { db in try Replica.everyRow(schema: schema, in: db) }
            logger.info("a new community: taking in \(rows.count) rows of this data directory")
            try await community.adopt(rows)
        }
        try await replica.writer.write { db in try SyncControl.setCapturing(true, db) }
        try await flush()
        try await catchUp()
        if let sailor = try await replica.writer.read({ db in try DeviceSailor.id(db).flatMap { try User.fetchOne(db, key: $0) } }) {
            _ = try await community.accounts.localAccount(sailor.id, name: sailor.name)
        }
    }

    /// Runs until cancelled: pushes what the replica's app writes, applies what the log gains.
    func run() async {
        let commits = replica.changes?.commits()
        let growth = community.database.logGrowth()
        await withTaskGroup(of: Void.self) { group in
            group.addTask { [self] in
                guard let commits else { return }
                for await _ in commits { await self.flushLogging() }
            }
            group.addTask { [self] in
                for await _ in growth { await self.catchUpLogging() }
            }
            // A signal missed (a connection lost and found again) is made up within a second.
            group.addTask { [self] in
                while (try? await Task.sleep(for: .seconds(1))) != nil {
                    await self.flushLogging()
                    await self.catchUpLogging()
                }
            }
        }
    }

    /// Pushes every change the replica has waiting to the authority: every change committed
    /// before the call is there when it returns.
    func flush() async throws {
        try await flushing.run { [self] in try await self.pushWaiting() }
    }

    private func pushWaiting() async throws {
        let schema = replica.syncSchema
        while true {
            let waiting = try await replica.writer.read { db in try Outbox.waiting(limit: 500, schema: schema, in: db) }
            guard !waiting.isEmpty else { return }
            let outcomes = try await community.authority.push(waiting, from: .node(name), in: community.database)
            for outcome in outcomes where outcome.outcome == .refused || outcome.outcome == .gone {
                logger.warning("the community did not take a change of this node's app: \(outcome.reason ?? outcome.outcome.rawValue)")
            }
            try await replica.writer.write { db in try Outbox.remove(outcomes.map(\.id), in: db) }
        }
    }

    /// Applies everything the log gained since the replica's last pull: every change logged
    /// before the call is on the replica when it returns.
    func catchUp() async throws {
        try await catchingUp.run { [self] in try await self.applyWhatTheLogGained() }
    }

    private func applyWhatTheLogGained() async throws {
        let schema = replica.syncSchema
        var cursor = try await replica.writer.read { db in try SyncCursor.value(schema: schema, in: db) }
        while true {
            let fresh = cursor == 0
            let batch = try await community.authority.pullAll(after: cursor, in: community.database)
            guard !batch.changes.isEmpty || batch.cursor != cursor else { return }
            _ = try await replica.apply(batch.changes, cursor: batch.cursor, makeID: makeID, replacing: fresh)
            cursor = batch.cursor
            guard batch.more else { return }
        }
    }

    /// Whether this node's replica can hold `rows`, each as the log would bring it, after the
    /// ones before it: applied as a change of the log is, each in a savepoint of one
    /// transaction that is rolled back (``SailawayDatabase/rehearse(_:)``) — one turn of the
    /// replica's writer for a whole push, not one a row. For each row, nil when it can; else what
    /// SQLite said (a column the table requires, a value it refuses), and the row is undone.
    ///
    /// The log applies rows with foreign keys off (a row may come before the one it belongs
    /// to): a row refused only for the one it references is one the replica holds. Foreign
    /// keys are not turned off for the try, as the log's apply does: changing the setting expires
    /// every statement the connection keeps compiled, and a push tried each of its rows so —
    /// compiling the search indexes' triggers anew each time — at a sixth of the rate it has now
    /// (docs/PERFORMANCE.md, "Sync at scale"). SQLite checks a row's own constraints as it writes
    /// it, and its references only at the statement's end: a refusal for a reference comes
    /// after every other check passed.
    nonisolated func check(_ rows: [Authority.CheckedRow]) async throws -> [String?] {
        let schema = replica.syncSchema
        let changes = rows.map { LoggedChange(seq: 0, table: $0.table.name, key: $0.table.key(of: $0.row), operation: .upsert, row: $0.row) }
        return try await replica.rehearse { db in
            try changes.map { change in
                do {
                    try db.inSavepoint {
                        _ = try Replica.apply([change], schema: schema, makeID: { UUID() }, in: db)
                        return .commit
                    }
                    return nil
                } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_FOREIGNKEY {
                    return nil
                } catch let error as DatabaseError where Self.rowProblems.contains(error.resultCode.primaryResultCode.rawValue) {
                    return error.message ?? "\(error)"
                }
            }
        }
    }

    /// What SQLite says of a row it cannot hold, rather than of itself: a constraint, a type,
    /// a size.
    nonisolated private static let rowProblems = Set([ResultCode.SQLITE_CONSTRAINT, .SQLITE_MISMATCH, .SQLITE_TOOBIG, .SQLITE_RANGE].map(\.rawValue))

    private func flushLogging() async {
        do { try await flush() } catch { logger.warning("could not push this node's changes to the community: \(error)") }
    }

    private func catchUpLogging() async {
        do { try await catchUp() } catch { logger.warning("could not apply the community's changes to this node: \(error)") }
    }
}
