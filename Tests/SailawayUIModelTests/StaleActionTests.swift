import FeatureRegistry
import NavigationEngine
import SailawayUIModel
import Testing

/// An action is performed by the identity the person saw: when another face changed the data
/// since the screen was drawn, so that it now offers another action, nothing is done and the
/// person is told what it offers now.
@MainActor @Suite struct StaleActionTests {
    @Test func aCheckDrawnBeforeAnotherFaceCheckedTheItemIsRefusedAndSaysSo() async throws {
        let scene = try await FakeScene()
        scene.model.selectedTab = LogbookFeature.tab
        let logbook = await scene.front()
        #expect(logbook.screen?.action(labelled: "Check: Bilge") != nil)

        scene.logbook.set("Bilge", checked: true)
        logbook.tap(try logbook.action("Check: Bilge"))
        await scene.model.waitUntilIdle()

        #expect(scene.model.message == .error("This changed since it was shown: it now offers “Uncheck: Bilge”. Nothing was changed."))
        #expect(scene.logbook.screen().action(labelled: "Uncheck: Bilge") != nil, "still checked: nothing the person did not see was reversed")
    }

    @Test func aCheckInItemCheckedOnAnotherFaceIsNotUncheckedFromAScreenDrawnBefore() async throws {
        let scene = try await AppScene()
        try scene.app.open(SampleLinks.charter)
        try await scene.app.tap("Open Check-in Checklist")
        let checkIn = await scene.front()
        let check = try #require(checkIn.screen?.action(labelled: "Check: Bilge pump"))

        let other = try await scene.anotherFace()
        try other.open(SampleLinks.charter, from: .external)
        try await other.tap("Open Check-in Checklist")
        try await other.tap("Check: Bilge pump")
        checkIn.tap(check.id)
        await scene.model.waitUntilIdle()

        #expect(scene.model.message?.kind == .error)
        #expect(scene.model.message?.text == "This changed since it was shown: it now offers “Uncheck: Bilge pump”. Nothing was changed.")
        #expect(await scene.app.screen().action(labelled: "Uncheck: Bilge pump") != nil)
    }

    @Test func aScreenNoLongerInFrontDoesNothingAndSaysSo() async throws {
        let scene = try await FakeScene(opening: [SampleLinks.portoCervo])
        let harbor = await scene.front()
        let edit = try harbor.action("Edit")
        harbor.tap(try harbor.action("Review"))
        await scene.model.waitUntilIdle()
        let before = scene.session.router.state

        harbor.tap(edit)
        await scene.model.waitUntilIdle()

        #expect(scene.model.message == .error("That screen is no longer the one in front, so nothing was done. Try again on the screen shown now."))
        #expect(scene.session.router.state == before)
    }

    @Test func theTabsRootBesideTheDetailColumnActsAsInFrontTheDetailStartingFromWhatItDoes() async throws {
        let scene = try await FakeScene(opening: [SampleLinks.portoCervo])
        let root = scene.model.root(of: .discover)
        await root.reload()
        #expect(!root.isInFront, "Porto Cervo is in front, in the detail column")

        root.tap(try root.action("Open Kiel"))
        await scene.model.waitUntilIdle()

        #expect(scene.session.router.state.stack(.discover) == [FakeRoutes.kiel])
        #expect(scene.model.split.chosen == FakeRoutes.kiel)
        #expect(scene.model.message == nil)
    }
}
