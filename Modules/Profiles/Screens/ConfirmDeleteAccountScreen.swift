import FeatureRegistry
import Foundation
import NavigationEngine
import ProfilesInterface

/// The dialog that deletes the account, over the page that lists what goes: Delete Account
/// or Cancel. Nothing else in the app deletes the account.
struct ConfirmDeleteAccountScreen {
    /// The account.
    let account: AccountStore

    /// The dialog, naming the account's owner.
    func load() async throws -> ScreenResult {
        let name = try await account.summary().user.name
        let account = account
        let delete = ScreenAction(
            id: "delete-account", "Delete Account",
            accessibility: Accessibility(label: "Delete account", hint: "Deletes your account and all its data; cannot be undone"),
            isDestructive: true
        ) { _ in
            let name = try await account.deleteAccount()
            // Every modal closes and the deleted account's pages leave the stack: Profile's
            // root is what a device without an account shows.
            return ActionResult(
                navigation: .sequence([.dismissTo(level: 0), .open(AnyRoute(TabRootRoute(.profile)))]),
                message: "Deleted the account of \(name) and all its data."
            )
        }
        return .screen(
            Screen(
                title: "Delete the account of \(name)?",
                subtitle: "This deletes your profile, your content and everything listed from this device. It cannot be undone.",
                actions: [delete, .cancel()]
            )
        )
    }
}
