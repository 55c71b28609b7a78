import Foundation
import SailawayDatabase

/// What the device holds of the user's account: what syncing would carry and deleting the
/// account would remove.
struct AccountSummary: Sendable {
    /// The user.
    var user: User
    /// Their content by kind (`checklist`, `deck`, …), in kind order.
    var contentByKind: [(kind: String, count: Int)]
    /// Their content by visibility.
    var contentByVisibility: [Visibility: Int]
    /// What each feature keeps of theirs beyond content: charters, runs, follows.
    var holdings: [AccountHolding]
    /// The ratings they gave.
    var ratingCount: Int
    /// Unsaved work and settings on the device.
    var draftCount: Int
    /// When their content, or anything a feature keeps of theirs, last changed; nil when never.
    var lastChange: Date?

    /// How many pieces of content they have, of every kind.
    var contentCount: Int { contentByKind.reduce(0) { $0 + $1.count } }

    /// "3 checklists, 1 deck", or "no content".
    var contentText: String {
        guard contentCount > 0 else { return "no content" }
        return contentByKind.map { Self.count($0.count, $0.kind) }.joined(separator: ", ")
    }

    /// "1 charter", "2 decks".
    static func count(_ count: Int, _ noun: String) -> String {
        count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
    }
}
