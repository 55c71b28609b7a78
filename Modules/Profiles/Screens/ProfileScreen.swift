import FeatureRegistry
import Foundation
import SailawayDatabase
import ProfilesInterface

/// A sailor's profile: who they are, their counts, their content as the content features
/// contribute it, and what the user can do there. The user's own profile (the Profile tab's
/// root) edits and leads to settings; another's follows and unfollows.
struct ProfileScreen {
    /// What a profile that does not exist says.
    static let notFound = ScreenResult.notFound("This sailor's profile does not exist or was deleted.")

    /// The sailors.
    let store: ProfileStore
    /// The screen's dependencies and contributions.
    let context: ScreenContext

    /// The Profile tab's root: the user's own profile, or, on a device that has no sailor (which
    /// onboarding covers), onboarding's step that creates one.
    func root() async throws -> Screen {
        do {
            let user = try await store.viewerProfile()
            guard case .screen(let screen) = try await load(user.id) else { return OnboardingScreen(onboarding: Onboarding(store)).profile() }
            return screen
        } catch is NoAccount {
            return OnboardingScreen(onboarding: Onboarding(store)).profile()
        }
    }

    /// The profile of sailor `id` as the screen's viewer sees it: their own when it is theirs.
    func load(_ id: UUID) async throws -> ScreenResult {
        guard let profile = try await store.profile(id) else { return Self.notFound }
        let user = profile.user
        let content = await ProfileContent.load(for: ProfileSubject(id: id, isViewer: profile.isOwn), context: context)
        var about = [
            ScreenRow(user.bio.isEmpty ? "No bio yet." : user.bio, accessibility: Accessibility(label: "Bio", value: user.bio.isEmpty ? "None" : user.bio)),
            ScreenRow("Joined \(DateText.month(user.joinedAt))", accessibility: Accessibility(label: "Joined", value: DateText.month(user.joinedAt))),
        ]
        if profile.isOwn {
            about.append(ScreenRow("Others see only your public content; private and unlisted items are listed here for you alone."))
        }
        var actions: [ScreenAction] = []
        if profile.isOwn {
            actions.append(.push("Edit Profile", to: ProfileRoute.editProfile, accessibility: Accessibility(label: "Edit name and bio")))
        } else {
            actions.append(followAction(profile))
        }
        actions.append(
            .push("Followers", to: ProfileRoute.followers(id: id), accessibility: Accessibility(label: "Followers of \(user.name)", value: "\(profile.followerCount)"))
        )
        actions.append(
            .push("Following", to: ProfileRoute.following(id: id), accessibility: Accessibility(label: "Sailors \(user.name) follows", value: "\(profile.followingCount)"))
        )
        if profile.isOwn {
            actions.append(.push("Settings", to: ProfileRoute.settings))
        }
        return .screen(
            Screen(
                title: user.name,
                subtitle: profile.counts,
                sections: [ScreenSection("About", rows: about)] + content.sections,
                actions: actions + content.actions,
                topic: .person,
                // Following another sailor is what their page is for; the page's own actions
                // come before its lists.
                primaryAction: profile.isOwn ? nil : actions[0].id,
                toolbar: actions.map(\.id)
            )
        )
    }

    /// Follow or Unfollow, by where the user stands with the sailor now.
    private func followAction(_ profile: Profile) -> ScreenAction {
        let store = store
        let id = profile.user.id
        let follow = !profile.isFollowed
        return ScreenAction(
            id: follow ? "follow" : "unfollow",
            follow ? "Follow" : "Unfollow",
            accessibility: Accessibility(
                label: "\(follow ? "Follow" : "Unfollow") \(profile.user.name)", value: profile.isFollowed ? "Following" : "Not following"
            )
        ) { _ in
            let name = try await store.setFollowing(id, follow)
            return .message(follow ? "You now follow \(name)." : "You no longer follow \(name).")
        }
    }
}
