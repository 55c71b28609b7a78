import Foundation
import NavigationEngine
import Testing

/// Opening a link in a running app: the right tab and screen, in one step, or nothing at all.
@MainActor
@Suite struct DeepLinkTests {
    @Test func aContentLinkOpensDiscoverWithTheChecklist() throws {
        let router = try Router.sailaway()
        let detail = AnyRoute(ChecklistRoute.detail(id: Sample.checklist))

        let outcome = try router.open("sailaway://content/checklist/550e8400-e29b-41d4-a716-446655440000", from: .external)

        #expect(outcome == .opened(Destination(tab: .discover, stack: [detail])))
        #expect(router.state.selectedTab == .discover)
        #expect(router.state.stack(.discover) == [detail])
    }

    @Test(arguments: [
        ("sailaway://user/550e8400-e29b-41d4-a716-446655440001", TabID.profile, AnyRoute(ProfileRoute.user(id: Sample.user))),
        ("https://sailaway.app/user/550e8400-e29b-41d4-a716-446655440001", .profile, AnyRoute(ProfileRoute.user(id: Sample.user))),
        ("sailaway://charter/550e8400-e29b-41d4-a716-446655440002", .charters, AnyRoute(CharterRoute.detail(id: Sample.charter))),
        ("sailaway://search?q=mediterranean+sailing", .discover, AnyRoute(SearchRoute.results(query: "mediterranean sailing"))),
        ("sailaway://content/550e8400-e29b-41d4-a716-446655440003?type=deck", .discover, AnyRoute(DeckRoute.detail(id: Sample.deck))),
        ("sailaway://library/browse/guides?page=2", .library, AnyRoute(LibraryRoute.browse(kind: .guides, page: 2))),
    ])
    func eachLinkOpensItsTabWithItsScreenAsTheWholeStack(link: String, tab: TabID, route: AnyRoute) throws {
        let router = try Router.sailaway()
        try router.apply(.replaceStack([AnyRoute(SettingsRoute.about), AnyRoute(SettingsRoute.about)], tab: tab))

        try router.open(link, from: .external)

        #expect(router.state.selectedTab == tab)
        #expect(router.state.stack(tab) == [route])
    }

    @Test func aLinkChangingTabStackAndSheetIsOneEvent() throws {
        let router = try Router.sailaway()
        try router.apply(.push(AnyRoute(ChecklistRoute.editor(id: Sample.checklist))))
        try router.apply(.present(AnyRoute(ChecklistRoute.rate(id: Sample.checklist))))
        let before = router.state
        let recorder = EventRecorder(router)
        let link = "https://sailaway.app/charter/550e8400-e29b-41d4-a716-446655440002"

        try router.open(link, from: .external)

        #expect(recorder.events.count == 1)
        let event = try #require(recorder.events.first)
        #expect(event.before == before)
        #expect(event.after == router.state)
        #expect(event.cause == .link(link, source: .external))
        #expect(router.state.selectedTab == .charters)
        #expect(router.state.topPresentation?.top == nil)
        #expect(router.state.stack(.home) == before.stack(.home))
    }

    @Test func aSheetLinkPresentsTheSheetOverTheCurrentScreenWithoutTouchingStacks() throws {
        let router = try Router.sailaway()
        try router.apply(.selectTab(.charters))
        try router.apply(.push(AnyRoute(CharterRoute.detail(id: Sample.charter))))
        let stacksBefore = Sailaway.tabs.map(router.state.stack)

        try router.open("sailaway://checklist/550e8400-e29b-41d4-a716-446655440000/rate", from: .external)

        #expect(router.state.topPresentation?.top == AnyRoute(ChecklistRoute.rate(id: Sample.checklist)))
        #expect(router.state.selectedTab == .charters)
        #expect(Sailaway.tabs.map(router.state.stack) == stacksBefore)
    }

    @Test func aTabLinkSelectsThatTabAtItsRoot() throws {
        let router = try Router.sailaway()
        let editor = AnyRoute(ChecklistRoute.editor(id: Sample.checklist))
        try router.apply(.push(editor))
        try router.apply(.replaceStack([AnyRoute(CharterRoute.detail(id: Sample.charter))], tab: .charters))
        try router.apply(.present(AnyRoute(ChecklistRoute.rate(id: Sample.checklist))))

        let outcome = try router.open("https://sailaway.app/charters", from: .external)

        #expect(outcome == .opened(Destination(tab: .charters, stack: [])))
        #expect(router.state.selectedTab == .charters)
        #expect(router.state.stack(.charters).isEmpty)
        #expect(router.state.topPresentation?.top == nil)
        #expect(router.state.stack(.home) == [editor])
    }

    @Test func anInternalRouteWithoutATabOpenedFromInsideIsPushedOntoTheSelectedTab() throws {
        let router = try Router.sailaway()
        let charter = AnyRoute(CharterRoute.detail(id: Sample.charter))
        try router.apply(.selectTab(.charters))
        try router.apply(.push(charter))

        try router.open("sailaway://settings/about", from: .internal)

        #expect(router.state.selectedTab == .charters)
        #expect(router.state.stack(.charters) == [charter, AnyRoute(SettingsRoute.about)])
    }

    @Test(arguments: [
        ("sailaway://settings/about", LinkError.Reason.internalOnly(pattern: "settings/about")),
        ("sailaway://charter/not-a-uuid", .invalidParameter(name: "id", pattern: "charter/{id}")),
        ("sailaway://search?q=two words", .invalidCharacter("spaces (write %20)")),
        ("https://example.com/user/550e8400-e29b-41d4-a716-446655440001", .unknownHost("example.com")),
    ])
    func aLinkThatCannotOpenThrowsAndChangesNothing(link: String, reason: LinkError.Reason) throws {
        let router = try Router.sailaway()
        try router.apply(.push(AnyRoute(ChecklistRoute.editor(id: Sample.checklist))))
        let before = router.state
        let recorder = EventRecorder(router)

        let error = try #require(throws: LinkError.self) { try router.open(link, from: .external) }

        #expect(error.reason == reason)
        #expect(router.state == before)
        #expect(recorder.events.isEmpty)
    }

    @Test func aLinkOfADisabledFeatureSaysSoAndChangesNothing() throws {
        let router = try Router.sailaway(links: Sailaway.links(disabling: ["Charters"]))
        let before = router.state

        let error = try #require(throws: LinkError.self) {
            try router.open("sailaway://charter/550e8400-e29b-41d4-a716-446655440002", from: .external)
        }

        #expect(error.reason == .featureUnavailable(feature: "Charters", pattern: "charter/{id}"))
        #expect(error.description.contains("belongs to Charters, which is not part of this build"))
        #expect(router.state == before)
    }

    @Test func openingTheScreenAlreadyShownSendsNoEvent() throws {
        let router = try Router.sailaway()
        let link = "sailaway://user/550e8400-e29b-41d4-a716-446655440001"
        try router.open(link, from: .external)
        let recorder = EventRecorder(router)

        let outcome = try router.open(link, from: .external)

        #expect(outcome == .opened(Destination(tab: .profile, stack: [AnyRoute(ProfileRoute.user(id: Sample.user))])))
        #expect(recorder.events.isEmpty)
    }

    @Test func theLinkOfTheScreenShownOpensTheSameScreen() throws {
        let router = try Router.sailaway()
        try router.open("sailaway://search?q=fish+%26+chips", from: .external)
        let shared = try #require(router.state.selectedStack.last.flatMap { router.links.link(for: $0, style: .universal) })
        let other = try Router.sailaway()

        try other.open(shared, from: .external)

        #expect(other.state == router.state)
    }
}
