import FeatureRegistry
import Foundation
import GRDB
// new-feature: with --public-link
import SailawayDatabase
// new-feature: end

/// One of the user's field note entries: a row of FieldNotes' own table, `fieldNoteEntry`.
///
/// Only FieldNotes reads the table; what other features need of it goes through
/// `FieldNotesInterface`.
struct FieldNoteEntry: Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "fieldNoteEntry"

    /// Its identifier, as in `sailaway://fieldnotes/entry/{id}`.
    var id: UUID
    /// The title.
    var title: String
    /// What happened, in the author's words.
    var text: String
    // new-feature: with --typed-form
    /// The day it is about, as its author gave it; kept as its text, “2026-09-14”.
    var day: CalendarDay
    /// How far the boat sailed that day, in nautical miles.
    var distance: Int
    // new-feature: end
    // new-feature: with --public-link
    /// Who may see it: its author always; everyone when public.
    var visibility: Visibility
    // new-feature: end
    /// When it was written.
    var createdAt: Date
    /// Who wrote it: a row of the shared `user` table.
    var authorID: UUID
    // new-feature: without --typed-form

    // /// The day it was written, as lists show it: “2026-09-14”.
    // var day: CalendarDay {
        // CalendarDay(createdAt, in: .gmt)
    // }
    // new-feature: end
}
