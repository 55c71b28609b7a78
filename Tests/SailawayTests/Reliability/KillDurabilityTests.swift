import Foundation
import GRDB
import Testing

/// Every write `sailaway` reports as done survives the process being killed with SIGKILL at any
/// moment, and the database and the state file stay whole.
///
/// A loop starts commands that check and uncheck items of a charter's check-in run, write notes
/// on them, and add items to a checklist being edited, and kills each after a random delay (up
/// to a little longer than a command takes), so kills land before, during and after its write.
/// A write is acknowledged when its command exited 0 having printed its message.
///
/// `swift test` runs 20 cycles; `SAILAWAY_KILL_CYCLES=200` (what `Tools/reliability` sets)
/// runs more.
@Suite struct KillDurabilityTests {
    static var cycles: Int {
        ProcessInfo.processInfo.environment["SAILAWAY_KILL_CYCLES"].flatMap(Int.init) ?? 20
    }

    /// One write a command is asked to make.
    enum Write {
        case check(number: String, name: String, checked: Bool)
        case note(number: String, item: String, text: String)
        case addItem(name: String)

        var tab: String {
            if case .addItem = self { "home" } else { "charters" }
        }

        var arguments: [String] {
            switch self {
            case .check(_, let name, let checked): ["tap", (checked ? "Check: " : "Uncheck: ") + name]
            // The note is its row's own action, named by the item's identity: written or changed.
            case .note(_, let item, let text): ["tap", "--shown", "note/\(item)", text]
            case .addItem(let name): ["tap", "Add Item", "1", name]
            }
        }
    }

    @Test func everyAcknowledgedWriteSurvivesKillMinus9AndTheFilesStayWhole() throws {
        let sailaway = try SailawayScript()
        try Self.prepare(sailaway)
        let run = try Self.run(of: sailaway)
        var ledger = WriteLedger(registers: run.registers, members: try Self.draftItems(of: sailaway))
        // Kill anywhere from the start to a little after a command usually ends.
        let clock = ContinuousClock()
        let typical = try clock.measure { try sailaway.succeed("screen") }
        let longest = typical * 2.5
        var tab = "home"
        var killed = 0

        for cycle in 0..<Self.cycles {
            let item = run.items.randomElement()!
            let write: Write = switch Int.random(in: 0..<3) {
            case 0: .check(number: item.number, name: item.name, checked: Bool.random())
            case 1: .note(number: item.number, item: item.id, text: "note \(cycle)")
            default: .addItem(name: "Item \(cycle)")
            }
            if write.tab != tab {
                try sailaway.succeed("tab", write.tab)
                tab = write.tab
            }
            let command = try StartedCommand(binary: sailaway.binary, arguments: ["--data-dir", sailaway.dataDirectory.path] + write.arguments)
            let outcome = command.kill(after: longest * Double.random(in: 0...1))
            let acknowledged: Bool
            if case .exited(0, let output) = outcome, !output.isEmpty { acknowledged = true } else { acknowledged = false }
            if outcome == .killed { killed += 1 }
            switch write {
            case .check(let number, _, let checked): ledger.record("\(number) checked", value: "\(checked)", acknowledged: acknowledged)
            case .note(let number, _, let text): ledger.record("\(number) note", value: text, acknowledged: acknowledged)
            case .addItem(let name): ledger.record(member: name, acknowledged: acknowledged)
            }
        }

        let database = try DatabaseQueue(path: sailaway.dataDirectory.appendingPathComponent("sailaway.sqlite").path)
        try database.read { db throws in
            #expect(try String.fetchAll(db, sql: "PRAGMA integrity_check") == ["ok"])
            #expect(try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").isEmpty)
        }
        try database.close()
        let state = try sailaway.run("state", "--json")
        #expect(state.status == 0)
        #expect(state.errors.isEmpty, "the saved state did not restore cleanly: \(state.errors)")
        let violations = ledger.violations(registers: try Self.run(of: sailaway).registers, members: try Self.draftItems(of: sailaway))
        #expect(violations.isEmpty, "lost or phantom writes:\n\(violations.joined(separator: "\n"))")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: sailaway.dataDirectory.path)
            .filter { !["navigation.json", "sailaway.sqlite", "sailaway.sqlite-wal", "sailaway.sqlite-shm", "sailaway.sqlite.lock"].contains($0) }
        #expect(leftovers.isEmpty, "files left in the data directory: \(leftovers)")
        #expect(killed > 0 && ledger.acknowledged > 0, "the kills never landed mid-command (\(killed) killed)")
        if ProcessInfo.processInfo.environment["SAILAWAY_RELIABILITY_REPORT"] != nil {
            print("kill -9: \(Self.cycles) cycles, \(killed) processes killed, \(ledger.acknowledged) writes acknowledged, \(violations.count) lost, integrity_check ok")
        }
    }

    // MARK: - The app under test

    /// A charter with its check-in run open on the Charters tab, and a new checklist with one
    /// section open in its editor on the Home tab.
    static func prepare(_ sailaway: SailawayScript) throws {
        for command in [
            ["tab", "charters"], ["tap", "New Charter"], ["tap", "Choose Check-in Checklist"], ["tap", "Use Charter Check-in (Lefkada)"],
            ["tap", "Create Charter", "Kill test", "Dufour 412", "2027-07-03", "2027-07-17", "Alex"], ["tap", "Open Check-in Checklist"],
            ["tab", "home"], ["tap", "Create Checklist"], ["tap", "Create Blank", "Kill list"], ["tap", "Add Section", "Deck"],
        ] {
            let run = try sailaway.binary.run(["--data-dir", sailaway.dataDirectory.path] + command)
            try #require(run.status == 0, "\(command): \(run.errors)")
        }
    }

    /// The check-in run as its screen shows it: each item's number and name, and the
    /// registers `"1.1 checked"` and `"1.1 note"`.
    static func run(of sailaway: SailawayScript) throws -> (items: [(number: String, name: String, id: String)], registers: [String: String]) {
        try sailaway.succeed("tab", "charters")
        let screen = try sailaway.object("screen", "--json")
        try sailaway.succeed("tab", "home")
        var items: [(String, String, String)] = []
        var registers: [String: String] = [:]
        for row in rows(of: screen) {
            guard let text = row["text"] as? String, let value = row["accessibilityValue"] as? String, let id = row["id"] as? String else { continue }
            let number = String(text.prefix { $0 != " " })
            items.append((number, String(text.dropFirst(number.count + 1)), id))
            registers["\(number) checked"] = "\(value.hasPrefix("Checked"))"
            registers["\(number) note"] = value.range(of: "Note: ").map { String(value[$0.upperBound...]) } ?? ""
        }
        try #require(items.count == 8, "the check-in run shows \(items.count) items")
        return (items, registers)
    }

    /// The names of the items of the checklist in the editor.
    static func draftItems(of sailaway: SailawayScript) throws -> Set<String> {
        let screen = try sailaway.object("screen", "--json")
        try #require((screen["title"] as? String) == "Edit “Kill list”", "the editor is not on top: \(screen["title"] ?? "")")
        return Set(rows(of: screen).compactMap { ($0["text"] as? String)?.split(separator: " ", maxSplits: 1).last.map(String.init) })
    }

    private static func rows(of screen: [String: Any]) -> [[String: Any]] {
        (screen["sections"] as? [[String: Any]] ?? []).flatMap { $0["rows"] as? [[String: Any]] ?? [] }
    }
}
