import Foundation
import NavigationEngine
import Testing

/// Guards: while one holds, the person is at its gate, every change that would show something
/// else shows the gate in the same step, and links wait — at cold start or later, across a
/// relaunch — until it clears, when they land in one step.
@MainActor
@Suite struct GuardTests {
    let welcome = AnyRoute(OnboardingRoute.welcome)
    let charter = AnyRoute(CharterRoute.detail(id: Sample.charter))
    let charterLink = "https://sailaway.app/charter/550e8400-e29b-41d4-a716-446655440002"
    let userLink = "sailaway://user/550e8400-e29b-41d4-a716-446655440001"

    func router(ready: Bool = true) throws -> Router {
        try Router.sailaway(guards: [Sailaway.onboardingGuard], ready: ready)
    }

    @Test func aGuardThatStartsToHoldShowsItsGateOverEverythingInOneChange() throws {
        let router = try router()
        try router.apply(.push(charter, tab: .charters))
        try router.apply(.present(AnyRoute(ChecklistRoute.rate(id: Sample.checklist))))
        let recorder = EventRecorder(router)

        try router.setHolding(["onboarding"])

        #expect(router.state.presentations == [Sailaway.onboardingGuard.gate])
        #expect(router.state.stack(.charters) == [charter], "the stacks under the gate stay")
        #expect(recorder.events.count == 1)
        #expect(recorder.events.first?.cause == .guards(holding: ["onboarding"], links: []))
    }

    @Test func whileItHoldsEveryChangeThatWouldLeaveTheGateShowsTheGate() throws {
        let router = try router()
        try router.setHolding(["onboarding"])

        try router.apply(.selectTab(.charters))
        #expect(router.state.selectedTab == .charters, "the tab changes under the cover")
        #expect(router.state.presentations == [Sailaway.onboardingGuard.gate])
        #expect(try router.apply(.back) == nil, "back cannot leave the gate")
        #expect(try router.apply(.dismiss) == nil)
        #expect(try router.apply(.present(charter, style: .sheet)) == nil)
    }

    @Test func theGateHoldsItsOwnStack() throws {
        let router = try router()
        try router.setHolding(["onboarding"])

        try router.apply(.push(AnyRoute(OnboardingRoute.name)))

        #expect(router.state.topPresentation?.stack == [welcome, AnyRoute(OnboardingRoute.name)])
        try router.apply(.back)
        #expect(router.state.topPresentation?.stack == [welcome])
    }

    @Test func aLinkThatArrivesWhileAGuardHoldsWaitsAndLandsWhenItClearsInOneChange() throws {
        let router = try router()
        try router.setHolding(["onboarding"])

        #expect(try router.open(charterLink, from: .external) == .deferred(by: ["onboarding"]))
        #expect(router.state.presentations == [Sailaway.onboardingGuard.gate])
        #expect(router.deferredLinks == [charterLink])

        let recorder = EventRecorder(router)
        try router.setHolding([])

        #expect(router.state.presentations.isEmpty)
        #expect(router.state.selectedTab == .charters)
        #expect(router.state.stack(.charters) == [charter])
        #expect(router.deferredLinks.isEmpty)
        #expect(recorder.events.map(\.cause) == [.guards(holding: [], links: [charterLink])])
    }

    @Test func aLinkOfAColdStartWaitsForTheGuardToo() throws {
        let router = try router(ready: false)
        try router.open(userLink, from: .external)
        try router.open(charterLink, from: .external)
        try router.setHolding(["onboarding"])

        router.markReady()

        #expect(router.state.presentations == [Sailaway.onboardingGuard.gate])
        #expect(router.deferredLinks == [userLink, charterLink])
        try router.setHolding([])
        #expect(router.state.selectedTab == .charters, "applied in order: the last link is on screen")
        #expect(router.state.stack(.profile) == [AnyRoute(ProfileRoute.user(id: Sample.user))])
    }

    @Test func deferredLinksSurviveARelaunchInTheSavedDocument() throws {
        let links = try Sailaway.links()
        let before = try router()
        try before.setHolding(["onboarding"])
        try before.open(charterLink, from: .external)
        let saved = NavigationDocument.encode(before.state, links: links, deferredLinks: before.deferredLinks)

        let restoration = NavigationDocument.decode(saved.data, tabs: Sailaway.tabs, links: links)
        let after = try router(ready: false)
        after.restore(restoration.state, deferredLinks: restoration.deferredLinks)
        try after.setHolding(["onboarding"])
        after.markReady()
        #expect(after.state.presentations == [Sailaway.onboardingGuard.gate])

        try after.setHolding([])
        #expect(after.state.stack(.charters) == [charter])
    }

    @Test func guardsThatRedirectToEachOthersGatesFailWithATypedErrorNamingThem() throws {
        let other = NavigationGuard("terms", gate: Presentation(AnyRoute(SettingsRoute.about), style: .sheet)) {
            $0 == AnyRoute(SettingsRoute.about)
        }
        let router = try Router.sailaway(guards: [Sailaway.onboardingGuard, other])
        let before = router.state

        #expect(throws: NavigationError.guardLoop(["onboarding", "terms", "onboarding"])) {
            try router.setHolding(["onboarding", "terms"])
        }
        #expect(router.state == before, "nothing changes")
        #expect(router.holding.isEmpty)
        let message = NavigationError.guardLoop(["onboarding", "terms"]).description
        #expect(message == "The guards 'onboarding' → 'terms' redirect to each other's gates without end.")
    }

    @Test func aRestoredStateIsGuardedToo() throws {
        let router = try router(ready: false)
        try router.setHolding(["onboarding"])
        let saved = try NavigationState(tabs: Sailaway.tabs).applying([.push(charter, tab: .charters), .selectTab(.charters)])

        router.restore(saved)

        #expect(router.state.presentations == [Sailaway.onboardingGuard.gate])
        #expect(router.state.stack(.charters) == [charter])
    }
}
