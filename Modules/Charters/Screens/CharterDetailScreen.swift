import ChartersInterface
import ChecklistsInterface
import FeatureRegistry
import Foundation

/// A charter's page: its boat and days, crew, and the progress of each of its checklists,
/// with the actions to run them, edit it and put it away.
struct CharterDetailScreen {
    /// What a checklist entry says in a build without Checklists.
    static let checklistsUnavailable = "Checklists are not available in this build"

    /// The charters.
    let store: CharterStore
    /// The screen's dependencies.
    let context: ScreenContext

    /// The page of charter `id`, or not found.
    func load(_ id: UUID) async throws -> ScreenResult {
        guard let detail = try await store.detail(id) else { return CharterScreens.notFound }
        let charter = detail.charter
        // Charters runs checklists only through Checklists' routes; without it they are listed
        // and say why they cannot be opened.
        let canRun = context.context.isEnabled(FeatureDeclaration.checklists.name)
        var subtitle = charter.summary
        if charter.isArchived { subtitle += " · Archived" }
        return .screen(
            Screen(
                title: charter.name,
                subtitle: subtitle,
                sections: [
                    ScreenSection(
                        "Crew",
                        rows: detail.crew.map { ScreenRow($0, accessibility: Accessibility(label: "Crew member: \($0)")) },
                        emptyText: "No crew yet."
                    ),
                    ScreenSection(
                        "Checklists",
                        rows: CharterChecklistRole.allCases.map { Self.checklistRow($0, detail.checklists[$0], canRun: canRun) }
                    ),
                ],
                actions: actions(for: detail, canRun: canRun)
            )
        )
    }

    // MARK: - Parts

    /// A role's row: "Check-in: Charter Check-in (Lefkada)", "3 of 14 checked".
    static func checklistRow(_ role: CharterChecklistRole, _ progress: CharterChecklistProgress?, canRun: Bool) -> ScreenRow {
        guard let progress else {
            return ScreenRow(
                "\(role.title): None chosen",
                accessibility: Accessibility(label: "\(role.title) checklist", value: "None chosen")
            )
        }
        let detail = canRun ? progress.text : checklistsUnavailable
        return ScreenRow(
            "\(role.title): \(progress.title)", detail: detail,
            accessibility: Accessibility(label: "\(role.title) checklist: \(progress.title)", value: detail)
        )
    }

    private func actions(for detail: CharterDetail, canRun: Bool) -> [ScreenAction] {
        let charter = detail.charter
        let id = charter.id
        var actions: [ScreenAction] = []
        if canRun {
            for role in CharterChecklistRole.allCases {
                guard let progress = detail.checklists[role] else { continue }
                actions.append(
                    .push(
                        "Open \(role.title) Checklist",
                        to: ChecklistRoute.execution(charterID: id, checklistID: progress.checklistID),
                        accessibility: Accessibility(label: "Open \(role.title.lowercased()) checklist \(progress.title)", value: progress.text)
                    )
                )
            }
        }
        actions.append(.push("Edit Charter", to: CharterRoute.edit(id: id), accessibility: Accessibility(label: "Edit name, boat and dates")))
        actions.append(.push("Edit Crew", to: CharterRoute.crew(id: id), accessibility: Accessibility(label: "Edit crew", value: "\(detail.crew.count) aboard")))
        for role in CharterChecklistRole.allCases {
            actions.append(
                .push(
                    "Choose \(role.title) Checklist", to: CharterRoute.checklistChoice(id: id, role: role),
                    accessibility: Accessibility(label: "Choose the \(role.title.lowercased()) checklist", value: detail.checklists[role]?.title ?? "None chosen")
                )
            )
        }
        let store = store
        if charter.isArchived {
            actions.append(
                ScreenAction("Restore Charter", accessibility: Accessibility(label: "Restore charter", hint: "Puts it back among the active charters")) { _ in
                    guard try await store.setArchived(id, false) != nil else { throw ActionError("This charter was deleted or never existed.") }
                    return .message("Restored \(charter.name).")
                }
            )
        } else {
            actions.append(
                ScreenAction("Archive Charter", accessibility: Accessibility(label: "Archive charter", hint: "Moves it to Archived Charters")) { _ in
                    guard try await store.setArchived(id, true) != nil else { throw ActionError("This charter was deleted or never existed.") }
                    return ActionResult(navigation: .back, message: "Archived \(charter.name). Find it under Archived Charters.")
                }
            )
        }
        return actions
    }
}
