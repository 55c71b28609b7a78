import FeatureRegistry
import NavigationEngine
import SailawayUIModel
import Testing

/// A confirmation dialog is drawn once its screen is loaded, its buttons are its actions, and it
/// goes as SwiftUI's goes: a button chosen is answered by its action, first; a tap outside
/// dismisses it.
@MainActor @Suite struct DialogTests {
    let scene: AppScene
    let dialog: ScreenModel

    init() async throws {
        scene = try await AppScene()
        try scene.app.open(SampleLinks.charter)
        try await scene.app.tap("Delete Charter")
        dialog = try #require(scene.model.dialog(at: 0))
    }

    @Test func aDialogIsDrawnOnceItsScreenIsLoaded() async throws {
        #expect(!scene.model.showsDialog(.confirmationDialog, at: 0))

        await dialog.reload()

        #expect(scene.model.showsDialog(.confirmationDialog, at: 0))
        #expect(!scene.model.showsDialog(.alert, at: 0))
        #expect(dialog.screen?.title == "Delete “Aegean Week”?")
        #expect(dialog.screen?.actions.map(\.label) == ["Delete", "Cancel"])
        #expect(dialog.screen?.action(labelled: "Cancel")?.cancels == true)
        #expect(scene.model.modal(at: 0, style: .sheet) == nil, "a dialog is no sheet")
    }

    @Test func theButtonChosenIsAnsweredByItsActionThoughSwiftUIClosedTheDialogFirst() async throws {
        await dialog.reload()
        let delete = try dialog.action("Delete")

        scene.model.choose(delete, inDialogAt: 0)
        // SwiftUI sets the dialog's binding to false as the button is chosen.
        #expect(!scene.model.showsDialog(.confirmationDialog, at: 0))
        scene.model.dialogDismissed(at: 0)
        await scene.model.waitUntilIdle()

        #expect(scene.model.message == "Deleted “Aegean Week”.")
        #expect(scene.app.state.presentations.isEmpty)
        #expect(scene.app.state.stack(.init(rawValue: "charters")).isEmpty, "the deleted charter's page went with it")
    }

    @Test func cancelClosesTheDialogAndChangesNothingElse() async throws {
        await dialog.reload()
        let stack = scene.app.state.selectedStack

        scene.model.choose(try dialog.action("Cancel"), inDialogAt: 0)
        scene.model.dialogDismissed(at: 0)
        await scene.model.waitUntilIdle()

        #expect(scene.app.state.presentations.isEmpty)
        #expect(scene.app.state.selectedStack == stack)
        #expect(scene.model.message == nil)
    }

    @Test func aTapOutsideTheDialogDismissesIt() async throws {
        await dialog.reload()

        scene.model.dialogDismissed(at: 0)

        #expect(scene.app.state.presentations.isEmpty)
        #expect(scene.model.dialog(at: 0) == nil)
    }
}
