import AppShellInterface
import FeatureRegistry
import Foundation
import ProfilesInterface
import SailawayDatabase

/// Settings › Navigation: what tapping the tab you are on does, kept on the device. The shell
/// reads the choice (``ReselectChoice``) after every action.
struct NavigationSettingsScreen {
    /// The database that keeps the choice.
    let database: SailawayDatabase

    /// The preference the choice is saved under.
    static let preference = Preference(ReselectChoice.preferenceKey)

    /// The page, with the saved choice marked.
    func load() async throws -> ScreenResult {
        let saved = try await database.writer.read { db in try Self.preference.value(db) }
        let current = saved.flatMap(ReselectChoice.init(rawValue:)) ?? .keepStack
        let database = database
        return .screen(
            Screen(
                title: SettingsPage.navigation.title,
                subtitle: "What tapping the tab you are on does.",
                sections: [
                    ScreenSection(rows: ReselectChoice.allCases.map { choice in
                        ScreenRow(
                            choice.title, detail: choice == current ? "Chosen" : nil,
                            accessibility: Accessibility(label: choice.title, value: choice == current ? "Chosen" : "Not chosen"),
                            mark: choice == current ? .checked : .unchecked
                        )
                    })
                ],
                actions: ReselectChoice.allCases.filter { $0 != current }.map { choice in
                    ScreenAction(id: ActionID("reselect", choice.rawValue), "Choose “\(choice.title)”") { _ in
                        try await database.writer.write { db in try Self.preference.set(choice.rawValue, db) }
                        return .message("Tapping the tab you are on: \(choice.title.lowercased()).")
                    }
                }
            )
        )
    }
}
