// new-feature: only with --profile-section
import FeatureRegistry
import ProfilesInterface

extension FieldNotesListings {
    /// FieldNotes' section of a sailor's profile, “Your Field Notes” on their own: the sailor's entries,
    // new-feature: with --public-link
    /// most recent first, each opening its entry — all of them on their own profile, the public
    /// ones on anyone else's.
    // new-feature: else
    // /// most recent first, each opening its entry, on their own profile. An entry is its
    // /// author's alone, so on anyone else's profile the section would only ever be empty: it has
    // /// nothing to show there, and Profiles draws no heading for it.
    // new-feature: end
    static let profileSection = ProfileSection(title: "Field Notes", order: 100) { subject, context in
        // new-feature: with --public-link
        try await FieldNoteStore(context).entries(of: subject.id).map(FieldNotesListings.summary)
        // new-feature: else
        // guard subject.isViewer else { return nil }
        // return try await FieldNoteStore(context).entries(of: subject.id).map(FieldNotesListings.summary)
        // new-feature: end
    }
}
