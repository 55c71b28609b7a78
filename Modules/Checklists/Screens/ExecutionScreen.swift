import ChartersInterface
import ChecklistsInterface
import FeatureRegistry
import Foundation

/// A checklist being run within a charter: tap an item to check or uncheck it, add notes on an
/// item picked from a chooser, see the progress. Every change is written at once, per charter
/// and checklist.
struct ExecutionScreen {
    let store: ChecklistStore
    /// The screen's dependencies: what Charters tells of the charter the run belongs to.
    let context: ScreenContext

    func load(charterID: UUID, checklistID: UUID) async throws -> ScreenResult {
        // The charter's name is all a run needs of it; charters are Charters' to read.
        guard let charterName = try await context.context.charters.name(charterID, context),
            let run = try await store.run(charterID: charterID, named: charterName, checklistID: checklistID)
        else {
            return .notFound("This checklist or charter was deleted or you don't have access.")
        }
        let store = store
        var actions: [ScreenAction] = []
        for section in run.checklist.sections {
            for item in section.items {
                let isChecked = run.marks[item.id]?.isChecked == true
                actions.append(
                    ScreenAction(
                        id: Self.markAction(item, isChecked: isChecked),
                        "\(isChecked ? "Uncheck" : "Check"): \(item.text)",
                        accessibility: Accessibility(
                            label: "Checklist item: \(item.text)", value: isChecked ? "Checked" : "Not checked",
                            hint: isChecked ? "Unchecks it" : "Checks it"
                        )
                    ) { _ in
                        try await store.mark(item.id, inCharter: charterID, .checked(!isChecked))
                        let progress = try await store.run(charterID: charterID, named: charterName, checklistID: checklistID)?.progress ?? ""
                        return .message("\(isChecked ? "Unchecked" : "Checked") “\(item.text)”. \(progress).")
                    }
                )
            }
        }
        actions.append(ItemChoice.request("Add Note", .note, of: checklistID, from: .execution(charterID: charterID, checklistID: checklistID)))
        return .screen(
            Screen(
                title: run.checklist.title,
                subtitle: "\(run.charterName) · \(run.progress)",
                sections: ChecklistRows.sections(run.checklist.sections) { item in
                    let mark = run.marks[item.id] ?? ChecklistRun.Mark()
                    let state = mark.isChecked ? "Checked" : "Not checked"
                    return ChecklistRows.RunMark(
                        value: mark.note.isEmpty ? state : "\(state). Note: \(mark.note)",
                        mark: mark.isChecked ? .checked : .unchecked,
                        note: mark.note,
                        action: Self.markAction(item, isChecked: mark.isChecked)
                    )
                },
                actions: actions,
                progress: ScreenProgress(completed: run.checkedCount, total: run.checklist.itemCount)
            )
        )
    }

    /// The action that sets `item`'s mark to the other state: its row's.
    static func markAction(_ item: Checklist.Item, isChecked: Bool) -> ActionID {
        ActionID(isChecked ? "uncheck" : "check", item.id)
    }
}
