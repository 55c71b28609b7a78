import Foundation
import GRDB
import Synchronization
import Testing

/// Several `sailaway` processes acting on one data directory at once — taps, tab switches,
/// links, reads — never corrupt the state file or the database, and none of them fails for
/// the other's sake.
///
/// The decision (docs/RELIABILITY.md): the navigation file is last-writer-wins on whole
/// documents, each written to a temporary file and renamed over the old one; the database is
/// SQLite's (WAL, one transaction per write, a 5 s busy timeout), with processes opening it
/// taking turns so a new one is created and migrated once.
///
/// `swift test` runs 2 processes × 50 commands from an empty directory (so the first ones race to
/// create the database); `SAILAWAY_CONCURRENT_LANES` and `SAILAWAY_CONCURRENT_COMMANDS` run more.
@Suite struct ConcurrentProcessTests {
    static var lanes: Int { ProcessInfo.processInfo.environment["SAILAWAY_CONCURRENT_LANES"].flatMap(Int.init) ?? 2 }
    static var commandsPerLane: Int { ProcessInfo.processInfo.environment["SAILAWAY_CONCURRENT_COMMANDS"].flatMap(Int.init) ?? 50 }

    static let commands: [[String]] = [
        ["tap", "1"], ["tap", "1"], ["tap", "2"], ["back"],
        ["tab", "home"], ["tab", "library"], ["tab", "discover"], ["tab", "charters"], ["tab", "profile"],
        ["open", "sailaway://content/checklist/550e8400-e29b-41d4-a716-446655440000"],
        ["open", "https://sailaway.app/charter/550e8400-e29b-41d4-a716-446655440002"],
        ["open", "sailaway://user/550e8400-e29b-41d4-a716-446655440001"],
        ["open", "sailaway://search?q=anchoring"],
        ["state", "--json"], ["screen", "--json"],
    ]

    /// What one command did.
    struct Finished: Sendable {
        var lane: Int
        var arguments: [String]
        var status: Int32
        var output: String
        var errors: String
    }

    @Test func processesActingAtOnceNeverCorruptTheStateFileOrTheDatabase() throws {
        let sailaway = try SailawayScript()
        let binary = sailaway.binary, directory = sailaway.dataDirectory
        let finished = Mutex<[Finished]>([])
        let failures = Mutex<[String]>([])

        DispatchQueue.concurrentPerform(iterations: Self.lanes) { lane in
            for _ in 0..<Self.commandsPerLane {
                let arguments = Self.commands.randomElement()!
                do {
                    let run = try binary.run(["--data-dir", directory.path] + arguments)
                    finished.withLock { $0.append(Finished(lane: lane, arguments: arguments, status: run.status, output: run.output, errors: run.errors)) }
                } catch {
                    failures.withLock { $0.append("\(arguments): \(error)") }
                }
            }
        }

        #expect(failures.withLock { $0 }.isEmpty)
        let runs = finished.withLock { $0 }
        #expect(runs.count == Self.lanes * Self.commandsPerLane)
        for run in runs {
            // A tap may be refused for its own reason (an action that needs text); nothing else may fail.
            let allowed: Set<Int32> = run.arguments[0] == "tap" ? [0, 1] : [0]
            #expect(allowed.contains(run.status), "\(run.arguments) exited \(run.status): \(run.errors)")
            for symptom in ["database", "locked", "busy", "Could not save", "corrupt", "malformed", "not restored"] {
                #expect(!run.errors.contains(symptom), "\(run.arguments): \(run.errors)")
            }
            if run.arguments == ["state", "--json"] {
                #expect((try? JSONSerialization.jsonObject(with: Data(run.output.utf8))) is [String: Any], "a torn state: \(run.output)")
            }
        }

        let saved = try Data(contentsOf: directory.appendingPathComponent("navigation.json"))
        let document = try #require(try JSONSerialization.jsonObject(with: saved) as? [String: Any])
        #expect(document["version"] as? Int == 2)
        let state = try sailaway.run("state", "--json")
        #expect(state.status == 0 && state.errors.isEmpty, "\(state.errors)")
        let database = try DatabaseQueue(path: directory.appendingPathComponent("sailaway.sqlite").path)
        try database.read { db throws in
            #expect(try String.fetchAll(db, sql: "PRAGMA integrity_check") == ["ok"])
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM user WHERE isCurrent") == 1)
        }
        try database.close()
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { !["navigation.json", "sailaway.sqlite", "sailaway.sqlite-wal", "sailaway.sqlite-shm", "sailaway.sqlite.lock"].contains($0) }
        #expect(leftovers.isEmpty, "files left in the data directory: \(leftovers)")
        if ProcessInfo.processInfo.environment["SAILAWAY_RELIABILITY_REPORT"] != nil {
            let refused = runs.filter { $0.status != 0 }.count
            print("concurrent processes: \(Self.lanes) × \(Self.commandsPerLane) commands, \(refused) taps refused for their own reasons, 0 other failures, state file whole, integrity_check ok")
        }
    }
}
