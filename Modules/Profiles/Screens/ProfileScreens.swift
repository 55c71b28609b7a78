import FeatureRegistry
import Foundation
import ProfilesInterface
import SailawayDatabase

/// The screens of Profiles' routes: each loads what it shows from the database. A screen that
/// needs the user's account, on a device without one (which onboarding covers), is onboarding's step
/// that creates it.
struct ProfileScreens {
    /// The screens' dependencies and contributions.
    let context: ScreenContext
    /// The sailors.
    let store: ProfileStore
    /// The account as a whole.
    let account: AccountStore

    /// The screens, over the context's database.
    init(_ context: ScreenContext) throws {
        let database = try context.database()
        self.context = context
        store = ProfileStore(database: database, viewer: context.viewer, now: context.context.now, makeID: context.context.makeID)
        account = AccountStore(database: database, viewer: context.viewer, data: context.contributions[DatabaseSchema.self], now: context.context.now)
    }

    /// The Profile tab's root.
    func root() async throws -> Screen {
        try await ProfileScreen(store: store, context: context).root()
    }

    /// The screen of `route`.
    func screen(for route: ProfileRoute) async throws -> ScreenResult {
        do {
            return try await load(route)
        } catch is NoAccount {
            return .screen(onboarding.profile())
        }
    }

    private func load(_ route: ProfileRoute) async throws -> ScreenResult {
        switch route {
        case .user(let id):
            try await ProfileScreen(store: store, context: context).load(id)
        case .editProfile:
            try await EditProfileScreen(store: store).load()
        case .followers(let id):
            try await FollowListScreen(store: store).load(.followers, of: id)
        case .following(let id):
            try await FollowListScreen(store: store).load(.following, of: id)
        case .settings:
            SettingsScreen().load()
        case .settingsPage(let page):
            try await SettingsPageScreen(account: account, context: context).load(page)
        case .dataManagement:
            DataManagementScreen(
                export: DataExport(
                    database: account.database, account: try context.viewer.account(), parts: account.data.compactMap(\.export),
                    dataDirectory: context.context.dataDirectory,
                    now: context.context.now, progress: context.context.progress
                ),
                cache: CacheFolder(in: context.context.dataDirectory)
            ).load()
        case .deleteAccount:
            try await DeleteAccountScreen(account: account).load()
        case .welcome:
            .screen(try await onboarding.welcome())
        case .welcomeProfile:
            .screen(onboarding.profile())
        case .confirmDeleteAccount:
            try await ConfirmDeleteAccountScreen(account: account).load()
        }
    }

    /// Onboarding's screens.
    private var onboarding: OnboardingScreen {
        OnboardingScreen(onboarding: Onboarding(store))
    }
}
