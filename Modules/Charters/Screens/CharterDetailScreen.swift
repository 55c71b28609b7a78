import ChartersInterface
import ChecklistsInterface
import FeatureRegistry
import Foundation

/// A charter's page: its boat and days, crew, what other features show of it (Checklists: each
/// checklist's run), and the actions to edit it, choose its checklists, put it away and
/// delete it.
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
        var subtitle = charter.summary
        if charter.isArchived { subtitle += " · Archived" }
        var sections = [
            ScreenSection(
                "Crew",
                rows: detail.crew.enumerated().map { ScreenRow($1, id: "crew/\($0)", accessibility: Accessibility(label: "Crew member: \($1)")) },
                emptyText: "No crew yet."
            )
        ]
        // What other features show of a charter comes from their sections; a section that
        // fails says so in its place, and the rest of the page still shows.
        let contributed = await CharterPageSection.load(context.contributions[CharterPageSections.self], for: detail.page, in: context)
        sections += contributed.sections
        let actions = contributed.actions
        // Charters runs its checklists only through Checklists; without it they are listed and
        // say why they cannot be run.
        if !context.context.isEnabled(FeatureDeclaration.checklists.name) {
            sections.append(ScreenSection("Checklists", rows: CharterChecklistRole.allCases.map { Self.unavailableRow($0, detail.checklists[$0]) }))
        }
        return .screen(
            Screen(title: charter.name, subtitle: subtitle, sections: sections, actions: actions + ownActions(for: detail))
        )
    }

    // MARK: - Parts

    /// A role's row in a build without Checklists.
    static func unavailableRow(_ role: CharterChecklistRole, _ checklist: CharterDetail.Checklist?) -> ScreenRow {
        guard let checklist else {
            return ScreenRow("\(role.title): None chosen", accessibility: Accessibility(label: "\(role.title) checklist", value: "None chosen"))
        }
        guard let title = checklist.title else {
            return ScreenRow("\(role.title): Deleted", accessibility: Accessibility(label: "\(role.title) checklist", value: "Deleted"))
        }
        return ScreenRow(
            "\(role.title): \(title)", detail: checklistsUnavailable,
            accessibility: Accessibility(label: "\(role.title) checklist: \(title)", value: checklistsUnavailable)
        )
    }

    private func ownActions(for detail: CharterDetail) -> [ScreenAction] {
        let charter = detail.charter
        let id = charter.id
        var actions: [ScreenAction] = []
        actions.append(.push("Edit Charter", to: CharterRoute.edit(id: id), accessibility: Accessibility(label: "Edit name, boat and dates")))
        actions.append(.push("Edit Crew", to: CharterRoute.crew(id: id), accessibility: Accessibility(label: "Edit crew", value: "\(detail.crew.count) aboard")))
        actions += CharterChecklistChoice.actions(
            from: .detail(id: id), chosen: detail.checklists.mapValues { (id: $0.id, title: $0.name) }, context: context
        )
        let store = store
        if charter.isArchived {
            actions.append(
                ScreenAction(id: "restore", "Restore Charter", accessibility: Accessibility(label: "Restore charter", hint: "Puts it back among the active charters")) { _ in
                    guard try await store.setArchived(id, false) != nil else { throw ActionError("This charter was deleted or never existed.") }
                    return .message("Restored \(charter.name).")
                }
            )
        } else {
            actions.append(
                ScreenAction(id: "archive", "Archive Charter", accessibility: Accessibility(label: "Archive charter", hint: "Moves it to Archived Charters")) { _ in
                    guard try await store.setArchived(id, true) != nil else { throw ActionError("This charter was deleted or never existed.") }
                    return ActionResult(navigation: .back, message: "Archived \(charter.name). Find it under Archived Charters.")
                }
            )
        }
        actions.append(
            .present(
                "Delete Charter", CharterRoute.confirmDelete(id: id), style: .confirmationDialog,
                accessibility: Accessibility(label: "Delete charter", hint: "Asks before deleting it for good"), isDestructive: true
            )
        )
        return actions
    }
}
