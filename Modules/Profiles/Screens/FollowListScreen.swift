import FeatureRegistry
import Foundation
import ProfilesInterface

/// A sailor's followers, or the sailors they follow: most recent first, each opening that
/// sailor's profile.
struct FollowListScreen {
    /// The sailors.
    let store: ProfileStore

    /// The list of `direction` for sailor `id`, or not found.
    func load(_ direction: FollowList.Direction, of id: UUID) async throws -> ScreenResult {
        guard let list = try await store.followList(direction, of: id) else { return ProfileScreen.notFound }
        let title = switch direction {
        case .followers: "Followers of \(list.owner)"
        case .following: "\(list.owner) Follows"
        }
        let empty = switch direction {
        case .followers: "No followers yet."
        case .following: "Not following anyone yet."
        }
        var subtitle = AccountSummary.count(list.total, "sailor")
        if list.entries.count < list.total { subtitle += " · showing the \(list.entries.count) most recent" }
        let opens: [ScreenAction] = list.entries.map { entry in
            .push("Open \(entry.name)", to: ProfileRoute.user(id: entry.id), accessibility: Accessibility(label: "Open the profile of \(entry.name)"))
        }
        return .screen(
            Screen(
                title: title,
                subtitle: subtitle,
                sections: [
                    ScreenSection(
                        rows: zip(list.entries, opens).map { entry, open in
                            ScreenRow(
                                entry.name, detail: "Since \(DateText.day(entry.followedAt))",
                                accessibility: Accessibility(label: "Sailor: \(entry.name)", value: "Since \(DateText.day(entry.followedAt))"),
                                action: open.id
                            )
                        },
                        emptyText: empty
                    )
                ],
                actions: opens
            )
        )
    }
}
