import FeatureRegistry
import NavigationEngine
import SailawayUIModel
import Testing

/// A screen shown follows the data: what another face or process commits, and what an action
/// of this scene changes, is drawn without a touch.
@MainActor @Suite struct LiveScreenTests {
    @Test func aCheckMadeByAnotherFaceIsShownWithoutATouch() async throws {
        let scene = try await AppScene()
        try scene.app.open(SampleLinks.charter)
        try await scene.app.tap("Open Check-in Checklist")
        let checkIn = await scene.front()
        let running = Task { await checkIn.run() }
        defer { running.cancel() }
        #expect(checkIn.screen?.action(labelled: "Check: Bilge pump") != nil)

        let other = try await scene.anotherFace()
        try other.open(SampleLinks.charter, from: .external)
        try await other.tap("Open Check-in Checklist")
        try await other.tap("Check: Bilge pump")

        #expect(await eventually { checkIn.screen?.action(labelled: "Uncheck: Bilge pump") != nil })
        #expect(checkIn.screen?.progress?.completed == 1)
    }

    @Test func anActionOfThisSceneLoadsTheScreensShownAgainThoughTheDataTellsNothing() async throws {
        // The fakes keep their data in memory: no commit tells of a change.
        let scene = try await FakeScene()
        scene.model.selectedTab = LogbookFeature.tab
        let logbook = scene.model.root(of: LogbookFeature.tab)
        let running = Task { await logbook.run() }
        defer { running.cancel() }
        #expect(await eventually { logbook.screen != nil })

        logbook.tap(try logbook.action("Check: Bilge"))
        await scene.model.waitUntilIdle()

        #expect(await eventually { logbook.screen?.action(labelled: "Uncheck: Bilge") != nil })
        #expect(logbook.screen?.sections.first?.rows.last?.mark == .checked)
        #expect(scene.model.message == "Checked “Bilge”.")
    }

    @Test func aScreenComingInFrontIsLoadedAgainAfterTheNavigation() async throws {
        let scene = try await FakeScene(opening: [SampleLinks.portoCervo])
        let harbor = await scene.front()
        let running = Task { await harbor.run() }
        defer { running.cancel() }
        harbor.tap(try harbor.action("Edit"))
        await scene.model.waitUntilIdle()
        let editor = await scene.front()

        // Renamed in the editor; Back brings the harbor in front again, loaded anew.
        editor.tap("rename")
        editor.form?[field: "name"]?.text = "Porto Rotondo"
        editor.submit()
        await scene.model.waitUntilIdle()

        #expect(scene.session.router.state.stack(.discover) == [FakeRoutes.portoCervo])
        #expect(await eventually { harbor.screen?.title == "Porto Rotondo" })
    }
}
