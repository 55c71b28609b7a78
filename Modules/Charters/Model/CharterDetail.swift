import ChartersInterface
import Foundation

/// Everything of a charter's page that Charters keeps: the charter, its crew and the checklist
/// chosen for each role.
struct CharterDetail: Sendable {
    /// The charter.
    var charter: Charter
    /// The people aboard, in order.
    var crew: [String]
    /// The checklist of each role that has one, with its title.
    var checklists: [CharterChecklistRole: (id: UUID, title: String)]

    /// The page as the sections other features contribute see it.
    var page: CharterPage {
        CharterPage(id: charter.id, name: charter.name, checklists: checklists.mapValues(\.id))
    }
}
