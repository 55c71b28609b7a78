import ChartersInterface
import Foundation

/// Everything of a charter's page that Charters keeps: the charter, its crew and the checklist
/// chosen for each role.
struct CharterDetail: Sendable {
    /// The charter.
    var charter: Charter
    /// The people aboard, in order.
    var crew: [String]
    /// The checklist of each role that has one.
    var checklists: [CharterChecklistRole: Checklist]

    /// A checklist chosen for a role.
    struct Checklist: Hashable, Sendable {
        /// Its identifier.
        var id: UUID
        /// Its title; nil when it was deleted since it was chosen.
        var title: String?

        /// What the page says of it: its title, or that it was deleted.
        var name: String { title ?? "Deleted" }
    }

    /// The page as the sections other features contribute see it.
    var page: CharterPage {
        CharterPage(id: charter.id, name: charter.name, boat: charter.boat, checklists: checklists.mapValues(\.id))
    }
}
