import FeatureRegistry
import Foundation
import ProfilesInterface

/// The user's data: export it all to a file, clear the cache, and the way to deleting the
/// account, which takes a step of its own.
struct DataManagementScreen {
    /// The export, over the database and the data directory.
    let export: DataExport
    /// The cache.
    let cache: CacheFolder

    /// The screen, with the latest export's path and the cache's size.
    func load() -> ScreenResult {
        let export = export
        let cache = cache
        let latest = export.files().first
        return .screen(
            Screen(
                title: "Data Management",
                sections: [
                    ScreenSection("Export", rows: [
                        SettingsPageScreen.row("Latest export", latest?.path ?? "None yet"),
                        SettingsPageScreen.row("Exports folder", export.folder.path),
                    ]),
                    ScreenSection("Cache", rows: [
                        SettingsPageScreen.row("Cache", "\(CacheFolder.text(cache.size())) in \(cache.url.path)")
                    ]),
                ],
                actions: [
                    ScreenAction(
                        id: "export-my-data", "Export My Data",
                        accessibility: Accessibility(label: "Export my data", hint: "Writes all your data to a JSON file in the data folder")
                    ) { _ in
                        .message("Exported your data to \(try await export.write().path)")
                    },
                    ScreenAction(
                        id: "clear-cache", "Clear Cache",
                        accessibility: Accessibility(label: "Clear cache", hint: "Your content and navigation are kept")
                    ) { _ in
                        let freed = try cache.clear()
                        return .message(freed > 0 ? "Cleared the cache: freed \(CacheFolder.text(freed))." : .information("The cache was already empty; nothing to free."))
                    },
                    .push("Delete Account…", to: ProfileRoute.deleteAccount, accessibility: Accessibility(label: "Delete account", hint: "Shows what would be deleted and asks to confirm")),
                ]
            )
        )
    }
}
