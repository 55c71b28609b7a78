import FeatureRegistry
import Foundation
import NavigationEngine
import SailawayUIModel
import Testing

/// Every outcome is said: what an action did, why it failed, why a link did not open. Nothing
/// is swallowed, and a message goes once it has been on screen long enough to read.
@MainActor @Suite struct MessageTests {
    @Test func anErrorFromAnActionIsShownAsAnError() async throws {
        let scene = try await FakeScene()
        scene.model.selectedTab = LogbookFeature.tab
        let logbook = await scene.front()

        logbook.tap(try logbook.action("Sync Now"))
        await scene.model.waitUntilIdle()

        #expect(scene.model.message == .error(FakeLogbookStore.unreachable))
    }

    @Test func aLinkThatCannotOpenChangesNothingAndSaysWhy() async throws {
        let scene = try await FakeScene()
        let before = scene.session.router.state

        scene.model.open(try #require(URL(string: "sailaway://lighthouse/1")))

        #expect(scene.session.router.state == before)
        #expect(scene.model.message?.kind == .error)
    }

    @Test func aLinkThatOpensShowsItsScreen() async throws {
        let scene = try await FakeScene()

        scene.model.open(try #require(URL(string: SampleLinks.portoCervo)))

        #expect(scene.model.selectedTab == .discover)
        #expect(scene.model.path(of: .discover) == [FakeRoutes.portoCervo])
        #expect(scene.model.message == nil)
    }

    @Test func aMessageGoesAfterItsTimeAndAnErrorStaysLonger() async throws {
        let scene = try await FakeScene()

        scene.model.show("Checked “Bilge”.")
        #expect(await eventually { scene.time.waiting == 1 })
        scene.time.advance(to: 2_999)
        #expect(scene.model.message == "Checked “Bilge”.")
        scene.time.advance(to: 3_000)
        #expect(await eventually { scene.model.message == nil })

        scene.model.show(.error("The server could not be reached."))
        #expect(await eventually { scene.time.waiting == 1 })
        scene.time.advance(to: 8_999)
        #expect(scene.model.message?.kind == .error)
        scene.time.advance(to: 9_000)
        #expect(await eventually { scene.model.message == nil })
    }

    @Test func aNewMessageTakesTheOldOnesPlaceAndItsOwnTime() async throws {
        let scene = try await FakeScene()
        scene.model.show("Saved.")
        scene.time.advance(to: 2_000)

        scene.model.show("Published.")
        scene.time.advance(to: 3_500)

        #expect(scene.model.message == "Published.", "the first message's time does not take the second")
        scene.time.advance(to: 5_000)
        #expect(await eventually { scene.model.message == nil })
    }

    @Test func theMessageShowsOnTheSheetOrCoverOnTopAndUnderADialog() async throws {
        let scene = try await FakeScene(opening: [SampleLinks.portoCervo])
        let router = scene.session.router
        #expect(scene.model.messageLevel == 0)

        try router.apply(.present(FakeRoutes.reviewPortoCervo))
        #expect(scene.model.messageLevel == 1)

        try router.apply(.present(FakeRoutes.kiel, style: .alert))
        #expect(scene.model.messageLevel == 1, "an alert has no room for it: it shows on the sheet under it")
    }
}
