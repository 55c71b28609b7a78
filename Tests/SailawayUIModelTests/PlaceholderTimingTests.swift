import FeatureRegistry
import NavigationEngine
import SailawayUIModel
import Testing

/// A screen whose content is on its way shows its placeholder only once the wait is long
/// enough to notice (150 ms), and then long enough to read (300 ms): never a flash.
@MainActor @Suite struct PlaceholderTimingTests {
    let scene: FakeScene
    let logbook: ScreenModel

    init() async throws {
        scene = try await FakeScene()
        scene.logbook.isArriving = true
        logbook = scene.model.root(of: LogbookFeature.tab)
    }

    @Test func contentThatComesWithin150msNeverShowsThePlaceholder() async {
        await logbook.reload()
        #expect(logbook.screen == nil, "nothing is drawn while the wait is too short to notice")
        #expect(logbook.recheckAt == scene.time.at(150))

        scene.time.advance(to: 120)
        scene.logbook.isArriving = false
        await logbook.reload()

        #expect(logbook.screen?.title == "Logbook")
        #expect(logbook.recheckAt == nil)
    }

    @Test func aSlowArrivalShowsThePlaceholderAfter150msAndKeepsItAtLeast300ms() async {
        await logbook.reload()
        scene.time.advance(to: 150)
        await logbook.reload()
        #expect(logbook.screen?.kind == .pending)
        #expect(logbook.screen?.subtitle == "The logbook is on its way to this device.")

        // The content comes 50 ms after the placeholder showed: it waits till 300 ms have passed.
        scene.time.advance(to: 200)
        scene.logbook.isArriving = false
        await logbook.reload()
        #expect(logbook.screen?.kind == .pending)
        #expect(logbook.recheckAt == scene.time.at(450))

        scene.time.advance(to: 450)
        await logbook.reload()
        #expect(logbook.screen?.title == "Logbook")
    }

    @Test func aScreenDrawnStaysWhileItsNextLoadIsHeldBack() async {
        scene.logbook.isArriving = false
        await logbook.reload()
        #expect(logbook.screen?.title == "Logbook")

        scene.logbook.isArriving = true
        scene.time.advance(to: 1_000)
        await logbook.reload()

        #expect(logbook.screen?.title == "Logbook", "what was drawn stays until the wait is noticed")
        #expect(logbook.recheckAt == scene.time.at(1_150))
    }

    @Test func aScreenShownLoadsAgainByItselfWhenItsPlaceholderIsDueAndWhenItMayGo() async {
        let running = Task { await logbook.run() }
        defer { running.cancel() }
        #expect(await eventually { scene.time.waiting == 1 }, "it waits for the placeholder's moment")
        #expect(logbook.screen == nil)

        scene.time.advance(to: 150)
        #expect(await eventually { logbook.screen?.kind == .pending })

        // The content arrives at 200 ms; whatever wakes the screen then (here a navigation)
        // finds the placeholder too young, and it loads again at 450 ms by itself.
        scene.time.advance(to: 200)
        scene.logbook.isArriving = false
        scene.model.selectedTab = .discover
        #expect(await eventually { logbook.recheckAt == scene.time.at(450) && scene.time.waiting == 1 })
        #expect(logbook.screen?.kind == .pending)

        scene.time.advance(to: 450)
        #expect(await eventually { logbook.screen?.title == "Logbook" })
    }
}
