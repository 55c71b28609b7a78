import Foundation

/// One of the user's own checklists, as the choice of a charter's checklist lists it.
struct LibraryChecklist: Hashable, Sendable {
    /// The checklist.
    var id: UUID
    /// Its title.
    var title: String
}
