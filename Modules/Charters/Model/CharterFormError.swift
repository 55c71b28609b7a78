import ChartersInterface
import Foundation

/// Why a charter's details were refused: each says what was wrong and how to put it right.
///
/// Nothing is saved when one is thrown: the form and the charter stay as they were.
enum CharterFormError: Error, Hashable, Sendable, LocalizedError, CustomStringConvertible {
    /// A required text (`name`, `boat`) was empty.
    case empty(field: String)
    /// A text was longer than fits.
    case tooLong(field: String, length: Int, limit: Int)
    /// The last day comes before the first.
    case endBeforeStart(start: CharterDay, end: CharterDay)
    /// A crew member's name was longer than fits.
    case crewNameTooLong(name: String, limit: Int)
    /// A crew member's name was empty.
    case emptyCrewName
    /// More people than a charter takes.
    case tooManyCrew(count: Int, limit: Int)
    /// The crew member acted on is no longer aboard (removed in another face meanwhile).
    case crewMemberGone(name: String)
    /// Something a charter needs was never set.
    case missing(field: String)
    /// The checklist chosen for a role is no longer in the user's library.
    case checklistGone(role: CharterChecklistRole)
    /// The new charter was created already (in another window or an earlier launch).
    case alreadyCreated
    /// The charter being edited no longer exists.
    case charterGone

    var description: String {
        switch self {
        case .empty(let field):
            "A charter needs a \(field); it cannot be empty."
        case .tooLong(let field, let length, let limit):
            "The \(field) is \(length) characters long; at most \(limit) fit."
        case .endBeforeStart(let start, let end):
            "The end day \(end) is before the start day \(start)."
        case .crewNameTooLong(let name, let limit):
            "The crew name “\(name.prefix(20))…” is too long; at most \(limit) characters fit."
        case .emptyCrewName:
            "A crew member needs a name."
        case .tooManyCrew(let count, let limit):
            "That makes \(count) people; a charter takes at most \(limit)."
        case .crewMemberGone(let name):
            "\(name) is no longer in the crew. Nothing was changed."
        case .missing(let field):
            "The charter has no \(field) yet."
        case .checklistGone(let role):
            "The \(role.title.lowercased()) checklist you chose is no longer in your library; choose another."
        case .alreadyCreated:
            "This charter was created already; open it from Charters."
        case .charterGone:
            "This charter was deleted or never existed."
        }
    }

    var errorDescription: String? { description }
}

/// Details of a charter's form refused on submission, each by the name of the answer that gave
/// it; the others were kept in the form's draft.
struct CharterFormRefusal: Error, Sendable {
    /// Why each was refused.
    var problems: [String: CharterFormError]
}
