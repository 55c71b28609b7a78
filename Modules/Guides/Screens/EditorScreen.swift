import FeatureRegistry
import Foundation
import GuidesInterface
import Synchronization

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
        guard let (draft, hasUnsavedChanges) = try await store.editable(id) else { return GuideScreens.notFound }
        let status = hasUnsavedChanges ? (draft.isNew ? "Not saved yet" : "Unsaved changes") : "Saved"
        var actions = editActions(id) + [saveAction(id)]
        if hasUnsavedChanges {
            actions.append(discardAction(id))
        }
        return .screen(
            Screen(
                title: "Edit “\(draft.title)”",
                subtitle: "\(status) · \(draft.sections.count) section\(draft.sections.count == 1 ? "" : "s")",
                sections: draft.sections.isEmpty
                    ? [ScreenSection(rows: [], emptyText: "No sections yet. Add one with “Add Section”; a guide needs one to be saved.")]
                    : GuideRows.sections(draft.sections),
                actions: actions
            )
        )
    }

    // MARK: - Editing

    private func editActions(_ id: UUID) -> [ScreenAction] {
        let store = store
        let makeID = store.makeID
        func edit(
            _ label: String, _ inputs: [ActionInput],
            _ change: @escaping @Sendable (inout GuideDraft, ActionInvocation) throws -> String
        ) -> ScreenAction {
            ScreenAction(label, inputs: inputs) { invocation in
                let message = Mutex("")
                try await store.edit(id) { draft in
                    let said = try change(&draft, invocation)
                    message.withLock { $0 = said }
                }
                return .message(message.withLock { $0 })
            }
        }
        let section = ActionInput("section", prompt: "Section number")
        let text = ActionInput("text", prompt: "Text (a blank line starts a new paragraph)")
        return [
            edit("Rename Guide", [ActionInput("title", prompt: "New title")]) { draft, input in
                try draft.rename(to: input["title"])
                return "Renamed the guide “\(draft.title)”."
            },
            edit("Add Section", [ActionInput("title", prompt: "Section title"), text]) { draft, input in
                try draft.addSection(input["title"], text: input["text"], id: makeID())
                return "Added section \(draft.sections.count) “\(draft.sections[draft.sections.count - 1].title)”."
            },
            edit("Edit Section Title", [section, ActionInput("title", prompt: "New section title")]) { draft, input in
                let number = try SectionNumber.parse(input["section"])
                try draft.retitleSection(number, to: input["title"])
                return "Retitled section \(number) “\(draft.sections[number - 1].title)”."
            },
            edit("Edit Section Text", [section, text]) { draft, input in
                let number = try SectionNumber.parse(input["section"])
                try draft.rewriteSection(number, to: input["text"])
                return "Changed the text of section \(number) “\(draft.sections[number - 1].title)”."
            },
            edit("Move Section", [section, ActionInput("position", prompt: "New position")]) { draft, input in
                let number = try SectionNumber.parse(input["section"])
                let position = try SectionNumber.parse(input["position"])
                try draft.moveSection(number, to: position)
                return "Moved “\(draft.sections[position - 1].title)” to position \(position)."
            },
            edit("Remove Section", [section]) { draft, input in
                let number = try SectionNumber.parse(input["section"])
                let title = draft.sections.indices.contains(number - 1) ? draft.sections[number - 1].title : ""
                try draft.removeSection(number)
                return "Removed section “\(title)” and its text."
            },
        ]
    }

    // MARK: - Saving

    private func saveAction(_ id: UUID) -> ScreenAction {
        let store = store
        return ScreenAction("Save", accessibility: Accessibility(label: "Save", hint: "Saves the guide to your Library")) { _ in
            guard let (draft, hasUnsavedChanges) = try await store.editable(id) else {
                throw EditError("This guide was deleted or is not yours to edit.")
            }
            guard hasUnsavedChanges else {
                return .replace(with: GuideRoute.detail(id: id), message: "No changes to save.")
            }
            let saved = try await store.save(draft)
            return .replace(with: GuideRoute.detail(id: id), message: "Saved “\(saved.title)” to your Library.")
        }
    }

    private func discardAction(_ id: UUID) -> ScreenAction {
        let store = store
        return ScreenAction(
            "Discard Changes", accessibility: Accessibility(label: "Discard changes", hint: "Forgets every edit since the last save"),
            isDestructive: true
        ) { _ in
            let wasNew = try await store.discardDraft(id)
            return ActionResult(navigation: wasNew ? .back : nil, message: wasNew ? "Discarded the new guide." : "Discarded the unsaved changes.")
        }
    }
}
