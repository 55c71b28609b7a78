import Community
import Foundation
import PostgresTesting
import ProcessTesting
import SailawayDatabase
import Synchronization
import SyncClient
import Testing

/// A device syncing through a proxy its test controls (issue 38's faults): the connection
/// refused, dropped part way through a request, its answer dropped after the server did the
/// work, slowed to 300 ms and more a round trip, and restored. Nothing typed is lost — it is on
/// the device and in its outbox —, nothing reaches the server twice, a slow sync still
/// completes, and when the network returns the background sync sends everything waiting with
/// no call from the test. On each engine, with its figures printed.
@MainActor
@Suite struct NetworkFaultTests {
    static let title = "Heavy Weather"
    static let section = "Heavy Weather, first section"

    @Test(arguments: Engine.allCases) func nothingTypedIsLostNorAppliedTwiceAndWhatWaitsGoesOnceTheNetworkReturns(_ engine: Engine) async throws {
        let harness = try await WebHarness(engine)
        let proxy = try LoopbackProxy(to: try await harness.listen())
        defer { proxy.close() }
        // Each call may take the default 10 s: every fault here fails at once (the proxy closes
        // the connection), and a slowed sync's call took over 3 s on a loaded CI machine.
        let device = try await Device()
        let marta = try await device.signUp(to: proxy.address, as: "Marta Ferrer")
        let checklist = try await device.makeChecklist(Self.title, visibility: "private")
        try await device.syncNow()

        // The app's background sync runs throughout, at the interactive app's pace.
        let rounds = Mutex((succeeded: 0, failed: 0))
        let background = Task.detached { [sync = device.sync] in
            await sync.keepInSync(pace: .interactive) { result in
                rounds.withLock { if case .success = result { $0.succeeded += 1 } else { $0.failed += 1 } }
            }
        }
        defer { background.cancel() }

        var typed: [String] = []
        var worstCatchUp = Duration.zero
        // Changes the server took whose answer was lost: the device sends them again.
        var takenUnheard = 0
        let faults: [LoopbackProxy.Mode] = [.refuse, .drop, .dropAnswer, .refuse, .drop, .dropAnswer]
        for (cycle, fault) in faults.enumerated() {
            try proxy.set(fault)
            let item = "Reef point \(cycle + 1)"
            try await device.editChecklist(checklist) { try await device.app.tap("Add Item: \(Self.section)", item) }
            typed.append(item)
            let waiting = try await device.sync.status(probing: false).waiting
            #expect(waiting > 0, "the change waits in the outbox")

            // A sync now fails, as offline; nothing typed is lost.
            do {
                try await device.syncNow()
                Issue.record("a sync went through while the network was in \(fault)")
            } catch let failure as SyncFailure {
                #expect(failure.isUnreachable, "\(fault): \(failure)")
                #expect(failure.description.hasSuffix("Nothing was lost; what waits still waits."))
            }
            let status = try await device.sync.status(probing: false)
            #expect(status.online == false && status.lastError != nil, "Sync Status says offline: \(status)")
            #expect(status.waiting >= waiting, "\(fault): the outbox still holds what was typed (\(status.waiting) of \(waiting))")
            #expect(try await device.checklistText(checklist).contains(item), "what was typed is on the device")
            if fault == .dropAnswer, try await Self.serverItems(harness, of: marta).contains(item) { takenUnheard += 1 }

            // The network returns: everything waiting reaches the server, with no call.
            try proxy.set(.pass)
            let restored = ContinuousClock.now
            let arrived = try await Self.eventually(within: .seconds(5)) {
                try await Self.serverItems(harness, of: marta).isSuperset(of: typed)
            }
            let caughtUp = ContinuousClock.now - restored
            worstCatchUp = max(worstCatchUp, caughtUp)
            #expect(arrived, "\(fault): on the server within 5 s of the network returning")
            #expect(try await Self.eventually(within: .seconds(5)) { try await device.sync.status(probing: false).waiting == 0 }, "the outbox empties")
        }

        // Slow: each round trip 300 ms or more, and a sync still completes.
        try proxy.set(.slow(.milliseconds(160)))
        try await device.editChecklist(checklist) { try await device.app.tap("Add Item: \(Self.section)", "Storm jib") }
        typed.append("Storm jib")
        let started = ContinuousClock.now
        try await device.syncNow()
        let slowSync = ContinuousClock.now - started
        #expect(slowSync >= .milliseconds(300), "a slow round trip: \(slowSync)")
        #expect(try await Self.serverItems(harness, of: marta).contains("Storm jib"))
        try proxy.set(.pass)

        // On the server: each typed item once, each change of the device logged once.
        let items = try await Self.serverItemCounts(harness, of: marta)
        let lost = typed.filter { items[$0] == nil }
        let duplicatedItems = items.filter { $0.value > 1 }
        let duplicatedChanges = try await Self.changesLoggedTwice(harness)
        #expect(lost.isEmpty, "lost: \(lost)")
        #expect(duplicatedItems.isEmpty && duplicatedChanges == 0, "duplicated: \(duplicatedItems), \(duplicatedChanges) changes")
        let (succeeded, failed) = rounds.withLock { ($0.succeeded, $0.failed) }
        let figures = proxy.figures
        print(
            """
            network faults (\(engine)): \(faults.count) cycles (\(faults.map(\.description).joined(separator: ", "))) + slow; \
            \(typed.count) items typed, lost \(lost.count), duplicated \(duplicatedItems.count) items / \(duplicatedChanges) changes \
            (\(takenUnheard) taken by the server with the answer lost, sent again); \
            background rounds \(succeeded) through, \(failed) failed; worst catch-up after restoring \(worstCatchUp); \
            slow sync \(slowSync); proxy: \(figures.connections) connections, \(figures.dropped) dropped, \(figures.cut) cut, \(figures.delayed) chunks delayed
            """
        )
    }

    // MARK: - The server's side

    /// The texts of every checklist item of `account`'s the community holds.
    static func serverItems(_ harness: WebHarness, of account: UUID) async throws -> Set<String> {
        Set(try await serverItemCounts(harness, of: account).keys)
    }

    /// How many checklist items of `account`'s the community holds, by text.
    static func serverItemCounts(_ harness: WebHarness, of account: UUID) async throws -> [String: Int] {
        let rows = try await harness.community.database.read { connection in
            try await connection.query("SELECT row FROM record WHERE tbl = 'checklistItem' AND owner = ?", [SQLValue(account)])
        }
        var counts: [String: Int] = [:]
        for row in rows {
            guard let json = row["row"]?.text, let text = try SyncJSON.decode(SyncFields.self, from: json)["text"]?.text else { continue }
            counts[text, default: 0] += 1
        }
        return counts
    }

    /// How many changes the community's log holds more than once.
    static func changesLoggedTwice(_ harness: WebHarness) async throws -> Int {
        try await harness.community.database.read { connection in
            try await connection.query("SELECT changeID FROM log WHERE changeID IS NOT NULL GROUP BY changeID HAVING COUNT(*) > 1", [])
        }.count
    }

    /// Whether `condition` holds within `limit`, looking every 50 ms.
    static func eventually(within limit: Duration, _ condition: () async throws -> Bool) async throws -> Bool {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            if try await condition() { return true }
            try await Task.sleep(for: .milliseconds(50))
        }
        return try await condition()
    }
}
