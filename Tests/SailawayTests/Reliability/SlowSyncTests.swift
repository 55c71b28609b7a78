import Foundation
import ProcessTesting
import Testing

/// The full-screen app never waits on the network: with a real `sailaway-web` behind a slow
/// link (a ``LoopbackProxy``: every chunk held back 150 ms each way, so each request takes 300 ms or
/// more), keys are answered while a sync is in flight — shown with the link held, so the sync
/// cannot end while the keys are pressed — and every key's time from read to frame
/// (`SAILAWAY_FRAME_LOG`) is measured while syncs go on, and the worst printed.
@Suite(.serialized, .enabled(if: TmuxTerminal.tmuxPath != nil, "tmux drives the full-screen app (CI installs it)"))
struct SlowSyncTests {
    /// A server, a slow link to it, and B signed up through the link with a charter's check-in
    /// run; the run's item rows as the app shows them (“2.1 Bilge pump”).
    private static func setUp() throws -> (server: CommunityServer, link: LoopbackProxy, device: SyncingDevice, rows: [String]) {
        let server = try CommunityServer(binary: try SailawayBinary.located())
        let link = try LoopbackProxy(toPort: UInt16(server.port), .slow(.milliseconds(150)))
        let device = try SyncingDevice(email: "sam@example.com")
        try OfflineFullScreenTests.prepareCharter(device)
        let rows = try device.runItems().map { "\($0.number) \($0.name)" }
        try device.signUp(to: link.address, as: "Sam Reed")
        return (server, link, device, rows)
    }

    @Test func keysAreAnsweredWhileASyncIsHeldInFlight() throws {
        let (server, link, device, _) = try Self.setUp()
        defer {
            link.close()
            server.kill()
        }
        let terminal = try TmuxTerminal(binary: device.script.binary, dataDirectory: device.dataDirectory)
        try terminal.waitForTitle(OfflineFullScreenTests.run.title)

        // Held: nothing the app sends gets through. A check waits to be sent, its sync stuck.
        link.hold()
        try terminal.choose("2.1 Bilge pump")
        try terminal.waitFor { $0.contains("1 of \(OfflineFullScreenTests.run.items) checked.") }
        let deadline = Date().addingTimeInterval(5)
        while link.inFlight == 0, Date() < deadline { usleep(20_000) }
        try #require(link.inFlight > 0, "the background sync sent nothing")

        // Every key is answered while the sync waits on the network.
        try terminal.press("1")
        try terminal.waitForTitle("Home")
        try terminal.press("2")
        try terminal.waitForTitle("Library")
        try terminal.press("4")
        try terminal.waitForTitle(OfflineFullScreenTests.run.title)
        try terminal.choose("2.2 Seacocks closed")
        try terminal.waitFor { $0.contains("2 of \(OfflineFullScreenTests.run.items) checked.") }
        #expect(link.inFlight > 0, "the sync was still in flight")
        #expect(try device.waitingChanges().count == 2, "both checks wait to be sent")

        // Let go: the checks reach the server without a key.
        link.release()
        let sent = Date().addingTimeInterval(15)
        while try !device.waitingChanges().isEmpty, Date() < sent { usleep(100_000) }
        #expect(try device.waitingChanges().isEmpty, "the checks were sent once the link let them through")
    }

    @Test func everyKeyDuringSlowSyncsIsTimedAndTheWorstReported() throws {
        let (server, link, device, rows) = try Self.setUp()
        defer {
            link.close()
            server.kill()
        }
        let log = TestCleanup.path("frames.log").path
        let terminal = try TmuxTerminal(binary: device.script.binary, dataDirectory: device.dataDirectory, environment: ["SAILAWAY_FRAME_LOG": log])
        try terminal.waitForTitle(OfflineFullScreenTests.run.title)

        // Each round checks or unchecks an item (a write: a push through the slow link, then a
        // pull), then goes through three tabs and back while that sync runs.
        let rounds = Int(ProcessInfo.processInfo.environment["SAILAWAY_SLOW_SYNC_ROUNDS"] ?? "") ?? 6
        var pressedDuringSync = 0, presses = 0
        for round in 0..<rounds {
            let row = rows[round % rows.count]
            let name = row.split(separator: " ", maxSplits: 1).last.map(String.init) ?? row
            try terminal.choose(row)
            try terminal.waitFor { $0.contains("hecked “\(name)”") }
            for key in ["1", "3", "2", "4"] {
                let busy = try link.inFlight > 0 || !device.waitingChanges().isEmpty
                try terminal.press(key, awaitingTheFrameAfter: terminal.styledScreen, seconds: 3)
                presses += 1
                if busy { pressedDuringSync += 1 }
            }
        }
        #expect(pressedDuringSync > 0, "no key was pressed while a sync was under way")

        // The log's line per key: keys, bytes, microseconds from the key read to the frame.
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
        let times = lines.compactMap { line in Double(line.split(separator: "\t")[2]).map { $0 / 1000 } }.sorted()
        #expect(times.count >= presses, "every key is logged")
        let worst = times.last ?? 0
        let p99 = times.isEmpty ? 0 : times[min(times.count - 1, Int((Double(times.count - 1) * 0.99).rounded()))]
        if ProcessInfo.processInfo.environment["SAILAWAY_RELIABILITY_REPORT"] != nil {
            print(
                String(
                    format: "slow sync: %d keys logged (%d tab keys pressed while a sync was under way, link 150 ms each way), key → frame p99 %.2f ms, worst %.2f ms (target 16.7)",
                    times.count, pressedDuringSync, p99, worst
                )
            )
        }
        try? FileManager.default.removeItem(atPath: log)
    }
}
