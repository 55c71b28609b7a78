import AppShellInterface
import Community
import CommunityProtocol
import FeatureRegistry
import Foundation

/// What Settings shows and offers in a browser signed in to this server: the account itself —
/// change its password, sign out everywhere, delete it — for the viewer of the page, and that
/// this server is the community's, which devices sync with.
///
/// The app is composed before the community is open (the community's schema is the app's), so
/// the panel is given to the composition first and the community attached to it as the server
/// starts, before any browser can ask.
public actor CommunitySettings {
    private var accounts: Accounts?
    private var node: ServerNode?

    /// Settings not yet attached to a community.
    public init() {}

    /// The community the panel acts on, and the node whose replica follows what it does.
    func attach(_ accounts: Accounts, node: ServerNode) {
        self.accounts = accounts
        self.node = node
    }

    /// The panel, for the composition's context (``AccountPanelKey``).
    public nonisolated var panel: AccountPanel {
        AccountPanel(
            account: { context in await self.accountPart(for: context.viewer) },
            sync: { _ in
                AccountPanel.Content(
                    subtitle: "This is the community's server: what is here is every sailor's, as each allows. Devices sign in to it and sync with it; this page keeps nothing of its own."
                )
            }
        )
    }

    private func accountPart(for viewer: Viewer) async -> AccountPanel.Content {
        guard let accounts, case .account(let id) = viewer, let account = try? await accounts.account(id) else {
            return AccountPanel.Content(subtitle: "Not signed in.")
        }
        guard let email = account.email else {
            return AccountPanel.Content(
                subtitle: "You opened this server's operator link: this browser is the server's own sailor, who has no password. Sailors sign up at /signup and sign in at /signin; `sailaway-web link` prints a new operator link."
            )
        }
        return AccountPanel.Content(
            subtitle: "Signed in to this server as \(email). Your devices sign in with the same email and password (Settings → Account, or `sailaway account sign-in`).",
            sections: [ScreenSection("Account", rows: [Self.row("Email", email), Self.row("Since", DateText.day(account.createdAt))])],
            actions: [changePassword(id, accounts), signOutEverywhere(id, accounts), deleteAccount(id, accounts)]
        )
    }

    // MARK: - Actions

    private nonisolated func changePassword(_ account: UUID, _ accounts: Accounts) -> ScreenAction {
        ScreenAction(
            id: "change-password", "Change Password",
            inputs: [
                ActionInput("current", prompt: "Current password", kind: .password(isNew: false)),
                ActionInput("new", prompt: "New password (at least \(AccountLimits.passwordMinimum) characters)", kind: .password(isNew: true)),
            ]
        ) { invocation in
            // Every other session of the account ends: whoever knew the old password is signed
            // out everywhere but here.
            try await Self.saying {
                try await accounts.changePassword(
                    of: account, current: try invocation.text("current"), new: try invocation.text("new"), keeping: ServingBrowser.session ?? ""
                )
            }
            return .message(ScreenMessage("Your password is changed. Every other device and browser signs in again with the new one."))
        }
    }

    private nonisolated func signOutEverywhere(_ account: UUID, _ accounts: Accounts) -> ScreenAction {
        ScreenAction(id: "sign-out-everywhere", "Sign Out Everywhere") { _ in
            try await Self.saying { try await accounts.signOutEverywhere(account) }
            return .message(ScreenMessage("Every device and browser, this one too, is signed out. Sign in again to go on."))
        }
    }

    private nonisolated func deleteAccount(_ account: UUID, _ accounts: Accounts) -> ScreenAction {
        ScreenAction(
            id: "delete-account", "Delete Account",
            inputs: [ActionInput("password", prompt: "Your password, to delete the account and everything it made", kind: .password(isNew: false))],
            isDestructive: true
        ) { invocation in
            try await Self.saying { try await accounts.deleteAccount(account, password: try invocation.text("password")) }
            // This node's pages stop showing it at once; the others follow the log.
            try await self.node?.catchUp()
            return .message(ScreenMessage("The account and everything it made are deleted; what others forked stays theirs."))
        }
    }

    /// `work`, an account's refusal said in its own words as the action's error.
    private static func saying(_ work: () async throws -> Void) async throws {
        do {
            try await work()
        } catch let error as AccountError {
            throw ActionError(error.description)
        }
    }

    private static func row(_ label: String, _ value: String) -> ScreenRow {
        ScreenRow("\(label): \(value)", accessibility: Accessibility(label: label, value: value))
    }
}

/// The browser session whose action runs now, as the app's pages perform it: what an account's
/// own actions keep (a new password leaves the browser that set it signed in).
enum ServingBrowser {
    @TaskLocal static var session: String?
}
