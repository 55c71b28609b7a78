import ContentCore
import FeatureRegistry
import Foundation
import GuidesInterface

/// The guide editor: sections added, retitled, rewritten, moved and removed on a draft that
/// outlives tab switches and relaunches, then saved in one step.
///
/// The editor shows the draft exactly as the guide's page will (GuideRoute has no preview
/// route), so what is on screen is the preview.
struct EditorScreen {
    /// Where the draft and the guide are kept.
    let store: GuideStore

    /// The editor of guide `id`: its draft, else the saved guide if it is the user's.
    func load(_ id: UUID) async throws -> ScreenResult {
        guard let working = try await store.drafts.editable(id) else { return GuideScreens.notFound }
        let draft = working.draft
        let editor = EditorActions(drafts: store.drafts, id: id, routes: .guides, save: store.save)
        return .screen(
            Screen(
                title: "Edit “\(draft.title)”",
                subtitle: "\(working.status) · \(draft.sections.count) section\(draft.sections.count == 1 ? "" : "s")",
                sections: draft.sections.isEmpty
                    ? [ScreenSection(rows: [], emptyText: "No sections yet. Add one with “Add Section”; a guide needs one to be saved.")]
                    : GuideRows.sections(draft.sections),
                actions: editActions(editor, draft: draft) + editor.saving(hasUnsavedChanges: working.hasUnsavedChanges)
            )
        )
    }

    // MARK: - Editing

    /// The edits of `draft`; each input says what it accepts, and the title its current text.
    private func editActions(_ editor: EditorActions<GuideDraft>, draft: GuideDraft) -> [ScreenAction] {
        let makeID = store.makeID
        let edit = editor.edit
        let section = ActionInput("section", prompt: "Section number", kind: .choice(count: draft.sections.count, noun: "section"))
        let text = ActionInput("text", prompt: "Text (a blank line starts a new paragraph)")
        return [
            edit("rename-guide", "Rename Guide", [ActionInput("title", prompt: "New title", kind: .requiredText(), current: draft.title)]) { draft, input in
                try draft.rename(to: input.text("title"))
                return "Renamed the guide “\(draft.title)”."
            },
            edit("add-section", "Add Section", [ActionInput("title", prompt: "Section title", kind: .requiredText()), text]) { draft, input in
                try draft.addSection(input.text("title"), text: input.text("text"), id: makeID())
                return "Added section \(draft.sections.count) “\(draft.sections[draft.sections.count - 1].title)”."
            },
            edit("edit-section-title", "Edit Section Title", [section, ActionInput("title", prompt: "New section title", kind: .requiredText())]) { draft, input in
                let number = try input.number("section")
                try draft.retitleSection(number, to: input.text("title"))
                return "Retitled section \(number) “\(draft.sections[number - 1].title)”."
            },
            edit("edit-section-text", "Edit Section Text", [section, text]) { draft, input in
                let number = try input.number("section")
                try draft.rewriteSection(number, to: input.text("text"))
                return "Changed the text of section \(number) “\(draft.sections[number - 1].title)”."
            },
            edit("move-section", "Move Section", [section, ActionInput("position", prompt: "New position", kind: .number(1...max(1, draft.sections.count)))]) { draft, input in
                let number = try input.number("section")
                let position = try input.number("position")
                try draft.moveSection(number, to: position)
                return "Moved “\(draft.sections[position - 1].title)” to position \(position)."
            },
            edit("remove-section", "Remove Section", [section]) { draft, input in
                let number = try input.number("section")
                let title = draft.sections.indices.contains(number - 1) ? draft.sections[number - 1].title : ""
                try draft.removeSection(number)
                return "Removed section “\(title)” and its text."
            },
        ]
    }
}
