import FeatureRegistry
import Foundation
import NavigationEngine
import ProfilesInterface

/// The explicit step before the account is deleted: what would go, and the choice to delete
/// it — confirmed once more in a dialog (``ConfirmDeleteAccountScreen``) — or keep it.
struct DeleteAccountScreen {
    /// The account.
    let account: AccountStore

    /// The screen, with the counts of what deleting would remove.
    func load() async throws -> ScreenResult {
        let summary = try await account.summary()
        let rows = [
            ScreenRow("Your profile: \(summary.user.name)"),
            ScreenRow("Your content: \(summary.contentText), with all their parts and ratings"),
        ] + summary.holdings.map { ScreenRow($0.deletion) } + [
            ScreenRow("\(AccountSummary.count(summary.ratingCount, "rating")) you gave"),
            ScreenRow("\(AccountSummary.count(summary.draftCount, "draft")) and settings on this device"),
        ]
        return .screen(
            Screen(
                title: "Delete Account",
                subtitle: "This deletes your account and everything below from this device. It cannot be undone.",
                sections: [
                    ScreenSection("What Will Be Deleted", rows: rows),
                    ScreenSection(rows: [ScreenRow("Files you exported are kept; export your data first to keep a copy.")]),
                ],
                actions: [
                    .present(
                        "Delete My Account", ProfileRoute.confirmDeleteAccount, style: .confirmationDialog,
                        accessibility: Accessibility(label: "Delete my account", hint: "Asks once more, then deletes your account and all its data"),
                        isDestructive: true
                    ),
                    ScreenAction(id: "keep-my-account", "Keep My Account", accessibility: Accessibility(label: "Keep my account", hint: "Goes back; nothing is deleted")) { _ in .back },
                ]
            )
        )
    }
}
