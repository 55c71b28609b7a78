import CommunityProtocol
import Foundation
import SailawayDatabase

/// The sync rows of `Tools/bench` (docs/PERFORMANCE.md, "Sync at scale"): simulated devices,
/// each its own sailor signed in on one of the community's nodes, push and pull through the
/// API as the app does, all at once.
///
/// 1. **Push.** Every device pushes `changes` changes in pushes of `batch`: new public
///    checklists, then renames of them. Changes per second over the whole phase, and the time
///    of each push — beside the same rows written by a plain batched `INSERT` into the same
///    database (``PlainInsert``), the limit.
/// 2. **Sync.** Each device holds four others' checklists (as a sailor who opened them does), and
///    syncs `changes / batch` times: a push of renames, then a pull of everything new it may
///    read — its own and the held checklists' changes. The time of each sync (its push and
///    its pulls), and the bytes a pull sends per change.
/// 3. **A pull of n changes**, the same n, when the log is short (before the load) and when the
///    load has filled it: O(n), not O(all), is a ratio near 1.
struct SyncLoad {
    struct Options {
        var name = "sync"
        var nodes: [URL] = []
        var sqlite: String?
        var postgres: URL?
        var devices = 100
        var changes = 100
        var batch = 10
    }

    let options: Options

    func run() async throws -> SyncReport {
        let nodes = options.nodes.map(CommunityCalls.init)
        let run = UUID().uuidString.prefix(8).lowercased()
        progress("signing up \(options.devices) sailors on \(nodes.count) node(s)")
        var sessions: [SignedIn] = []
        // A few at a time: a sign-up hashes a password, slowly on purpose.
        for first in stride(from: 0, to: options.devices + 1, by: 8) {
            sessions += try await withThrowingTaskGroup(of: (Int, SignedIn).self) { group in
                for n in first..<min(first + 8, options.devices + 1) {
                    group.addTask {
                        (n, try await nodes[n % nodes.count].signUp(SignUpRequest(name: "Sailor \(n)", email: "sailor\(n)-\(run)@load.example", password: "harbour-\(n)-\(run)")))
                    }
                }
                return try await group.reduce(into: [(Int, SignedIn)]()) { $0.append($1) }.sorted { $0.0 < $1.0 }.map(\.1)
            }
        }
        let template = try await contentTemplate(from: nodes[0], token: sessions[0].token)
        var devices = sessions.prefix(options.devices).enumerated().map { n, session in
            LoadDevice(calls: nodes[n % nodes.count], session: session, template: template)
        }
        var probe = LoadDevice(calls: nodes[0], session: sessions[options.devices], template: template)

        let early = try await pullOfN(&probe)

        progress("push: \(options.devices) devices × \(options.changes) changes, \(options.batch) a push")
        var pushed: [RowChange] = []
        var pushTimes: [Duration] = []
        let pushStarted = ContinuousClock.now
        let pushPhase = try await everyDevice(&devices) { device in
            var (changes, times) = ([RowChange](), [Duration]())
            for round in 0..<(options.changes / options.batch) {
                let batch = round == 0 ? device.newChecklists(options.batch, named: "Passage") : device.renames(device.checklistIDs, round: round)
                times.append(try await device.push(batch).time)
                changes += batch
            }
            return (changes, times)
        }
        let pushElapsed = ContinuousClock.now - pushStarted
        for (changes, times) in pushPhase {
            pushed += changes
            pushTimes += times
        }

        // Each holds four others' first checklists, and has pulled what is there.
        for n in devices.indices {
            for other in 1...4 {
                let held = devices[(n + other) % devices.count].checklistIDs[0]
                _ = try await devices[n].calls.fetch(held, token: devices[n].token)
            }
        }
        _ = try await everyDevice(&devices) { device in try await device.pullToTheEnd() }

        progress("sync: \(options.devices) devices × \(options.changes / options.batch) syncs (push, then pull)")
        let syncStarted = ContinuousClock.now
        let syncPhase = try await everyDevice(&devices) { device in
            var syncs: [SyncReport.Sync] = []
            for round in 0..<(options.changes / options.batch) {
                let push = try await device.push(device.renames(device.checklistIDs, round: 100 + round)).time
                let pulled = try await device.pullToTheEnd()
                syncs.append(.init(push: push, pulls: pulled.times, changes: pulled.changes, bytes: pulled.bytes))
            }
            return syncs
        }
        let syncElapsed = ContinuousClock.now - syncStarted
        let syncs = syncPhase.flatMap { $0 }

        let late = try await pullOfN(&probe)

        progress("the same \(pushed.count) rows by a plain batched INSERT")
        let rows = pushed.map(PlainInsert.Row.init)
        let plain: Double
        if let path = options.sqlite {
            plain = try await PlainInsert.sqlite(rows, batch: options.batch, path: path)
        } else if let url = options.postgres {
            plain = try await PlainInsert.postgres(rows, batch: options.batch, url: url, connections: nodes.count)
        } else {
            throw LoadError("say where the community's database is: --sqlite PATH or --postgres URL")
        }

        return SyncReport(
            name: options.name, nodes: nodes.count, devices: options.devices, changesPerDevice: options.changes, batch: options.batch,
            push: .init(times: pushTimes, changes: pushed.count, elapsed: pushElapsed, plainInsert: plain),
            sync: .init(syncs, elapsed: syncElapsed),
            pullOfN: .init(early: early, late: late)
        )
    }

