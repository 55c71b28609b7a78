import DecksInterface
import FeatureRegistry
import Foundation

/// How to start a new deck: blank, or a fork of an existing one.
struct TypeSelectionScreen {
    let store: DeckStore

    /// The choice between a blank deck and a fork.
    func screen() -> Screen {
        let store = store
        return Screen(
            title: "New Deck",
            subtitle: "How would you like to start?",
            sections: [
                ScreenSection(rows: [
                    ScreenRow("Create Blank", detail: "Start from a title and add cards, each with a front and a back."),
                    ScreenRow("Fork Existing", detail: "Copy a public deck from Discover, then make it yours."),
                ])
            ],
            actions: [
                ScreenAction("Create Blank", inputs: [ActionInput("title", prompt: "Title of the new deck")]) { invocation in
                    let draft = try DeckDraft.blank(id: store.makeID(), title: invocation["title"])
                    try await store.keep(draft)
                    return .replace(with: DeckRoute.editor(id: draft.id), message: "Started “\(draft.title)”. Add cards, then save.")
                },
                .push("Fork Existing", to: DeckRoute.forkPicker),
            ]
        )
    }
}
