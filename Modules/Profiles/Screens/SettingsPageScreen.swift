import AppShellInterface
import FeatureRegistry
import Foundation
import ProfilesInterface
import SailawayDatabase

/// The pages of settings that tell the user how things stand: account, sync, privacy, about.
/// Notifications, which change something, is ``NotificationsScreen``.
struct SettingsPageScreen {
    /// The account as a whole.
    let account: AccountStore
    /// The screens' dependencies.
    let context: ScreenContext

    /// The page `page`.
    func load(_ page: SettingsPage) async throws -> ScreenResult {
        switch page {
        case .account: .screen(try await accountPage())
        case .sync: .screen(try await syncPage())
        case .privacy: .screen(try await privacyPage())
        case .notifications: try await NotificationsScreen(account: account).load()
        case .navigation: try await NavigationSettingsScreen(database: account.database).load()
        case .about: .screen(aboutPage())
        }
    }

    /// The account: who, and — as the host says (``AccountPanel``) — where it is signed in and
    /// what can be done about it.
    private func accountPage() async throws -> Screen {
        let user = try await account.summary().user
        let panel = await context.context[AccountPanelKey.self].account(context)
        return Screen(
            title: SettingsPage.account.title,
            subtitle: panel.subtitle,
            sections: [
                ScreenSection(rows: [
                    Self.row("Name", user.name),
                    Self.row("Member since", DateText.day(user.joinedAt)),
                ])
            ] + panel.sections,
            actions: panel.actions + [.push("Edit Profile", to: ProfileRoute.editProfile), .push("Data Management", to: ProfileRoute.dataManagement)]
        )
    }

    /// Sync as the host says it stands, and what the device holds.
    private func syncPage() async throws -> Screen {
        let summary = try await account.summary()
        let panel = await context.context[AccountPanelKey.self].sync(context)
        return Screen(
            title: SettingsPage.sync.title,
            subtitle: panel.subtitle,
            sections: panel.sections + [
                ScreenSection("On This Device", rows: [
                    Self.row("Content", "\(summary.contentCount) (\(summary.contentText))"),
                ] + summary.holdings.map { Self.row($0.title, "\($0.count)") } + [
                    Self.row("Last change", summary.lastChange.map { DateText.moment($0) } ?? "No changes yet"),
                ])
            ],
            actions: panel.actions
        )
    }

    private func privacyPage() async throws -> Screen {
        let summary = try await account.summary()
        return Screen(
            title: SettingsPage.privacy.title,
            subtitle: "Your name, bio, followers and public content are visible to other sailors.",
            sections: [
                ScreenSection("Who Can See Your Content", rows: Visibility.allCases.map { visibility in
                    Self.row(visibility.title, "\(Self.explanation(visibility)) You have \(summary.contentByVisibility[visibility, default: 0]).")
                })
            ]
        )
    }

    /// What each visibility means on this device.
    static func explanation(_ visibility: Visibility) -> String {
        switch visibility {
        case .private: "Only on this device; only you can see it."
        case .unlisted: visibility.explanation
        case .public: "Appears in Discover and search, and on your profile."
        }
    }

    private func aboutPage() -> Screen {
        Screen(
            title: SettingsPage.about.title,
            subtitle: "Sailaway: checklists, flashcard decks, guides and charters for sailors.",
            sections: [
                ScreenSection(rows: [
                    Self.row("App", "Sailaway"),
                    Self.row("Version", Self.version),
                    Self.row("Data directory", context.context.dataDirectory.path),
                ]),
                ScreenSection("Credits", rows: [
                    ScreenRow("Built with Swift and SQLite, through GRDB by Gwendal Roué."),
                    ScreenRow("Sample sailors and their checklists are fictional."),
                ]),
            ]
        )
    }

    /// The app's version from its bundle. (Not the database's last migration: with every
    /// feature migrating its own tables, that name says little and changes with each of them.)
    static var version: String {
        Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "development build"
    }

    /// A "Label: value" row whose accessibility label and value are the two parts.
    static func row(_ label: String, _ value: String) -> ScreenRow {
        ScreenRow("\(label): \(value)", accessibility: Accessibility(label: label, value: value))
    }
}
