import ChartersInterface
import ChecklistsInterface
import FeatureRegistry
import Foundation

/// Checklists' part of a charter's page: each checklist the charter runs, how far its run has
/// got, each row the way into its run. Charters shows it without knowing how runs are kept.
enum CharterRuns {
    /// The section, contributed to ``CharterPageSections``.
    static let section = CharterPageSection(title: "Checklists", order: 10) { page, context in
        let store = ChecklistStore(database: try context.database(), viewer: context.viewer, now: context.context.now, makeID: context.context.makeID)
        let progress = try await store.progress(of: Array(page.checklists.values), inCharter: page.id)
        var rows: [ScreenRow] = []
        var actions: [ScreenAction] = []
        for role in CharterChecklistRole.allCases {
            guard let checklistID = page.checklists[role] else {
                rows.append(ScreenRow("\(role.title): None chosen", accessibility: Accessibility(label: "\(role.title) checklist", value: "None chosen")))
                continue
            }
            // A checklist deleted since it was chosen: its run went with it.
            guard let run = progress[checklistID] else {
                rows.append(Self.deletedRow(role))
                continue
            }
            let open = ScreenAction.push(
                "Open \(role.title) Checklist",
                to: ChecklistRoute.execution(charterID: page.id, checklistID: checklistID),
                accessibility: Accessibility(label: "Open \(role.title.lowercased()) checklist \(run.title)", value: run.text)
            )
            rows.append(
                ScreenRow(
                    "\(role.title): \(run.title)", detail: run.text,
                    accessibility: Accessibility(label: "\(role.title) checklist: \(run.title)", value: run.text),
                    action: open.id
                )
            )
            actions.append(open)
        }
        return CharterPageSection.Content(section: ScreenSection("Checklists", rows: rows), actions: actions)
    }

    /// The row of a role whose checklist was deleted.
    static func deletedRow(_ role: CharterChecklistRole) -> ScreenRow {
        ScreenRow(
            "\(role.title): Deleted", detail: deletedDetail,
            accessibility: Accessibility(label: "\(role.title) checklist", value: "Deleted. \(deletedDetail)")
        )
    }

    /// What a role whose checklist was deleted says to do.
    static let deletedDetail = "The checklist was deleted; choose another to run."
}
