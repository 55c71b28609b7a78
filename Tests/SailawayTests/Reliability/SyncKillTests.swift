import Foundation
import GRDB
import Testing

/// Sync survives `kill -9` on either side: every change a device makes reaches the server
/// exactly once — none lost, none applied twice — when the device is killed mid-sync, and when
/// the server is killed mid-push (every change it acknowledged is kept).
///
/// Each cycle makes changes with `sailaway` commands (a fork of a sample checklist — its row, its
/// sections, its items, some thirty changes — or a check mark set or cleared in a charter's
/// check-in run), then starts `sailaway sync` and kills it, or the server, with SIGKILL after a
/// random delay of up to 2.5 times what a sync usually takes, so kills land before, during and
/// after the push. Every change the device captured (its outbox, read before each sync) is
/// counted on the server at the end, by its identity: in `applied` as applied (else lost), in
/// the log at most once (else duplicated), with nothing of the device's in the log that it
/// never made; and the server holds as many of the device's checklists, items and check marks
/// as the device.
///
/// `swift test` runs 6 cycles of each; `SAILAWAY_SYNC_KILL_CYCLES=200` (what
/// `Tools/reliability sync-kill` sets) runs more.
@Suite(.serialized) struct SyncKillTests {
    static var cycles: Int {
        ProcessInfo.processInfo.environment["SAILAWAY_SYNC_KILL_CYCLES"].flatMap(Int.init) ?? 6
    }

    static let sampleChecklist = "sailaway://content/checklist/550e8400-e29b-41d4-a716-446655440000"

    /// A device signed up to `server` with a charter's check-in run open on the Charters tab and
    /// a sample checklist open on Discover; the check-in run's items.
    final class Workload {
        let device: SyncingDevice
        let server: CommunityServer
        var items: [(name: String, checked: Bool)]
        var tab: String
        /// Every change the device captured, read from its outbox before each sync.
        var captured: Set<String> = []
        /// The server's log before the cycles began.
        let baseline: Int64
        let accountID: String

        init(server: CommunityServer) throws {
            self.server = server
            let device = try SyncingDevice(email: "kim@example.com")
            self.device = device
            try OfflineFullScreenTests.prepareCharter(device)
            items = try device.runItems().map { ($0.name, $0.checked) }
            tab = "charters"
            try device.signUp(to: server.address, as: "Kim Sand")
            let status = try device.status()
            try #require(status["waiting"] as? Int == 0, "the sign-up sent everything: \(status)")
            baseline = try server.community { db in try Int64.fetchOne(db, sql: "SELECT COALESCE(MAX(seq), 0) FROM log") ?? 0 }
            let email = device.email
            let account = try server.community { db in try String.fetchOne(db, sql: "SELECT id FROM account WHERE email = ?", arguments: [email]) }
            accountID = try #require(account)
        }

        /// One or two changes, each a `sailaway` command run to its end.
        func change() throws {
            for _ in 0..<Int.random(in: 1...2) {
                if Bool.random() {
                    try show("discover")
                    try device.script.succeed("tap", "Fork")
                } else {
                    try show("charters")
                    let index = items.indices.randomElement()!
                    try device.script.succeed("tap", (items[index].checked ? "Uncheck: " : "Check: ") + items[index].name)
                    items[index].checked.toggle()
                }
            }
        }

        private func show(_ tab: String) throws {
            guard tab != self.tab else { return }
            try device.script.succeed("tab", tab)
            self.tab = tab
        }

        /// Reads the outbox: what the next sync will send.
        @discardableResult
        func capture() throws -> [String] {
            let waiting = try device.waitingChanges()
            captured.formUnion(waiting)
            return waiting
        }

        /// A sync run to its end, which must go through and leave nothing waiting.
        func syncToTheEnd() throws {
            try capture()
            let status = try device.sync()
            try #require(status == 0, "sailaway sync exited \(status)")
            try #require(try device.waitingChanges().isEmpty, "changes still wait after a sync that went through")
        }

        /// The changes lost and duplicated, and how each was found.
        func tally() throws -> (lost: [String], duplicated: [String]) {
            let outcomes = try server.outcomes()
            let logged = try server.loggedChanges()
            var lost = captured.filter { outcomes[$0] != "applied" }.sorted().map { "change \($0): \(outcomes[$0] ?? "never reached the server")" }
            var duplicated = captured.filter { (logged[$0] ?? 0) > 1 }.sorted().map { "change \($0) is logged \(logged[$0]!) times" }
            // Nothing of the device's in the log that it never made (a change sent again as new).
            let logs = try server.community { db in
                try String.fetchAll(db, sql: "SELECT COALESCE(changeID, '') FROM log WHERE seq > ? AND accountID = ?", arguments: [baseline, accountID])
            }
            duplicated += logs.filter { !captured.contains($0) }.map { "the log holds a change of the device it never made: \($0)" }
            // The rows: as many on the server as on the device.
            let onDevice = try device.read { db in
                [
                    "content": try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM content WHERE authorID = (SELECT id FROM user WHERE isCurrent = 1)") ?? 0,
                    "checklistItem": try Int.fetchOne(
                        db,
                        sql: """
                            SELECT COUNT(*) FROM checklistItem JOIN checklistSection ON checklistSection.id = checklistItem.sectionID
                            JOIN content ON content.id = checklistSection.checklistID WHERE content.authorID = (SELECT id FROM user WHERE isCurrent = 1)
                            """
                    ) ?? 0,
                    "checklistRunItem": try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM checklistRunItem WHERE ownerID = (SELECT id FROM user WHERE isCurrent = 1)") ?? 0,
                ]
            }
            let onServer = try server.community { db in
                [
                    "content": try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM record WHERE tbl = 'content' AND owner = ?", arguments: [accountID]) ?? 0,
                    "checklistItem": try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM record WHERE tbl = 'checklistItem' AND rootOwner = ?", arguments: [accountID]) ?? 0,
                    "checklistRunItem": try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM record WHERE tbl = 'checklistRunItem' AND owner = ?", arguments: [accountID]) ?? 0,
                ]
            }
            for (table, count) in onDevice.sorted(by: { $0.key < $1.key }) {
                let held = onServer[table] ?? 0
                if held < count { lost.append("\(table): the device has \(count) rows, the server \(held)") }
                if held > count { duplicated.append("\(table): the device has \(count) rows, the server \(held)") }
            }
            return (lost, duplicated)
        }

