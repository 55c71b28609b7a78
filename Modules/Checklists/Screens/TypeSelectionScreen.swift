import ContentCore
import FeatureRegistry
import Foundation

/// How to start a new checklist: blank, a fork of an existing one, or a file.
struct TypeSelectionScreen {
    let store: ChecklistStore

    func screen() -> Screen {
        let store = store
        let importFile = ScreenAction(id: "import-file", "Import File", inputs: [ActionInput("path", prompt: "Path of a .md or .txt checklist", kind: .requiredText())]) { invocation in
            let draft = try ChecklistImport.read(path: invocation["path"], makeID: store.makeID)
            try await store.drafts.keep(draft)
            let items = draft.sections.reduce(0) { $0 + $1.items.count }
            return .replace(
                with: ContentRoutes.checklists.editor(draft.id),
                message: "Imported “\(draft.title)”: \(draft.sections.count) sections, \(items) items. Review it, then save."
            )
        }
        return ContentStartScreen(
            drafts: store.drafts, routes: .checklists,
            blankDetail: "Start from a title and add sections and items.",
            forkDetail: "Copy a checklist from Discover or your Library, then make it yours.",
            nextStep: "Add sections and items",
            blank: { title in try ChecklistDraft.blank(id: store.makeID(), title: title) },
            moreWays: [
                (ScreenRow("Import File", detail: "Read a plain-text or Markdown checklist: headings become sections, “- [ ]” lines items."), importFile)
            ]
        ).screen()
    }
}
