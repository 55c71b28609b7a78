import FeatureRegistry
import ProfilesInterface

/// The settings tree's top: one entry per page, and the user's data.
struct SettingsScreen {
    /// What each page is about, in a line.
    static func summary(_ page: SettingsPage) -> String {
        switch page {
        case .account: "Name, member since, sign-in"
        case .sync: "What this device keeps, and when it last changed"
        case .privacy: "Who can see your profile and content"
        case .notifications: "What the app tells you about"
        case .navigation: "What tapping the tab you are on does"
        case .about: "Version, data folder, credits"
        }
    }

    /// The screen.
    func load() -> ScreenResult {
        let pages = SettingsPage.allCases
        let opens = pages.map { ScreenAction.push($0.title, to: ProfileRoute.settingsPage($0)) }
        let dataManagement = ScreenAction.push("Data Management", to: ProfileRoute.dataManagement)
        return .screen(
            Screen(
                title: "Settings",
                sections: [
                    ScreenSection(rows: zip(pages, opens).map { ScreenRow($0.title, detail: Self.summary($0), action: $1.id) }),
                    ScreenSection(
                        "Your Data",
                        rows: [ScreenRow("Data Management", detail: "Export your data, clear the cache, delete your account", action: dataManagement.id)]
                    ),
                ],
                actions: opens + [dataManagement]
            )
        )
    }
}
