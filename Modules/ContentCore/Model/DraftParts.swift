import FeatureRegistry
import Foundation

/// A part of a draft known by its identity: a checklist's section, a deck's card.
public protocol DraftPart: Codable, Hashable, Sendable {
    /// Its identity, kept across edits.
    var id: UUID { get }
}

/// How an editor finds, moves and removes a draft's parts — a checklist's sections, a deck's
/// cards — by their identity, as the row or section a person acted on names them; never by a
/// number typed against a screen that may have changed since. Every content kind does it the
/// same way, through this.
public struct DraftParts: Sendable {
    /// Which way a part moves.
    public enum Direction: Sendable {
        /// One place towards the start.
        case up
        /// One place towards the end.
        case down

        /// The step in a list's indices.
        public var step: Int { self == .up ? -1 : 1 }
    }

    /// What a part is: "section", "card".
    public var part: String
    /// What the parts belong to: "checklist", "deck".
    public var owner: String

    /// Parts called `part` of an `owner`.
    public init(part: String, owner: String) {
        self.part = part
        self.owner = owner
    }

    /// The index of part `id` among `parts`; refuses one that is gone.
    public func index<Part: DraftPart>(of id: UUID, in parts: [Part]) throws(ContentRuleError) -> Int {
        guard let index = parts.firstIndex(where: { $0.id == id }) else { throw gone }
        return index
    }

    /// Whether part `id` can move one place `direction`: it is not already at that end.
    public func canMove<Part: DraftPart>(_ id: UUID, _ direction: Direction, in parts: [Part]) -> Bool {
        guard let index = parts.firstIndex(where: { $0.id == id }) else { return false }
        return parts.indices.contains(index + direction.step)
    }

    /// What a removal from a draft says after what it removed: how to have it back.
    public static let undoing = "Discard Changes brings back everything since the last save."

    /// What moving `subject` to `place` of `count` says.
    public static func moved(_ subject: String, to place: Int, of count: Int) -> String {
        "Moved “\(subject)” to place \(place) of \(count)."
    }

    /// Moves part `id` one place `direction`; returns its new place, from 1.
    @discardableResult
    public func move<Part: DraftPart>(_ id: UUID, _ direction: Direction, in parts: inout [Part]) throws(ContentRuleError) -> Int {
        let index = try index(of: id, in: parts)
        let target = index + direction.step
        guard parts.indices.contains(target) else {
            throw ContentRuleError("That \(part) is already the \(direction == .up ? "first" : "last"); nothing was moved.")
        }
        parts.swapAt(index, target)
        return target + 1
    }

    /// Removes part `id`; returns it.
    @discardableResult
    public func remove<Part: DraftPart>(_ id: UUID, from parts: inout [Part]) throws(ContentRuleError) -> Part {
        parts.remove(at: try index(of: id, in: parts))
    }

    /// What an edit of a part removed meanwhile (in another face, say) is told.
    public var gone: ContentRuleError {
        ContentRuleError("That \(part) is no longer in the \(owner). Nothing was changed.")
    }
}

extension DraftParts.Direction {
    /// The label of a move this way, beside what it moves: “Move Up”.
    public var label: String { self == .up ? "Move Up" : "Move Down" }

    /// The way as a word in a message: “up”.
    public var word: String { self == .up ? "up" : "down" }

    /// The kind of a move this way.
    public var kind: ScreenAction.Kind { self == .up ? .moveUp : .moveDown }

    /// The name of the action moving a `part` this way: `move-section-up`.
    public func actionName(_ part: String) -> String {
        "move-\(part)-\(word)"
    }
}
