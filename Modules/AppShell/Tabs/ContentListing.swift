import FeatureRegistry
import NavigationEngine

/// One feature's list on a shared screen (Home's activity, a Library section): its rows, and
/// an action to open each item.
///
/// A list that fails to load says so in its own section; the rest of the screen, and the other
/// features' lists, still show.
struct ContentListing {
    var section: ScreenSection
    var actions: [ScreenAction]

    static func load(
        _ heading: String,
        emptyText: String,
        items: () async throws -> [ContentSummary]
    ) async -> ContentListing {
        do {
            let items = try await items()
            return ContentListing(
                section: ScreenSection(heading, rows: items.map { ScreenRow($0.title, detail: $0.detail) }, emptyText: emptyText),
                actions: items.map { ScreenAction.push("Open \($0.title)", to: $0.route) }
            )
        } catch {
            return ContentListing(section: ScreenSection(heading, rows: [], emptyText: "Could not load: \(error)"), actions: [])
        }
    }
}
