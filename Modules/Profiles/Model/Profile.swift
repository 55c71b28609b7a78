import Foundation
import SailawayDatabase

/// A sailor's profile as a screen shows it: who they are, how many follow them and whom they
/// follow, and where the person using the app stands with them.
struct Profile: Sendable {
    /// The sailor.
    var user: User
    /// How many follow them.
    var followerCount: Int
    /// How many they follow.
    var followingCount: Int
    /// Whether they are the person using the app.
    var isOwn: Bool
    /// Whether the person using the app follows them; false without an account.
    var isFollowed: Bool

    /// "2 followers · following 2".
    var counts: String {
        "\(followerCount) \(followerCount == 1 ? "follower" : "followers") · following \(followingCount)"
    }
}
