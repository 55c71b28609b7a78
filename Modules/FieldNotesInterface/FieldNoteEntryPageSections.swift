// new-feature: only with --extension-point
import FeatureRegistry
import Foundation

/// FieldNotes' own extension point: sections other features add to an entry's page. Each is loaded
/// for the entry (``FieldNoteEntryPage``) and the viewer; one that fails to load says so in its place
/// and the rest of the page still shows (``PageSection``).
///
/// A feature fills it from its own module, importing `FieldNotesInterface` only:
///
/// ```swift
/// registrar.contribute(
///     PageSection(title: "Tides", order: 10) { page, context in .init(section: …) },
///     to: FieldNoteEntryPageSections.self
/// )
/// ```
public enum FieldNoteEntryPageSections: ExtensionPoint {
    public typealias Contribution = PageSection<FieldNoteEntryPage>
    public static var owner: String? { FeatureDeclaration.fieldNotes.name }
}

/// What an entry's page tells the sections contributed to it: the entry, as FieldNotes keeps it.
public struct FieldNoteEntryPage: Hashable, Sendable {
    /// The entry's identifier, as in `sailaway://fieldnotes/entry/{id}`.
    public var id: UUID
    /// Its title.
    public var title: String
    /// The day it is about.
    public var day: CalendarDay

    /// Creates the subject of an entry's page.
    public init(id: UUID, title: String, day: CalendarDay) {
        self.id = id
        self.title = title
        self.day = day
    }
}
