import NavigationEngine

/// A list of content on a shared screen (Home's activity, a Library section, Discover's lists,
/// search results): its rows, each opening its item by the action of ``actions``.
///
/// A list that fails to load says so in its own section; the rest of the screen, and the other
/// features' lists, still show.
public struct ContentListing: Sendable {
    /// The section of rows.
    public var section: ScreenSection
    /// The items, in order.
    public var items: [ContentSummary]

    /// “Open …” for each item, in order.
    public var actions: [ScreenAction] {
        items.map(Self.open)
    }

    /// The action that opens `item`: its row's.
    public static func open(_ item: ContentSummary) -> ScreenAction {
        ScreenAction.push("Open \(item.title)", to: item.route)
    }

    /// Loads the items under `heading`; `emptyText` shows when there are none.
    public static func load(
        _ heading: String,
        emptyText: String,
        items: () async throws -> [ContentSummary]
    ) async -> ContentListing {
        do {
            let items = try await items()
            return ContentListing(
                section: ScreenSection(heading, rows: items.map { ScreenRow($0.title, detail: $0.detail, action: open($0).id) }, emptyText: emptyText),
                items: items
            )
        } catch {
            return ContentListing(section: ScreenSection(heading, rows: [], emptyText: "Could not load: \(error)"), items: [])
        }
    }
}
