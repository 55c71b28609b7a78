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
        let editor = EditorActions(drafts: store.drafts, id: id, routes: ContentRoutes(GuideRoute.self), save: store.save)
        let headings = EditorActions<GuideDraft>.ownActions(of: draft.sections) { sectionActions(editor, $0, of: draft) }
        let actions = headings.all + guideActions(editor, draft: draft) + editor.saving(hasUnsavedChanges: working.hasUnsavedChanges)
        return .screen(
            Screen(
                title: "Edit “\(draft.title)”",
                subtitle: "\(working.status) · \(draft.sections.count) section\(draft.sections.count == 1 ? "" : "s")",
                sections: draft.sections.isEmpty
                    ? [ScreenSection(rows: [], emptyText: "No sections yet; a guide needs one to be saved.")]
                    : GuideRows.sections(draft.sections) { headings.byPart[$0.id] ?? [] },
                actions: actions,
                primaryAction: editor.saveAction.id
            )
        )
    }

    // MARK: - Editing

    /// The guide's own edits: its title, and a section added at the end, where it goes.
    private func guideActions(_ editor: EditorActions<GuideDraft>, draft: GuideDraft) -> [ScreenAction] {
        let makeID = store.makeID
        return [
            editor.edit("rename-guide", "Rename Guide", [GuideRules.title.input("title", prompt: "New title", current: draft.title)], kind: .rename) { draft, input in
                try draft.rename(to: input.text("title"))
                return "Renamed the guide “\(draft.title)”."
            },
            editor.edit(
                "add-section", "Add Section", [GuideRules.sectionTitle.input("title", prompt: "Section title"), Self.textInput(current: nil)], kind: .add
            ) { draft, input in
                try draft.addSection(input.text("title"), text: input.text("text"), id: makeID())
                return "Added the section “\(draft.sections[draft.sections.count - 1].title)”."
            },
        ]
    }

    /// The edits of `section`, drawn with its heading, each naming it by its identity.
    private func sectionActions(_ editor: EditorActions<GuideDraft>, _ section: Guide.Section, of draft: GuideDraft) -> [ScreenAction] {
        let id = section.id
        let edits = [
            editor.edit(
                ActionID("edit-section-title", id), "Edit Title", on: section.title, kind: .rename,
                [GuideRules.sectionTitle.input("title", prompt: "New section title", current: section.title)]
            ) { draft, input in
                "Retitled the section “\(try draft.retitleSection(id, to: input.text("title")))”."
            },
            editor.edit(ActionID("edit-section-text", id), "Edit Text", on: section.title, kind: .edit, [Self.textInput(current: section.body)]) { draft, input in
                try draft.rewriteSection(id, to: input.text("text"))
                return "Changed the text of “\(section.title)”."
            },
        ]
        return editor.partActions(
            "section", id: id, on: section.title, edits: edits, canMove: { draft.canMove(id, $0) },
            move: { draft, direction in DraftParts.moved(section.title, to: try draft.move(id, direction), of: draft.sections.count) },
            remove: { draft in "Removed the section “\(try draft.remove(id).title)” and its text." }
        )
    }

    /// A section's text, holding `current`.
    private static func textInput(current: String?) -> ActionInput {
        GuideRules.sectionText.input("text", prompt: "Text (a blank line starts a new paragraph)", current: current)
    }
}
