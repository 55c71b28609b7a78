import CommunityProtocol
import Foundation
import SailawayDatabase

/// One simulated device: its own sailor's account, signed in on one node, with the public
/// checklists it wrote and where its pull stands.
struct LoadDevice: Sendable {
    let calls: CommunityCalls
    let session: SignedIn
    /// The content row every checklist of this device is written from.
    let template: SyncFields
    /// Its checklists as the community has them, by id.
    private(set) var checklists: [UUID: SyncFields] = [:]
    /// Where its pull stands.
    private(set) var cursor: Int64 = 0

    init(calls: CommunityCalls, session: SignedIn, template: SyncFields) {
        self.calls = calls
        self.session = session
        self.template = template
    }

    var token: String { session.token }

    /// `count` new public checklists of this device's sailor, as upserts.
    mutating func newChecklists(_ count: Int, named name: String) -> [RowChange] {
        (0..<count).map { n in
            let id = UUID()
            var row = template
            row["id"] = SyncValue(id)
            row["authorID"] = SyncValue(session.account.id)
            row["title"] = .text("\(name) \(n + 1)")
            row["visibility"] = .text("public")
            if row["forkedFromID"] != nil { row["forkedFromID"] = .null }
            checklists[id] = row
            return RowChange(id: UUID().uuidString, table: "content", key: ["id": SyncValue(id)], operation: .upsert, base: nil, fields: row)
        }
    }

    /// A rename of each of `ids`, each from the row as this device last had it.
    mutating func renames(_ ids: some Sequence<UUID>, round: Int) -> [RowChange] {
        ids.map { id in
            let base = checklists[id]!
            var row = base
            row["title"] = .text("\(base["title"]?.text?.split(separator: " · ").first ?? "Checklist") · \(round)")
            checklists[id] = row
            return RowChange(id: UUID().uuidString, table: "content", key: ["id": SyncValue(id)], operation: .upsert, base: base, fields: row)
        }
    }

    /// The device's checklists, in a fixed order.
    var checklistIDs: [UUID] { checklists.keys.sorted { $0.uuidString < $1.uuidString } }

    /// Pushes `changes`, as the app does: with where its pull stands.
    func push(_ changes: [RowChange]) async throws -> CommunityCalls.Timed<[ChangeOutcome]> {
        try await calls.push(changes, seen: cursor, token: token)
    }

    /// Pulls until nothing more waits: every request's time, and the changes and bytes received.
    mutating func pullToTheEnd() async throws -> (times: [Duration], changes: Int, bytes: Int) {
        var (times, changes, bytes) = ([Duration](), 0, 0)
        while true {
            let pulled = try await calls.pull(after: cursor, token: token)
            times.append(pulled.time)
            changes += pulled.answer.changes.count
            bytes += pulled.bytes
            cursor = pulled.answer.cursor
            if !pulled.answer.more { return (times, changes, bytes) }
        }
    }
}
