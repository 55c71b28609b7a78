import Foundation
import NavigationEngine
import Testing

/// Links that arrive before the app is ready: queued, then applied together as one change.
@MainActor
@Suite struct ColdStartTests {
    let contentLink = "sailaway://content/checklist/550e8400-e29b-41d4-a716-446655440000"
    let userLink = "https://sailaway.app/user/550e8400-e29b-41d4-a716-446655440001"

    @Test func aLinkBeforeTheAppIsReadyIsQueuedAndChangesNothing() throws {
        let router = try Router.sailaway(ready: false)
        let recorder = EventRecorder(router)
        let before = router.state

        #expect(try router.open(contentLink, from: .external) == .queued)

        #expect(!router.isReady)
        #expect(router.state == before)
        #expect(recorder.events.isEmpty)
    }

    @Test func queuedLinksAreAppliedWhenReadyAsOneColdStartEvent() throws {
        let router = try Router.sailaway(ready: false)
        let recorder = EventRecorder(router)
        let before = router.state
        try router.open(contentLink, from: .external)
        try router.open(userLink, from: .external)

        router.markReady()

        #expect(router.isReady)
        #expect(recorder.events.count == 1)
        let event = try #require(recorder.events.first)
        #expect(event.cause == .coldStart(links: [contentLink, userLink]))
        #expect(event.before == before)
        #expect(event.after == router.state)
        // As if opened one after the other: the last link's tab is on screen, both stacks are set.
        #expect(router.state.selectedTab == .profile)
        #expect(router.state.stack(.profile) == [AnyRoute(ProfileRoute.user(id: Sample.user))])
        #expect(router.state.stack(.discover) == [AnyRoute(ChecklistRoute.detail(id: Sample.checklist))])
    }

    @Test func queuedLinksApplyOnTopOfStateRestoredBeforeReady() throws {
        let router = try Router.sailaway(ready: false)
        let charter = AnyRoute(CharterRoute.detail(id: Sample.charter))
        try router.open("sailaway://settings/about", from: .internal)
        try router.open("sailaway://checklist/550e8400-e29b-41d4-a716-446655440000/rate", from: .external)
        router.restore(try NavigationState(tabs: Sailaway.tabs).applying([
            .selectTab(.charters), .push(charter),
        ]))

        router.markReady()

        #expect(router.state.selectedTab == .charters)
        #expect(router.state.stack(.charters) == [charter, AnyRoute(SettingsRoute.about)])
        #expect(router.state.topPresentation?.top == AnyRoute(ChecklistRoute.rate(id: Sample.checklist)))
    }

    @Test func aBadLinkBeforeReadyThrowsAndIsNotQueued() throws {
        let router = try Router.sailaway(ready: false)
        let recorder = EventRecorder(router)

        #expect(throws: LinkError.self) { try router.open("sailaway://charter/not-a-uuid", from: .external) }
        #expect(throws: LinkError.self) { try router.open("sailaway://charter/new", from: .external) }
        router.markReady()

        #expect(router.state == NavigationState(tabs: Sailaway.tabs))
        #expect(recorder.events.isEmpty)
    }

    @Test func becomingReadyWithNoLinksChangesNothing() throws {
        let router = try Router.sailaway(ready: false)
        let recorder = EventRecorder(router)

        router.markReady()
        router.markReady()

        #expect(router.isReady)
        #expect(recorder.events.isEmpty)
    }

    @Test func afterReadyLinksOpenAtOnceAndReadyingAgainReplaysNothing() throws {
        let router = try Router.sailaway(ready: false)
        try router.open(contentLink, from: .external)
        router.markReady()
        let recorder = EventRecorder(router)

        #expect(try router.open(userLink, from: .external) != .queued)
        router.markReady()

        #expect(recorder.events.count == 1)
        #expect(recorder.events.first?.cause == .link(userLink, source: .external))
    }

    @Test func onlyTheNewestQueuedLinksAreKept() throws {
        let router = try Router.sailaway(ready: false)
        let recorder = EventRecorder(router)
        let queries = (1...(Router.pendingLinkLimit + 2)).map { "sailaway://search?q=query\($0)" }
        for link in queries {
            try router.open(link, from: .external)
        }

        router.markReady()

        #expect(recorder.events.first?.cause == .coldStart(links: Array(queries.suffix(Router.pendingLinkLimit))))
        #expect(router.state.stack(.discover) == [AnyRoute(SearchRoute.results(query: "query\(Router.pendingLinkLimit + 2)"))])
    }
}
