import ContentCore
import DecksInterface
import FeatureRegistry
import Foundation

/// How to start a new deck: blank, or a fork of an existing one.
struct TypeSelectionScreen {
    let store: DeckStore

    /// The choice between a blank deck and a fork.
    func screen() -> Screen {
        let store = store
        return ContentStartScreen(
            drafts: store.drafts, routes: ContentRoutes(DeckRoute.self),
            blankDetail: "Start from a title and add cards, each with a front and a back.",
            forkDetail: "Copy a public deck from Discover, then make it yours.",
            nextStep: "Add cards",
            blank: { title in try DeckDraft.blank(id: store.makeID(), title: title) }
        ).screen()
    }
}
