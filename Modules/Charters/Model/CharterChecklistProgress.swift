import ChartersInterface
import Foundation

/// A checklist a charter runs in one role, and how far its run has got.
struct CharterChecklistProgress: Hashable, Sendable {
    /// The role it has in the charter.
    var role: CharterChecklistRole
    /// The checklist.
    var checklistID: UUID
    /// The checklist's title.
    var title: String
    /// How many items it has.
    var itemCount: Int
    /// How many of them are checked in this charter.
    var checkedCount: Int

    /// "3 of 14 checked".
    var text: String {
        "\(checkedCount) of \(itemCount) checked"
    }
}
