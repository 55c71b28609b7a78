import ContentCore
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
        return ContentStartScreen(
            drafts: store.drafts, routes: ContentRoutes(GuideRoute.self),
            blankDetail: "Start from a title and write it section by section.",
            forkDetail: "Copy a guide from Discover, then make it yours.",
            nextStep: "Add sections",
            blank: { title in try GuideDraft.blank(id: store.makeID(), title: title) }
        ).screen()
    }
}
