import FeatureRegistry
import Foundation

/// What Profile shows on a device without an account, as after deleting it: the offer to
/// create a new one.
struct NoAccountScreen {
    /// What the screen says, as `MissingCurrentUser` says it.
    static let message = "There is no account on this device."

    /// The sailors.
    let store: ProfileStore

    /// The screen.
    func screen() -> Screen {
        let store = store
        return Screen(
            title: "Profile",
            subtitle: Self.message,
            sections: [
                ScreenSection(rows: [
                    ScreenRow("Create an account to keep checklists, decks, guides and charters, and to follow other sailors."),
                    ScreenRow("Public content from other sailors stays available in Discover."),
                ])
            ],
            actions: [
                ScreenAction(
                    id: "create-account", "Create Account",
                    accessibility: Accessibility(label: "Create account", hint: "Asks for the name other sailors will see"),
                    inputs: [ActionInput("name", prompt: "Your name (up to \(ProfileText.nameLimit) characters)")]
                ) { invocation in
                    let user = try await store.createAccount(name: invocation["name"])
                    return .message("Welcome aboard, \(user.name). Your account is on this device.")
                }
            ]
        )
    }
}