        /// Up to 2.5 times what a sync of a change or two usually takes.
        func longestSync() throws -> Duration {
            try change()
            try capture()
            let typical = try ContinuousClock().measure { try syncToTheEnd() }
            return typical * 2.5
        }
    }

    @Test func aDeviceKilledMidSyncSendsEveryChangeExactlyOnce() throws {
        let server = try CommunityServer(binary: try SailawayBinary.located())
        defer { server.kill() }
        let workload = try Workload(server: server)
        let longest = try workload.longestSync()
        var killed = 0
        for _ in 0..<Self.cycles {
            try workload.change()
            try workload.capture()
            let sync = try StartedCommand(binary: workload.device.script.binary, arguments: ["--data-dir", workload.device.dataDirectory.path, "sync"])
            let outcome = sync.kill(after: longest * Double.random(in: 0...1))
            if outcome == .killed { killed += 1 }
        }
        // On a loaded machine every random moment may fall after its sync ended: a few more
        // cycles, each killed early in its sync, so the run always kills one.
        for _ in 0..<5 where killed == 0 {
            try workload.change()
            try workload.capture()
            let sync = try StartedCommand(binary: workload.device.script.binary, arguments: ["--data-dir", workload.device.dataDirectory.path, "sync"])
            if sync.kill(after: longest * 0.1) == .killed { killed += 1 }
        }
        try workload.syncToTheEnd()
        let (lost, duplicated) = try workload.tally()
        #expect(lost.isEmpty, "lost:\n\(lost.joined(separator: "\n"))")
        #expect(duplicated.isEmpty, "duplicated:\n\(duplicated.joined(separator: "\n"))")
        #expect(killed > 0, "no sync was killed")
        if ProcessInfo.processInfo.environment["SAILAWAY_RELIABILITY_REPORT"] != nil {
            print("sync kill -9, device: \(Self.cycles) cycles, \(killed) syncs killed, \(workload.captured.count) changes, \(lost.count) lost, \(duplicated.count) duplicated")
        }
    }

    @Test func aServerKilledMidPushKeepsWhatItAcknowledgedAndGetsEveryChangeExactlyOnce() throws {
        let server = try CommunityServer(binary: try SailawayBinary.located())
        defer { server.kill() }
        let workload = try Workload(server: server)
        let longest = try workload.longestSync()
        var killedMidSync = 0, acknowledged = 0
        var forgotten: [String] = []
        for _ in 0..<Self.cycles {
            try workload.change()
            let waiting = try workload.capture()
            let sync = try StartedCommand(binary: workload.device.script.binary, arguments: ["--data-dir", workload.device.dataDirectory.path, "sync"])
            usleep(useconds_t((longest * Double.random(in: 0...1)).milliseconds * 1000))
            server.kill()
            // The sync ends by itself: it went through, or could not reach the server (exit 4).
            if case .exited(let status, _) = sync.wait(), status != 0 { killedMidSync += 1 }
            try server.start()
            // What the server answered for left the outbox: it must be kept.
            let answered = Set(waiting).subtracting(try workload.device.waitingChanges())
            acknowledged += answered.count
            let outcomes = try server.outcomes()
            forgotten += answered.filter { outcomes[$0] == nil }.sorted()
        }
        try workload.syncToTheEnd()
        let (lost, duplicated) = try workload.tally()
        #expect(forgotten.isEmpty, "acknowledged, then forgotten by the server: \(forgotten)")
        #expect(lost.isEmpty, "lost:\n\(lost.joined(separator: "\n"))")
        #expect(duplicated.isEmpty, "duplicated:\n\(duplicated.joined(separator: "\n"))")
        if ProcessInfo.processInfo.environment["SAILAWAY_RELIABILITY_REPORT"] != nil {
            print(
                "sync kill -9, server: \(Self.cycles) cycles, \(Self.cycles) servers killed (\(killedMidSync) syncs cut off), \(workload.captured.count) changes, \(acknowledged) acknowledged before the kill, \(forgotten.count + lost.count) lost, \(duplicated.count) duplicated"
            )
        }
    }
}
