import ChartersInterface
import ChecklistsInterface
import FeatureRegistry
import Foundation

/// A checklist being run within a charter: tap an item to check or uncheck it, write or change
/// the note on an item from its own row, see the progress. Every change is written at once,
/// per charter and checklist.
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
        var noteActions: [UUID: [ScreenAction]] = [:]
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
                noteActions[item.id] = Self.noteActions(item, note: run.marks[item.id]?.note ?? "", charterID: charterID, store: store)
            }
        }
        // Each row's note actions after the check boxes, which keep their numbers.
        for section in run.checklist.sections {
            for item in section.items { actions += noteActions[item.id] ?? [] }
        }
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
                        action: Self.markAction(item, isChecked: mark.isChecked),
                        actions: (noteActions[item.id] ?? []).map(\.id)
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

    /// The note actions of `item`'s row: write the note, or change the one it has — shown and
    /// kept unless changed — and remove it.
    private static func noteActions(_ item: Checklist.Item, note: String, charterID: UUID, store: ChecklistStore) -> [ScreenAction] {
        let input = ActionInput("note", prompt: "Note", kind: .text(limit: ChecklistRules.note.limit), current: note.isEmpty ? nil : note)
        var actions = [
            ScreenAction.onRow(id: ActionID("note", item.id), note.isEmpty ? "Add Note" : "Edit Note", subject: item.text, kind: .note, inputs: [input]) { invocation in
                let text = try invocation.text("note").trimmingCharacters(in: .whitespacesAndNewlines)
                let kept = text.isEmpty ? "" : try ChecklistRules.note.check(text)
                try await store.mark(item.id, inCharter: charterID, .note(kept))
                return .message(kept.isEmpty ? "Removed the note on “\(item.text)”." : "Noted on “\(item.text)”: \(kept)")
            }
        ]
        if !note.isEmpty {
            actions.append(
                .onRow(id: ActionID("remove-note", item.id), "Remove Note", subject: item.text, kind: .remove) { _ in
                    try await store.mark(item.id, inCharter: charterID, .note(""))
                    return .message("Removed the note on “\(item.text)”.")
                }
            )
        }
        return actions
    }
}
