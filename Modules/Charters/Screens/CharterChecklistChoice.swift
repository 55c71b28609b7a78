import ChartersInterface
import ChecklistsInterface
import FeatureRegistry
import Foundation

/// Choosing the checklist a charter runs in a role: Charters asks Checklists' chooser for one
/// (``ChecklistResults/checklist``, scoped by role) and keeps the answer, at once for a saved
/// charter and in the form for a new one.
///
/// Charters knows the chooser only by its route in Checklists' interface; a build without
/// Checklists has no chooser, so it offers no choice.
enum CharterChecklistChoice {
    /// The value asked for `role`: `checklist/check-in`.
    static func key(_ role: CharterChecklistRole) -> ResultKey<UUID?> {
        ChecklistResults.checklist.scoped(role.rawValue)
    }

    /// The actions of the screen at `requester` asking for each role's checklist, `chosen`
    /// giving the current ones; none when the build has no chooser.
    static func actions(
        from requester: CharterRoute, chosen: [CharterChecklistRole: (id: UUID, title: String)], context: ScreenContext
    ) -> [ScreenAction] {
        guard context.context.isEnabled(FeatureDeclaration.checklists.name) else { return [] }
        return CharterChecklistRole.allCases.map { role in
            .request(
                "Choose \(role.title) Checklist", key(role), from: requester, answeredBy: ChecklistRoute.choose(chosen: chosen[role]?.id),
                accessibility: Accessibility(label: "Choose the \(role.title.lowercased()) checklist", value: chosen[role]?.title ?? "None chosen")
            )
        }
    }

    /// Registers the receiver of each role's answer.
    static func register(with registrar: FeatureRegistrar) {
        for role in CharterChecklistRole.allCases {
            registrar.receive(key(role), at: CharterRoute.self) { checklistID, route, context in
                do {
                    return .message(ScreenMessage(try await receive(checklistID, for: role, at: route, store: ChartersFeature.store(context))))
                } catch let error as CharterFormError {
                    throw ActionError(error.description)
                }
            }
        }
    }

    /// Keeps `checklistID` (or none) as the `role` checklist of the charter or form at `route`;
    /// returns what it did.
    private static func receive(_ checklistID: UUID?, for role: CharterChecklistRole, at route: CharterRoute, store: CharterStore) async throws -> String {
        let id: UUID
        switch route {
        case .detail(let charter):
            id = charter
        case .create(let form):
            // The form is kept as a draft from its first change on; a choice can be its first.
            try await store.updateDraft(form, ofSavedCharter: false) { _ in }
            id = form
        default:
            throw ActionError("This screen does not keep a checklist. Nothing was changed.")
        }
        let noun = "\(role.title.lowercased()) checklist"
        let (charter, checklist) = try await store.choose(checklistID, for: role, of: id)
        return checklist.map { "\(charter) will use “\($0)” as its \(noun)." } ?? "\(charter) has no \(noun)."
    }
}
