import Foundation
import NavigationEngine
import Testing

/// The router applying intents: the PRD's navigation tests, stacks on named tabs, sheets,
/// cross-tab navigation and the events every change sends.
@MainActor
@Suite struct RouterTests {
    let editor = AnyRoute(ChecklistRoute.editor(id: Sample.checklist))
    let charter = AnyRoute(CharterRoute.detail(id: Sample.charter))
    let user = AnyRoute(ProfileRoute.user(id: Sample.user))
    let rating = AnyRoute(ChecklistRoute.rate(id: Sample.checklist))

    // MARK: - The PRD's navigation tests

    @Test func checklistCreationFlowPushesTheEditorOnHomeAndBackPopsIt() throws {
        let router = try Router.sailaway()
        #expect(router.state.selectedTab == .home)
        #expect(router.state.stack(.home).isEmpty)

        try router.apply(.push(editor, tab: .home))
        #expect(router.state.stack(.home) == [editor])

        try router.apply(.pop())
        #expect(router.state.stack(.home).isEmpty)
    }

    @Test func switchingTabsKeepsHomesStack() throws {
        let router = try Router.sailaway()
        try router.apply(.push(editor, tab: .home))
        let homeBefore = router.state.stack(.home)

        try router.apply(.selectTab(.library))
        try router.apply(.push(AnyRoute(LibraryRoute.browse(kind: .decks, page: nil))))
        try router.apply(.pop())
        try router.apply(.pop())

        #expect(router.state.selectedTab == .library)
        #expect(router.state.stack(.home) == homeBefore)
        try router.apply(.selectTab(.home))
        #expect(router.state.selectedStack == [editor])
    }

    // MARK: - Stacks

    @Test func intentsOnANamedTabChangeOnlyThatTabAndKeepTheSelection() throws {
        let router = try Router.sailaway()

        try router.apply(.push(charter, tab: .charters))
        try router.apply(.push(AnyRoute(ChecklistRoute.detail(id: Sample.checklist)), tab: .charters))
        #expect(router.state.selectedTab == .home)
        #expect(router.state.stack(.charters).count == 2)

        try router.apply(.pop(tab: .charters))
        #expect(router.state.stack(.charters) == [charter])

        try router.apply(.replaceStack([user, charter], tab: .profile))
        #expect(router.state.stack(.profile) == [user, charter])

        try router.apply(.popToRoot(tab: .profile))
        #expect(router.state.stack(.profile).isEmpty)
        #expect(router.state.stack(.charters) == [charter])
        #expect(router.state.stack(.home).isEmpty)
    }

    @Test func backOnAnEmptyStackChangesNothingAndSendsNoEvent() throws {
        let router = try Router.sailaway()
        let recorder = EventRecorder(router)
        let before = router.state

        #expect(try router.apply(.pop()) == nil)
        #expect(try router.apply(.popToRoot(tab: .charters)) == nil)
        #expect(try router.apply(.dismiss) == nil)

        #expect(router.state == before)
        #expect(recorder.events.isEmpty)
    }

