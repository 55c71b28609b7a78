/// What a durability test asked `sailaway` to write and which writes it acknowledged (exit 0,
/// its message printed), to tell afterwards whether an acknowledged write was lost.
///
/// Two kinds of state: registers (an item's check, its note), where the final value must be
/// the last acknowledged write or one attempted after it (a killed command may have committed
/// before it could say so); and a set (items added to a checklist), where every acknowledged
/// item must be present and nothing never attempted may appear.
struct WriteLedger {
    private var initial: [String: String]
    private var history: [String: [(value: String, acknowledged: Bool)]] = [:]
    private var setInitial: Set<String>
    private var attempted: Set<String> = []
    private var acknowledgedMembers: Set<String> = []

    /// The writes acknowledged and attempted, for the record.
    private(set) var acknowledged = 0
    private(set) var attempts = 0

    init(registers: [String: String], members: Set<String>) {
        initial = registers
        setInitial = members
    }

    /// A write to the register `key`.
    mutating func record(_ key: String, value: String, acknowledged: Bool) {
        history[key, default: []].append((value, acknowledged))
        count(acknowledged)
    }

    /// A write adding `member` to the set.
    mutating func record(member: String, acknowledged: Bool) {
        attempted.insert(member)
        if acknowledged { acknowledgedMembers.insert(member) }
        count(acknowledged)
    }

    private mutating func count(_ acknowledged: Bool) {
        attempts += 1
        if acknowledged { self.acknowledged += 1 }
    }

    /// Each acknowledged write the final state does not hold, and each value no write explains.
    func violations(registers final: [String: String], members: Set<String>) -> [String] {
        var violations: [String] = []
        for (key, writes) in history.sorted(by: { $0.key < $1.key }) {
            let found = final[key] ?? "(missing)"
            let allowed: [String]
            if let last = writes.lastIndex(where: \.acknowledged) {
                allowed = writes[last...].map(\.value)
            } else {
                allowed = [initial[key] ?? ""] + writes.map(\.value)
            }
            if !allowed.contains(found) {
                violations.append("\(key): found “\(found)”, but the writes since the last acknowledged one were \(allowed)")
            }
        }
        for member in acknowledgedMembers.subtracting(members).sorted() {
            violations.append("“\(member)” was acknowledged as added but is missing")
        }
        for member in members.subtracting(attempted).subtracting(setInitial).sorted() {
            violations.append("“\(member)” is present but was never added")
        }
        return violations
    }
}
