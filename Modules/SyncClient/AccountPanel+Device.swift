import AppShellInterface
import CommunityProtocol
import FeatureRegistry
import Foundation
import SailawayDatabase

extension AccountPanel {
    /// A device's Settings: signing in to a server, or up, from the Account page, and the truth
    /// of its sync on the Sync Status page, with Sync Now. The same as `sailaway account` and
    /// `sailaway sync --status` say, in the same words (``SyncStatus/facts``).
    ///
    /// - Parameter database: The device's database, opened by the first screen that reads it.
    public static func device(_ database: DatabaseHandle) -> AccountPanel {
        // The database is open: the page that asks was loaded from it.
        let open: @Sendable () -> DeviceSync? = {
            (try? database.database(schema: { throw CancellationError() })).map { DeviceSync(database: $0) }
        }
        return AccountPanel(
            account: { _ in
                let sync = open()
                guard let sync, let account = try? await sync.account() else { return DevicePanel.signedOutAccount(sync) }
                return DevicePanel.account(account, sync: sync)
            },
            sync: { _ in
                guard let sync = open(), let status = try? await sync.status(probing: false) else {
                    return Content(subtitle: "This device keeps everything to itself; it does not sync.")
                }
                return DevicePanel.sync(status, sync: sync)
            }
        )
    }
}

/// The parts of a device's panel.
enum DevicePanel {
    static let signedOutText =
        "Signed in on this device only: everything stays on it. Sign in to a Sailaway server, or sign up there, to have it on your other devices and to share what you publish."

    static func signedOutAccount(_ sync: DeviceSync?) -> AccountPanel.Content {
        guard let sync else { return AccountPanel.Content(subtitle: signedOutText) }
        return AccountPanel.Content(subtitle: signedOutText, actions: [signIn(sync), signUp(sync)])
    }

    static func account(_ account: DeviceAccount, sync: DeviceSync) -> AccountPanel.Content {
        AccountPanel.Content(
            subtitle: "Signed in to \(account.server.absoluteString): what you make here is on your other devices too, and what you publish is the community's.",
            sections: [
                ScreenSection("Server", rows: [
                    row("Server", account.server.absoluteString),
                    row("Email", account.account.email ?? "—"),
                    row("Signed in since", DateText.moment(account.since)),
                ])
            ],
            actions: [syncNow(sync), signOut(sync)]
        )
    }

    static func sync(_ status: SyncStatus, sync: DeviceSync) -> AccountPanel.Content {
        guard status.isSignedIn else {
            return AccountPanel.Content(
                subtitle: "This device keeps everything to itself; it does not sync. Sign in from Settings → Account to sync with a server.",
                sections: [ScreenSection("Sync", rows: status.facts.map { row($0.label, $0.value) })]
            )
        }
        let subtitle =
            switch status.online {
            case true?: "Online: this device and the server are in step as of its last sync."
            case false?: "Offline: the server does not answer. What you change is kept here and goes as soon as it does."
            case nil: "Not synced yet."
            }
        return AccountPanel.Content(
            subtitle: subtitle, sections: [ScreenSection("Sync", rows: status.facts.map { row($0.label, $0.value) })], actions: [syncNow(sync)]
        )
    }

    // MARK: - Actions

    private static func signIn(_ sync: DeviceSync) -> ScreenAction {
        ScreenAction(
            id: "sign-in", "Sign In",
            inputs: [
                ActionInput("server", prompt: "Server, such as http://127.0.0.1:8080", kind: .requiredText(limit: 2048)),
                ActionInput("email", prompt: "Email", kind: .requiredText(limit: AccountLimits.email)),
                ActionInput("password", prompt: "Password", kind: .password(isNew: false)),
            ]
        ) { invocation in
            let server = try ServerAddress.parse(try invocation.text("server"))
            let account = try await refusing {
                try await sync.signIn(server: server, email: try invocation.text("email"), password: try invocation.text("password"))
            }
            return .message(ScreenMessage("Signed in as \(account.account.name) on \(server.absoluteString)."))
        }
    }

    private static func signUp(_ sync: DeviceSync) -> ScreenAction {
        ScreenAction(
            id: "sign-up", "Sign Up",
            inputs: [
                ActionInput("server", prompt: "Server, such as http://127.0.0.1:8080", kind: .requiredText(limit: 2048)),
                ActionInput("name", prompt: "Your name", kind: .requiredText(limit: AccountLimits.name)),
                ActionInput("email", prompt: "Email", kind: .requiredText(limit: AccountLimits.email)),
                ActionInput("password", prompt: "Password (at least \(AccountLimits.passwordMinimum) characters)", kind: .password(isNew: true)),
            ]
        ) { invocation in
            let server = try ServerAddress.parse(try invocation.text("server"))
            let account = try await refusing {
                try await sync.signUp(
                    server: server, name: try invocation.text("name"), email: try invocation.text("email"), password: try invocation.text("password")
                )
            }
            return .message(ScreenMessage("Signed up and in as \(account.account.name) on \(server.absoluteString)."))
        }
    }

    private static func signOut(_ sync: DeviceSync) -> ScreenAction {
        ScreenAction(id: "sign-out", "Sign Out") { _ in
            guard let account = try await sync.account() else { return .message(ScreenMessage("This device is not signed in.", kind: .information)) }
            try await refusing { try await sync.signOut() }
            return .message(ScreenMessage("Signed out of \(account.server.absoluteString). This device keeps what it has, to read offline."))
        }
    }

    private static func syncNow(_ sync: DeviceSync) -> ScreenAction {
        ScreenAction(id: "sync-now", "Sync Now") { _ in
            guard let report = try await refusing({ try await sync.sync() }) else {
                return .message(ScreenMessage("This device is not signed in.", kind: .information))
            }
            let notices = try await sync.takeNotices()
            let text = report.summary + notices.map { " \($0)" }.joined()
            return .message(ScreenMessage(text, kind: notices.isEmpty ? .success : .warning))
        }
    }

    /// `work`, a refusal or a server out of reach said as the action's error, in the words the
    /// person reads.
    private static func refusing<T>(_ work: () async throws -> T) async throws -> T {
        do {
            return try await work()
        } catch let failure as SyncFailure {
            throw ActionError(failure.description)
        }
    }

    private static func row(_ label: String, _ value: String) -> ScreenRow {
        ScreenRow("\(label): \(value)", accessibility: Accessibility(label: label, value: value))
    }
}

extension DeviceSync.Report {
    /// “Synced: 2 changes sent, 5 received, 1 item opened.”
    public var summary: String {
        "Synced: \(pushed) change\(pushed == 1 ? "" : "s") sent, \(pulled) received"
            + (opened > 0 ? ", \(opened) item\(opened == 1 ? "" : "s") opened" : "") + "."
    }
}
