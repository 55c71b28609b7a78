import ChartersInterface
import FeatureRegistry

/// New charters whose form was left before "Create Charter": a section listing them and an
/// action to carry on with each, so an abandoned form is never out of reach.
struct UnfinishedCharters {
    /// The most unfinished charters listed.
    static let limit = 20

    /// Their rows, each carrying on with its form, or nil when there are none.
    var section: ScreenSection?
    /// "Continue Aegean Week", one per form.
    var actions: [ScreenAction]

    /// The unfinished charters, most recently changed first.
    static func load(_ store: CharterStore) async throws -> UnfinishedCharters {
        let owner = store.owner
        let drafts = try await store.database.writer.read { db in try CharterDrafts.newCharters(of: owner, limit: limit, in: db) }
        guard !drafts.isEmpty else { return UnfinishedCharters(section: nil, actions: []) }
        let names = drafts.map { $0.form.name.isEmpty ? "Untitled Charter" : $0.form.name }
        let continues: [ScreenAction] = zip(drafts, names).map { draft, name in
            .push("Continue \(name)", to: CharterRoute.create(id: draft.id), accessibility: Accessibility(label: "Continue the new charter \(name)"))
        }
        return UnfinishedCharters(
            section: ScreenSection(
                "Not yet created",
                rows: drafts.indices.map { index in
                    let detail = drafts[index].form.days.map { "\($0)" } ?? "No dates yet"
                    return ScreenRow(
                        names[index], detail: detail, accessibility: Accessibility(label: "Unfinished charter: \(names[index])", value: detail),
                        action: continues[index].id
                    )
                }
            ),
            actions: continues
        )
    }
}
