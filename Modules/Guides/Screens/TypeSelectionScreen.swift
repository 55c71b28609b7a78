import FeatureRegistry
import Foundation
import GuidesInterface

/// How to start a new guide: blank, or a fork of an existing one.
struct TypeSelectionScreen {
    /// Where a blank guide's draft is kept.
    let store: GuideStore

    /// The two ways to start.
    func screen() -> Screen {
        let store = store
        return Screen(
            title: "New Guide",
            subtitle: "How would you like to start?",
            sections: [
                ScreenSection(rows: [
                    ScreenRow("Create Blank", detail: "Start from a title and write it section by section."),
                    ScreenRow("Fork Existing", detail: "Copy a guide from Discover, then make it yours."),
                ])
            ],
            actions: [
                ScreenAction("Create Blank", inputs: [ActionInput("title", prompt: "Title of the new guide")]) { invocation in
                    let draft = try GuideDraft.blank(id: store.makeID(), title: invocation["title"])
                    try await store.keep(draft)
                    return .replace(with: GuideRoute.editor(id: draft.id), message: "Started “\(draft.title)”. Add sections, then save.")
                },
                .push("Fork Existing", to: GuideRoute.forkPicker),
            ]
        )
    }
}
