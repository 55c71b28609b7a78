import FeatureRegistry
import FieldNotesInterface

// new-feature: with --own-tab
/// The root of FieldNotes' tab: the entries the viewer may see, most recent first, each opening its
/// page, and, for the owner, a way to add one.
// new-feature: else
// /// FieldNotes' first screen: the entries the viewer may see, most recent first, each opening its
// /// page, and, for the owner, a way to add one.
// new-feature: end
struct OverviewScreen {
    /// The entries, as the viewer may see them.
    let store: FieldNoteStore

    /// The screen, read from the database.
    func load() async throws -> Screen {
        let entries = try await store.entries()
        let store = store
        // new-feature: with --typed-form
        // A typed form, sent whole: each answer is checked as its kind says, in the session,
        // before the action runs; a refused one comes back beside its field.
        let add = ScreenAction(
            id: "add-entry", "Add Entry",
            inputs: [
                ActionInput("title", prompt: "Title", kind: .requiredText(limit: 120)),
                ActionInput("day", prompt: "Day", kind: .date),
                ActionInput("distance", prompt: "Distance sailed, in nautical miles", kind: .number(0...2_000)),
                ActionInput("text", prompt: "What happened"),
            ]
        ) { invocation in
            let entry = try await store.add(
                title: try invocation.text("title"), day: try invocation.day("day"), distance: try invocation.number("distance"),
                text: try invocation.text("text")
            )
            return .message("Added “\(entry.title)”.")
        }
        // new-feature: else
        // let add = ScreenAction(
            // id: "add-entry", "Add Entry",
            // inputs: [ActionInput("title", prompt: "Title", kind: .requiredText(limit: 120)), ActionInput("text", prompt: "What happened")]
        // ) { invocation in
            // // Each answer as its input's kind gives it: checked once, in the session.
            // let entry = try await store.add(title: try invocation.text("title"), text: try invocation.text("text"))
            // return .message("Added “\(entry.title)”.")
        // }
        // new-feature: end
        // Each entry's row opens it: the row is the control, known by the entry's id.
        let opens = entries.map(FieldNotesListings.opening)
        return Screen(
            title: "Field Notes",
            subtitle: "\(entries.count) entr\(entries.count == 1 ? "y" : "ies")",
            sections: [
                ScreenSection(
                    "Entries",
                    rows: zip(entries, opens).map(FieldNotesListings.row),
                    emptyText: store.viewerIsOwner ? "No entries yet: add the first." : "No public field note entries."
                )
            ],
            // new-feature: with --own-tab
            actions: opens + (store.viewerIsOwner ? [add] : [])
            // new-feature: else
            // actions: opens + (store.viewerIsOwner ? [add] : []) + [.goBack]
            // new-feature: end
        )
    }
}
