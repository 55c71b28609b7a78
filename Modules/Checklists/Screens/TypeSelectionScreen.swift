import ChecklistsInterface
import FeatureRegistry
import Foundation

/// How to start a new checklist: blank, a fork of an existing one, or a file.
struct TypeSelectionScreen {
    let store: ChecklistStore

    func screen() -> Screen {
        let store = store
        return Screen(
            title: "New Checklist",
            subtitle: "How would you like to start?",
            sections: [
                ScreenSection(rows: [
                    ScreenRow("Create Blank", detail: "Start from a title and add sections and items."),
                    ScreenRow("Fork Existing", detail: "Copy a checklist from Discover or your Library, then make it yours."),
                    ScreenRow("Import File", detail: "Read a plain-text or Markdown checklist: headings become sections, “- [ ]” lines items."),
                ])
            ],
            actions: [
                ScreenAction("Create Blank", inputs: [ActionInput("title", prompt: "Title of the new checklist")]) { invocation in
                    let draft = try ChecklistDraft.blank(id: store.makeID(), title: invocation["title"])
                    try await store.keep(draft)
                    return .replace(with: ChecklistRoute.editor(id: draft.id), message: "Started “\(draft.title)”. Add sections and items, then save.")
                },
                .push("Fork Existing", to: ChecklistRoute.forkPicker),
                ScreenAction("Import File", inputs: [ActionInput("path", prompt: "Path of a .md or .txt checklist")]) { invocation in
                    let draft = try ChecklistImport.read(path: invocation["path"], makeID: store.makeID)
                    try await store.keep(draft)
                    let items = draft.sections.reduce(0) { $0 + $1.items.count }
                    return .replace(
                        with: ChecklistRoute.editor(id: draft.id),
                        message: "Imported “\(draft.title)”: \(draft.sections.count) sections, \(items) items. Review it, then save."
                    )
                },
            ]
        )
    }
}
