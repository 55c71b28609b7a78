import ChecklistsInterface
import ContentCore
import FeatureRegistry
import Foundation
import NavigationEngine

/// How to start a new checklist: blank, a fork of an existing one, or a file.
struct TypeSelectionScreen {
    let store: ChecklistStore

    func screen() -> Screen {
        let store = store
        let file = ActionInput("file", prompt: "A checklist file (.md or .txt)", kind: .file(types: ChecklistImport.fileTypes, maxBytes: ChecklistImport.maxBytes))
        let importFile = ScreenAction(id: "import-file", "Import File", inputs: [file]) { invocation in
            let (name, text) = try invocation.file("file")
            let draft = try ChecklistImport.parse(text, fileName: ChecklistImport.title(fromFileName: name), makeID: store.makeID)
            try await store.drafts.keep(draft)
            let items = draft.sections.reduce(0) { $0 + $1.items.count }
            return .replace(
                with: AnyRoute(ChecklistRoute.editor(id: draft.id)),
                message: "Imported “\(draft.title)”: \(draft.sections.count) sections, \(items) items. Review it, then save."
            )
        }
        return ContentStartScreen(
            drafts: store.drafts, routes: ContentRoutes(ChecklistRoute.self),
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
