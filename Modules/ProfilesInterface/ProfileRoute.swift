import FeatureRegistry
import Foundation
import NavigationEngine

/// The screens of Profiles: people, who follows whom, settings and the user's data. The
/// Profile tab's root is the user's own profile.
@CasePathable
public enum ProfileRoute: Route {
    /// Editing the user's own name and bio.
    case editProfile
    /// Another sailor's profile: their public content, followers, following, follow.
    case user(id: UUID)
    /// Who follows someone.
    case followers(id: UUID)
    /// Whom someone follows.
    case following(id: UUID)
    /// The settings tree.
    case settings
    /// One page of settings.
    case settingsPage(SettingsPage)
    /// The user's data: export, clear cache, delete account.
    case dataManagement
    /// The explicit confirmation step before the account is deleted.
    case deleteAccount
    /// Onboarding's first screen, the gate of a device without a sailor: a full-screen cover.
    case welcome
    /// Onboarding's second step, pushed inside the cover: the new sailor's name.
    case welcomeProfile
    /// The confirmation dialog that deletes the account.
    case confirmDeleteAccount

    /// The links of every screen. A user's profile is public and opens in Profile; so does
    /// every page of settings, from inside the app.
    public static let links: [LinkPattern<ProfileRoute>] = [
        LinkPattern("profile/edit", .internal, opensIn: [.profile], case: \.editProfile),
        LinkPattern("user/{id}", .public, opensIn: [.profile], case: \.user),
        LinkPattern(
            "user/{id}/followers", .internal, opensIn: [.profile],
            case: \.followers,
            parents: { id in [AnyRoute(ProfileRoute.user(id: id))] }
        ),
        LinkPattern(
            "user/{id}/following", .internal, opensIn: [.profile],
            case: \.following,
            parents: { id in [AnyRoute(ProfileRoute.user(id: id))] }
        ),
        LinkPattern("settings", .internal, opensIn: [.profile], case: \.settings),
        LinkPattern(
            "settings/{page}", .internal, opensIn: [.profile],
            case: \.settingsPage,
            parents: { _ in [AnyRoute(ProfileRoute.settings)] }
        ),
        LinkPattern(
            "settings/data", .internal, opensIn: [.profile],
            case: \.dataManagement,
            parents: { [AnyRoute(ProfileRoute.settings)] }
        ),
        LinkPattern(
            "settings/data/delete-account", .internal, opensIn: [.profile],
            case: \.deleteAccount,
            parents: { [AnyRoute(ProfileRoute.settings), AnyRoute(ProfileRoute.dataManagement)] }
        ),
        LinkPattern("welcome", .internal, presentation: .fullScreenCover, case: \.welcome),
        LinkPattern("welcome/profile", .internal, case: \.welcomeProfile),
        LinkPattern(
            "settings/data/delete-account/confirm", .internal, presentation: .confirmationDialog,
            case: \.confirmDeleteAccount
        ),
    ]

    /// Whether the route is onboarding's own: what a person may see before they have a sailor
    /// profile.
    public var isOnboarding: Bool {
        switch self {
        case .welcome, .welcomeProfile: true
        default: false
        }
    }
}

/// A page of the settings tree.
public enum SettingsPage: String, CaseIterable, Codable, Hashable, Sendable, LinkParameter {
    /// Name, email, sign-in.
    case account
    /// Whether the device's content is in step with the cloud.
    case sync
    /// Who sees the user's profile and content.
    case privacy
    /// What the app tells the user about.
    case notifications
    /// How the tab bar behaves.
    case navigation
    /// The app's version and credits.
    case about

    /// Its title.
    public var title: String {
        switch self {
        case .account: "Account"
        case .sync: "Sync Status"
        case .privacy: "Privacy"
        case .notifications: "Notifications"
        case .navigation: "Navigation"
        case .about: "About"
        }
    }
}

extension FeatureDeclaration {
    /// Profiles, by its links: what a build knows of it whether or not it compiles it in.
    public static let profiles = FeatureDeclaration(
        name: "Profiles", links: ProfileRoute.links.map(\.erased),
        sampleLinks: ["sailaway://user/550e8400-e29b-41d4-a716-446655440001"]
    )
}