    @Test(arguments: [
        NavigationIntent.push(AnyRoute(SettingsRoute.about), tab: "settings"),
        .pop(tab: "settings"),
        .popToRoot(tab: "settings"),
        .replaceStack([], tab: "settings"),
        .selectTab("settings"),
        .show(Destination(tab: "settings", stack: [])),
    ])
    func anIntentForATabTheBuildDoesNotHaveThrowsAndChangesNothing(intent: NavigationIntent) throws {
        let router = try Router.sailaway()
        try router.apply(.push(editor))
        let recorder = EventRecorder(router)
        let before = router.state

        #expect(throws: NavigationError.unknownTab("settings", available: Sailaway.tabs)) {
            try router.apply(intent)
        }
        #expect(router.state == before)
        #expect(recorder.events.isEmpty)
    }

    // MARK: - Sheets

    @Test func aModalIsPresentedOverAnotherAndDismissedOneLevelAtATime() throws {
        let router = try Router.sailaway()
        try router.apply(.push(editor))

        try router.apply(.present(rating))
        #expect(router.state.topPresentation?.top == rating)
        try router.apply(.present(user))
        #expect(router.state.presentations.map(\.root) == [rating, user])
        try router.apply(.dismiss)
        #expect(router.state.topPresentation?.top == rating)
        try router.apply(.dismiss)
        #expect(router.state.presentations.isEmpty)
        #expect(router.state.stack(.home) == [editor])
    }

    @Test func selectingATabDismissesTheSheet() throws {
        let router = try Router.sailaway()
        try router.apply(.present(rating))

        try router.apply(.selectTab(.discover))

        #expect(router.state.topPresentation?.top == nil)
        #expect(router.state.selectedTab == .discover)
    }

    // MARK: - Cross-tab navigation

    @Test func showingAUserFromAnyTabOpensTheProfileTabWithThatUser() throws {
        let router = try Router.sailaway()
        try router.apply(.push(editor))
        try router.apply(.push(AnyRoute(ProfileRoute.user(id: Sample.otherChecklist)), tab: .profile))

        let destination = try #require(router.destination(for: user))
        #expect(destination == Destination(tab: .profile, stack: [user]))

        try router.apply(.show(destination))
        #expect(router.state.selectedTab == .profile)
        #expect(router.state.stack(.profile) == [user])
        #expect(router.state.stack(.home) == [editor])
    }

    @Test func theDestinationOfASheetRouteIsASheetOverTheSelectedTab() throws {
        let router = try Router.sailaway()
        try router.apply(.selectTab(.charters))
        try router.apply(.push(charter))

        #expect(router.destination(for: rating) == Destination(tab: .charters, stack: nil, presentation: Presentation(rating)))
    }

    @Test func theDestinationOfARouteWithoutATabIsOnTopOfTheSelectedStack() throws {
        let router = try Router.sailaway()
        try router.apply(.selectTab(.charters))
        try router.apply(.push(charter))
        let about = AnyRoute(SettingsRoute.about)

        #expect(router.destination(for: about) == Destination(tab: .charters, stack: [charter, about]))
    }

    @Test func aRouteNoLinkPrintsHasNoDestination() throws {
        struct Unregistered: Route {}
        let router = try Router.sailaway(links: Sailaway.links(disabling: ["Profiles"]))

        #expect(router.destination(for: AnyRoute(Unregistered())) == nil)
        #expect(router.destination(for: user) == nil)
    }

    // MARK: - Events

    @Test func everyChangeSendsOneEventWithBeforeAfterAndCauseToEveryObserver() throws {
        let router = try Router.sailaway()
        let first = EventRecorder(router)
        let second = EventRecorder(router)
        let before = router.state

        let returned = try #require(try router.apply(.push(editor)))

        for recorder in [first, second] {
            #expect(recorder.events.count == 1)
            let event = try #require(recorder.events.first)
            #expect(event.before == before)
            #expect(event.after == router.state)
            #expect(event.cause == .intent(.push(editor)))
        }
        #expect(returned.after == router.state)
        #expect(returned.cause == .intent(.push(editor)))
    }

    @Test func anObserverWhoseTokenIsCancelledOrReleasedHearsNothingMore() throws {
        let router = try Router.sailaway()
        let cancelled = EventRecorder(router)
        let released = EventRecorder(router)
        let staying = EventRecorder(router)
        try router.apply(.push(editor))

        cancelled.cancel()
        released.release()
        try router.apply(.selectTab(.library))

        #expect(cancelled.events.count == 1)
        #expect(released.events.count == 1)
        #expect(staying.events.count == 2)
    }

    @Test func anObserverThatNavigatesInResponseLetsEveryObserverSeeChangesInOrder() throws {
        let router = try Router.sailaway()
        // Like a feature that sends the user on when a screen is opened.
        let redirect = router.observe { event in
            if event.after.selectedStack.last == AnyRoute(SettingsRoute.about) {
                _ = try? router.apply(.replaceStack([], tab: event.after.selectedTab))
            }
        }
        let first = EventRecorder(router)
        let second = EventRecorder(router)

        try router.apply(.push(AnyRoute(SettingsRoute.about)))

        for recorder in [first, second] {
            #expect(recorder.events.map(\.cause) == [.intent(.push(AnyRoute(SettingsRoute.about))), .intent(.replaceStack([], tab: .home))])
            #expect(recorder.events.first?.after == recorder.events.last?.before)
            #expect(recorder.events.last?.after == router.state)
        }
        redirect.cancel()
    }

    @Test func resettingReturnsToTheLaunchStateInOneEvent() throws {
        let router = try Router.sailaway()
        try router.apply(.push(editor))
        try router.apply(.replaceStack([charter], tab: .charters))
        try router.apply(.present(rating))
        let recorder = EventRecorder(router)

        router.reset()
        router.reset()

        #expect(router.state == NavigationState(tabs: Sailaway.tabs))
        #expect(recorder.events.count == 1)
        #expect(recorder.events.first?.cause == .reset)
    }

    @Test func restoringReplacesTheWholeStateInOneEvent() throws {
        let router = try Router.sailaway()
        let recorder = EventRecorder(router)
        let saved = try NavigationState(tabs: Sailaway.tabs).applying([
            .replaceStack([charter], tab: .charters),
            .replaceStack([user], tab: .profile),
            .selectTab(.charters),
            .present(rating),
        ])

        router.restore(saved)

        #expect(router.state == saved)
        #expect(recorder.events.count == 1)
        #expect(recorder.events.first?.cause == .restoration)
    }
}
