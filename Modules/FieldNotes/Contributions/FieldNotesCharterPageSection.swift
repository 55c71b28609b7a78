// new-feature: only with --charter-page
import ChartersInterface
import FeatureRegistry
import FieldNotesInterface

extension FieldNotesListings {
    /// FieldNotes' section of a charter's page: the user's entries that name the charter, most
    /// recent first, each opening its entry; on a charter no entry names, no section at all.
    static let charterPageSection = CharterPageSection(title: "Field Notes", order: 100) { page, context in
        let entries = try await FieldNoteStore(context).search(page.name, limit: 20)
        guard !entries.isEmpty else { return nil }
        let opens = entries.map(FieldNotesListings.opening)
        return CharterPageSection.Content(section: ScreenSection("Field Notes", rows: zip(entries, opens).map(FieldNotesListings.row)), actions: opens)
    }
}
