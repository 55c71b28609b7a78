import ChecklistsInterface
import ContentCore
import FeatureRegistry
import Foundation

/// The checklist editor: sections and items added, renamed, moved and removed on a draft that
/// outlives tab switches and relaunches, then previewed and saved in one step.
struct EditorScreen {
    let store: ChecklistStore

    func load(_ id: UUID) async throws -> ScreenResult {
        guard let working = try await store.drafts.editable(id) else { return ChecklistScreens.notFound }
        let draft = working.draft
        let itemCount = draft.sections.reduce(0) { $0 + $1.items.count }
        let editor = EditorActions(drafts: store.drafts, id: id, routes: .checklists, save: store.save)
        let actions = editActions(editor, draft: draft) + [.push("Preview", to: ChecklistRoute.preview(id: id))]
            + editor.saving(hasUnsavedChanges: working.hasUnsavedChanges)
        return .screen(
            Screen(
                title: "Edit “\(draft.title)”",
                subtitle: "\(working.status) · \(draft.sections.count) section\(draft.sections.count == 1 ? "" : "s"), \(itemCount) item\(itemCount == 1 ? "" : "s")",
                sections: draft.sections.isEmpty
                    ? [ScreenSection(rows: [], emptyText: "No sections yet. Add one with “Add Section”.")]
                    : ChecklistRows.sections(draft.sections),
                actions: actions
            )
        )
    }

    // MARK: - Editing

    /// The edits of `draft`; each input says what it accepts, and a title its current text, so a
    /// prompt checks an answer as it is given and shows what is there.
    private func editActions(_ editor: EditorActions<ChecklistDraft>, draft: ChecklistDraft) -> [ScreenAction] {
        let makeID = store.makeID
        let edit = editor.edit
        let section = ActionInput("section", prompt: "Section number", kind: .choice(count: draft.sections.count, noun: "section"))
        let position = ActionInput("position", prompt: "New position", kind: .number(1...max(1, draft.sections.count)))
        return [
            edit("rename-checklist", "Rename Checklist", [ActionInput("title", prompt: "New title", kind: .requiredText(), current: draft.title)]) { draft, input in
                try draft.rename(to: input.text("title"))
                return "Renamed the checklist “\(draft.title)”."
            },
            edit("add-section", "Add Section", [ActionInput("title", prompt: "Section title", kind: .requiredText())]) { draft, input in
                try draft.addSection(input.text("title"), id: makeID())
                return "Added section \(draft.sections.count) “\(draft.sections[draft.sections.count - 1].title)”."
            },
            edit("rename-section", "Rename Section", [section, ActionInput("title", prompt: "New section title", kind: .requiredText())]) { draft, input in
                let number = try input.number("section")
                try draft.renameSection(number, to: input.text("title"))
                return "Renamed section \(number) “\(draft.sections[number - 1].title)”."
            },
            edit("move-section", "Move Section", [section, position]) { draft, input in
                let number = try input.number("section")
                let position = try input.number("position")
                try draft.moveSection(number, to: position)
                return "Moved “\(draft.sections[position - 1].title)” to position \(position)."
            },
            edit("remove-section", "Remove Section", [section]) { draft, input in
                let number = try input.number("section")
                let title = draft.sections.indices.contains(number - 1) ? draft.sections[number - 1].title : ""
                try draft.removeSection(number)
                return "Removed section “\(title)” and its items."
            },
            edit("add-item", "Add Item", [section, ActionInput("text", prompt: "Item text", kind: .requiredText())]) { draft, input in
                let number = try input.number("section")
                try draft.addItem(input.text("text"), toSection: number, id: makeID())
                return "Added item \(number).\(draft.sections[number - 1].items.count)."
            },
            ItemChoice.request("Edit Item", .edit, of: editor.id, from: .editor(id: editor.id)),
            ItemChoice.request("Move Item", .move, of: editor.id, from: .editor(id: editor.id)),
            ItemChoice.request("Remove Item", .remove, of: editor.id, from: .editor(id: editor.id)),
        ]
    }
}
