/// One person of a charter's crew as a row shows them: their name, and which of the people of
/// that name they are, so that two crew members called Alex are two rows, each acted on as
/// itself — never by a place in the list, which another face may change meanwhile.
struct CrewMember: Hashable, Sendable {
    /// The name.
    var name: String
    /// Which of the crew members of this name, from 1, in the crew's order.
    var occurrence: Int

    /// The row's identity: the name, and for a second Alex its occurrence (`Alex (2)`).
    var id: String {
        occurrence == 1 ? name : "\(name) (\(occurrence))"
    }

    /// The members of `crew`, in order.
    static func list(_ crew: [String]) -> [CrewMember] {
        var seen: [String: Int] = [:]
        return crew.map { name in
            seen[name, default: 0] += 1
            return CrewMember(name: name, occurrence: seen[name] ?? 1)
        }
    }

    /// Where this member is in `crew` now, if still aboard.
    func index(in crew: [String]) -> Int? {
        crew.indices.filter { crew[$0] == name }.dropFirst(occurrence - 1).first
    }
}
