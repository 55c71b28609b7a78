import ChecklistsInterface
import ContentCore
import FeatureRegistry
import Foundation

/// The checklist editor: sections and items added, renamed, moved and removed on a draft that
/// outlives tab switches and relaunches, then previewed and saved in one step.
///
/// What acts on one section or item is that section's or item's own action, named by its
/// identity: a section's heading renames, moves and removes it, and adds items under it; an
/// item's row edits, moves and removes it. Nothing asks which one by number.
struct EditorScreen {
    let store: ChecklistStore

    func load(_ id: UUID) async throws -> ScreenResult {
        guard let working = try await store.drafts.editable(id) else { return ChecklistScreens.notFound }
        let draft = working.draft
        let itemCount = draft.sections.reduce(0) { $0 + $1.items.count }
        let editor = EditorActions(drafts: store.drafts, id: id, routes: ContentRoutes(ChecklistRoute.self), save: store.save)
        let parts = EditorPartActions(editor: editor, draft: draft, makeID: store.makeID)
        var actions: [ScreenAction] = []
        var edits: [UUID: ChecklistRows.Edits] = [:]
        for section in draft.sections {
            let (sectionEdits, sectionActions) = parts.actions(of: section)
            edits[section.id] = sectionEdits
            actions += sectionActions
        }
        actions += [renameChecklist(editor, draft: draft), addSection(editor), .push("Preview", to: ChecklistRoute.preview(id: id))]
        actions += editor.saving(hasUnsavedChanges: working.hasUnsavedChanges)
        return .screen(
            Screen(
                title: "Edit “\(draft.title)”",
                subtitle: "\(working.status) · \(draft.sections.count) section\(draft.sections.count == 1 ? "" : "s"), \(itemCount) item\(itemCount == 1 ? "" : "s")",
                sections: draft.sections.isEmpty
                    ? [ScreenSection(rows: [], emptyText: "No sections yet.")]
                    : ChecklistRows.sections(draft.sections, edits: { edits[$0.id] }),
                actions: actions,
                primaryAction: editor.saveAction.id
            )
        )
    }

    // MARK: - The checklist's own edits

    private func renameChecklist(_ editor: EditorActions<ChecklistDraft>, draft: ChecklistDraft) -> ScreenAction {
        editor.edit("rename-checklist", "Rename Checklist", [ChecklistRules.title.input("title", prompt: "New title", current: draft.title)], kind: .rename) { draft, input in
            try draft.rename(to: input.text("title"))
            return "Renamed the checklist “\(draft.title)”."
        }
    }

    /// Adds a section at the end, where it goes.
    private func addSection(_ editor: EditorActions<ChecklistDraft>) -> ScreenAction {
        let makeID = store.makeID
        return editor.edit("add-section", "Add Section", [ChecklistRules.sectionTitle.input("title", prompt: "Section title")], kind: .add) { draft, input in
            try draft.addSection(input.text("title"), id: makeID())
            return "Added the section “\(draft.sections[draft.sections.count - 1].title)”."
        }
    }
}