    /// A content row as the community has it — every column the build syncs — from a public
    /// checklist it lists.
    private func contentTemplate(from node: CommunityCalls, token: String) async throws -> SyncFields {
        let listed = try await node.discover(limit: 20, token: token)
        guard let row = listed.changes.first(where: { $0.table == "content" && $0.row?["kind"]?.text == "checklist" })?.row else {
            throw LoadError("the community lists no public checklist to write new ones like (is its sample content there?)")
        }
        return row
    }

    /// The probe pushes `changes` new changes, then pulls them again, 21 times: the median, and
    /// how long the log was.
    private func pullOfN(_ probe: inout LoadDevice) async throws -> SyncReport.PullOfN.Probe {
        var first: Int64?
        let new = probe.checklistIDs.isEmpty
        for round in 0..<(options.changes / options.batch) {
            let batch = new && round == 0 ? probe.newChecklists(options.batch, named: "Probe") : probe.renames(probe.checklistIDs, round: 1000 + round)
            let outcomes = try await probe.push(batch).answer
            first = first ?? outcomes.compactMap(\.seq).min()
        }
        guard let first else { throw LoadError("the probe's push was given no place in the log") }
        var times: [Duration] = []
        var (changes, logEnd) = (0, Int64(0))
        for _ in 0..<21 {
            let pulled = try await probe.calls.pull(after: first - 1, token: probe.token)
            times.append(pulled.time)
            (changes, logEnd) = (pulled.answer.changes.count, pulled.answer.cursor)
        }
        return .init(changes: changes, log: logEnd, median: times.sorted()[times.count / 2])
    }

    /// `work` on every device at once; each device's result, in order.
    private func everyDevice<Result: Sendable>(
        _ devices: inout [LoadDevice], _ work: @escaping @Sendable (inout LoadDevice) async throws -> Result
    ) async throws -> [Result] {
        let done = try await withThrowingTaskGroup(of: (Int, LoadDevice, Result).self) { group in
            for (n, device) in devices.enumerated() {
                group.addTask {
                    var device = device
                    let result = try await work(&device)
                    return (n, device, result)
                }
            }
            return try await group.reduce(into: [(Int, LoadDevice, Result)]()) { $0.append($1) }.sorted { $0.0 < $1.0 }
        }
        devices = done.map(\.1)
        return done.map(\.2)
    }

    private func progress(_ text: String) {
        FileHandle.standardError.write(Data("sync-load \(options.name): \(text)\n".utf8))
    }
}
