import AppShellInterface
import FeatureRegistry
import FieldNotesInterface
import SearchInterface

/// What FieldNotes shows on screens other modules own: a section of Library, and the user's own
/// entries in search.
// new-feature: with --profile-section
/// Its section of a sailor's profile is in FieldNotesProfileSection.swift.
// new-feature: end
// new-feature: with --charter-page
/// Its section of a charter's page is in FieldNotesCharterPageSection.swift.
// new-feature: end
///
/// The provider is of the user's own things (`ownContentType`): search finds them for the
/// user alone, under their own heading, and Discover — public content — never lists them.
enum FieldNotesListings {
    /// Library's FieldNotes section: the user's entries, most recent first.
    static let librarySection = LibrarySection(title: "Field Notes", order: 100) { context in
        try await FieldNoteStore(context).entries().map(FieldNotesListings.summary)
    }

    /// The user's entries in search.
    static let searchProvider = SearchProvider(ownContentType: "field-note-entry", title: "Field note entries", order: 100) { query, limit, context in
        try await FieldNoteStore(context).search(query, limit: limit).map(FieldNotesListings.summary)
    }

    /// An entry as lists show it; tapping it opens the entry.
    static func summary(_ entry: FieldNoteEntry) -> ContentSummary {
        ContentSummary(title: entry.title, detail: detail(entry), route: FieldNotesRoute.entry(id: entry.id))
    }

    /// The action that opens an entry, labelled with its title.
    static func opening(_ entry: FieldNoteEntry) -> ScreenAction {
        .push("Open \(entry.title)", to: FieldNotesRoute.entry(id: entry.id))
    }

    /// An entry's row on a screen, which `open` opens: the row is the control, known by the
    /// entry's id.
    static func row(_ entry: FieldNoteEntry, opening open: ScreenAction) -> ScreenRow {
        let detail = detail(entry)
        return ScreenRow(
            entry.title, id: entry.id.uuidString, detail: detail,
            accessibility: Accessibility(label: "Field note entry: \(entry.title)", value: detail), action: open.id
        )
    }

    /// What a list shows beside an entry's title: its day, and what else a glance needs.
    static func detail(_ entry: FieldNoteEntry) -> String {
        // new-feature: with --typed-form
        "\(entry.day) · \(entry.distance) nm"
        // new-feature: else
        // "\(entry.day)"
        // new-feature: end
    }
}
