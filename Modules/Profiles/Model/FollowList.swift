import Foundation

/// One side of who follows whom for one sailor: their followers, or the sailors they follow,
/// most recent first and bounded.
struct FollowList: Sendable {
    /// Which side of the relation the list is.
    enum Direction: Sendable {
        /// Those who follow the sailor.
        case followers
        /// Those the sailor follows.
        case following
    }

    /// A sailor in the list.
    struct Entry: Hashable, Sendable {
        /// Their identifier.
        var id: UUID
        /// Their name.
        var name: String
        /// When the follow began.
        var followedAt: Date
    }

    /// The sailor whose list it is.
    var owner: String
    /// Which side of the relation.
    var direction: Direction
    /// The sailors, most recent follow first, at most the store's limit.
    var entries: [Entry]
    /// How many there are in all, listed or not.
    var total: Int
}
