/// How an editor numbers a draft's parts — a checklist's sections, a deck's cards — from 1, and
/// what it says when a number names nothing. Every content kind moves and removes its parts the
/// same way, through this.
public struct PartNumbering: Sendable {
    /// What a part is: "section", "card".
    public var part: String
    /// What the parts belong to: "checklist", "deck".
    public var owner: String
    /// The action that adds a part: "Add Section".
    public var addAction: String

    /// Numbering for `part`s of an `owner`, added with `addAction`.
    public init(part: String, owner: String, addAction: String) {
        self.part = part
        self.owner = owner
        self.addAction = addAction
    }

    /// The index of part `number` (or, as `role`, of a position) among `parts`.
    public func index<Part>(of number: Int, in parts: [Part], role: String? = nil) throws(ContentRuleError) -> Int {
        guard !parts.isEmpty else {
            throw ContentRuleError("The \(owner) has no \(part)s yet. Add one with “\(addAction)”.")
        }
        guard parts.indices.contains(number - 1) else {
            throw ContentRuleError(
                "There is no \(role ?? part) \(number); the \(owner) has \(parts.count) \(part)\(parts.count == 1 ? "" : "s")."
            )
        }
        return number - 1
    }

    /// Moves part `number` to `position`; both must name a part.
    public func move<Part>(_ number: Int, to position: Int, in parts: inout [Part]) throws(ContentRuleError) {
        let source = try index(of: number, in: parts)
        let target = try index(of: position, in: parts, role: "position")
        parts.insert(parts.remove(at: source), at: target)
    }

    /// Removes part `number`.
    public func remove<Part>(_ number: Int, from parts: inout [Part]) throws(ContentRuleError) {
        parts.remove(at: try index(of: number, in: parts))
    }
}
