import FeatureRegistry
import Foundation

/// How to start new content of a kind: from a blank draft with a title, from a fork of existing
/// content, or in the feature's own further ways (a checklist file).
public struct ContentStartScreen<Editable: EditableContent>: Sendable {
    /// Where the blank draft is kept.
    public var drafts: ContentDrafts<Editable>
    /// Where starting leads: the editor and the fork picker.
    public var routes: ContentRoutes
    /// What a blank start gives: "Start from a title and add cards, each with a front and a back."
    public var blankDetail: String
    /// What forking gives: "Copy a public deck from Discover, then make it yours."
    public var forkDetail: String
    /// What to do after starting blank: "Add cards".
    public var nextStep: String
    /// A new draft titled with the text given; throws when the title is refused.
    public var blank: @Sendable (String) throws -> Editable
    /// The feature's further ways to start, each a row describing it and the action that row
    /// starts, listed last.
    public var moreWays: [(row: ScreenRow, action: ScreenAction)]

    /// Creates the start screen.
    public init(
        drafts: ContentDrafts<Editable>, routes: ContentRoutes, blankDetail: String, forkDetail: String, nextStep: String,
        blank: @escaping @Sendable (String) throws -> Editable, moreWays: [(row: ScreenRow, action: ScreenAction)] = []
    ) {
        self.drafts = drafts
        self.routes = routes
        self.blankDetail = blankDetail
        self.forkDetail = forkDetail
        self.nextStep = nextStep
        self.blank = blank
        self.moreWays = moreWays
    }

    /// The choice of how to start.
    public func screen() -> Screen {
        let (drafts, routes, blank, nextStep) = (drafts, routes, blank, nextStep)
        let noun = drafts.kind.noun
        let createBlank = ScreenAction(id: "create-blank", "Create Blank", inputs: [ActionInput("title", prompt: "Title of the new \(noun)", kind: .requiredText())]) { invocation in
            let draft = try blank(invocation.text("title"))
            try await drafts.keep(draft)
            return .replace(with: routes.editor(draft.id), message: "Started “\(draft.title)”. \(nextStep), then save.")
        }
        let fork = ScreenAction.push("Fork Existing", to: routes.forkPicker)
        // Each way is a row that starts it.
        let more = moreWays.map { way in
            var row = way.row
            row.action = way.action.id
            return row
        }
        return Screen(
            title: "New \(noun.capitalized)",
            subtitle: "How would you like to start?",
            sections: [
                ScreenSection(
                    rows: [
                        ScreenRow("Create Blank", detail: blankDetail, action: createBlank.id),
                        ScreenRow("Fork Existing", detail: forkDetail, action: fork.id),
                    ] + more
                )
            ],
            actions: [createBlank, fork] + moreWays.map(\.action)
        )
    }
}
