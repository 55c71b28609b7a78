import FeatureRegistry
import Foundation
import ProfilesInterface

/// The notification settings: each on or off, kept on the device.
struct NotificationsScreen {
    /// The account, which keeps the settings.
    let account: AccountStore

    /// The page, with each setting as saved.
    func load() async throws -> ScreenResult {
        let settings = try await account.notificationSettings()
        let account = account
        return .screen(
            Screen(
                title: SettingsPage.notifications.title,
                subtitle: "Kept on this device.",
                sections: [
                    ScreenSection(rows: NotificationSettings.toggles.map { toggle in
                        let state = settings[keyPath: toggle.keyPath] ? "On" : "Off"
                        return ScreenRow("\(toggle.title): \(state)", detail: toggle.detail, accessibility: Accessibility(label: toggle.title, value: state))
                    })
                ],
                actions: NotificationSettings.toggles.map { toggle in
                    let turnOn = !settings[keyPath: toggle.keyPath]
                    return ScreenAction(
                        id: ActionID("turn-\(turnOn ? "on" : "off")", toggle.title),
                        "Turn \(turnOn ? "On" : "Off") \(toggle.title)",
                        accessibility: Accessibility(label: "\(toggle.title)", value: turnOn ? "Off" : "On", hint: "Turns it \(turnOn ? "on" : "off")")
                    ) { _ in
                        try await account.setNotification(toggle, turnOn)
                        return .message("\(toggle.title) \(turnOn ? "on" : "off").")
                    }
                }
            )
        )
    }
}
