import Foundation
import NavigationEngine
import PropertyBased
import Testing

/// Every presentation as state: sheets and covers that hold their own stack, dialogs answered
/// once, a modal over a modal, and dismissing to a level.
@Suite struct PresentationTests {
    let launch = NavigationState(tabs: Sailaway.tabs)
    let rating = AnyRoute(ChecklistRoute.rate(id: Sample.checklist))
    let checklist = AnyRoute(ChecklistRoute.detail(id: Sample.checklist))
    let editor = AnyRoute(ChecklistRoute.editor(id: Sample.checklist))
    let confirm = AnyRoute(ChecklistRoute.confirmDelete(id: Sample.checklist))
    let about = AnyRoute(SettingsRoute.about)

    @Test func aCoverHoldsAStackAndDismissingItClosesTheWholeStackAtOnce() throws {
        let state = try launch.applying([.present(about, style: .fullScreenCover), .push(checklist), .push(editor)])

        #expect(state.presentations.map(\.style) == [.fullScreenCover])
        #expect(state.topPresentation?.stack == [about, checklist, editor])
        #expect(state.visibleRoute == editor)
        #expect(state.selectedStack.isEmpty, "the tab under it is untouched")
        #expect(try state.applying(.dismiss).presentations.isEmpty)
    }

    @Test func replacingTheTopInsideAModalReplacesItThere() throws {
        let state = try launch.applying([.present(about, style: .sheet), .push(editor), .replaceTop(checklist)])
        #expect(state.topPresentation?.stack == [about, checklist])
    }

    @Test func aDialogIsOneQuestionAndGoingOnFromItAnswersIt() throws {
        let detail = try launch.applying([.push(checklist), .present(confirm, style: .confirmationDialog)])
        #expect(detail.topPresentation?.style == .confirmationDialog)

        // Deleting: the dialog closes and the page under it goes, in one change.
        let deleted = try detail.applying(.sequence([.dismiss, .back]))
        #expect(deleted.presentations.isEmpty)
        #expect(deleted.selectedStack.isEmpty)

        // A push from a dialog lands where the dialog was shown, not inside it.
        let pushed = try detail.applying(.push(editor))
        #expect(pushed.presentations.isEmpty)
        #expect(pushed.selectedStack == [checklist, editor])
    }

    @Test func aModalOverAModalIsDismissedToAGivenLevel() throws {
        let state = try launch.applying([
            .present(about, style: .fullScreenCover), .present(rating, style: .sheet), .present(confirm, style: .alert),
        ])
        #expect(state.presentations.map(\.style) == [.fullScreenCover, .sheet, .alert])

        #expect(try state.applying(.dismissTo(level: 1)).presentations.map(\.root) == [about])
        #expect(try state.applying(.dismissTo(level: 0)).presentations.isEmpty)
        #expect(try state.applying(.dismissTo(level: 5)) == state)
        #expect(try state.applying(.back).presentations.map(\.style) == [.fullScreenCover, .sheet])
    }

    @Test func presentingOverADialogReplacesTheDialog() throws {
        let state = try launch.applying([.present(confirm, style: .alert), .present(rating, style: .sheet)])
        #expect(state.presentations.map(\.root) == [rating])
    }

    @Test func aSequenceIsAllOrNothing() throws {
        #expect(throws: NavigationError.self) {
            try launch.applying(.sequence([.push(checklist), .selectTab("logbook")]))
        }
    }

    @Test func aPublicCoverLinkOpensAsACoverOverTheSelectedTab() throws {
        let links = try Sailaway.links()
        let resolved = try links.resolve("https://sailaway.app/whats-new", from: .external)
        #expect(resolved.pattern.presentation == .fullScreenCover)
    }
}

/// Links may declare their parents: opening one gives its tab a back stack, in one step.
@MainActor
@Suite struct LinkParentTests {
    @Test func aLinkWithParentsOpensOverThemAndBackGoesUp() throws {
        let router = try Router.sailaway()
        let recorder = EventRecorder(router)

        try router.open("https://sailaway.app/charter/550e8400-e29b-41d4-a716-446655440002/check-in", from: .external)

        let charter = AnyRoute(CharterRoute.detail(id: Sample.charter))
        #expect(router.state.stack(.charters) == [charter, AnyRoute(CharterRoute.checkIn(id: Sample.charter))])
        #expect(recorder.events.count == 1)
        try router.apply(.back)
        #expect(router.state.stack(.charters) == [charter])
    }

    @Test func openingARouteFromInsideBuildsTheSameBackStack() throws {
        let router = try Router.sailaway()
        try router.apply(.open(AnyRoute(CharterRoute.checkIn(id: Sample.charter))))
        #expect(router.state.stack(.charters).count == 2)
    }

    @Test func aPatternSaysWhetherItHasParents() throws {
        let links = try Sailaway.links()
        #expect(links.pattern(for: AnyRoute(CharterRoute.checkIn(id: Sample.charter)))?.hasParents == true)
        #expect(links.pattern(for: AnyRoute(CharterRoute.detail(id: Sample.charter)))?.hasParents == false)
    }
}

/// The split layout is a projection: it reads the state and gives it back, so moving between a
/// compact and a wide window never changes or loses anything.
@Suite struct SplitLayoutTests {
    @Test func theLayoutShowsTabsTheTabsRootAndItsStack() throws {
        let checklist = AnyRoute(ChecklistRoute.detail(id: Sample.checklist))
        let editor = AnyRoute(ChecklistRoute.editor(id: Sample.checklist))
        let state = try NavigationState(tabs: Sailaway.tabs).applying([.selectTab(.discover), .push(checklist), .push(editor)])

        let layout = SplitLayout(state)

        #expect(layout.sidebar == Sailaway.tabs)
        #expect(layout.selectedTab == .discover)
        #expect(layout.chosen == checklist)
        #expect(layout.detailTop == editor)
        #expect(try state.applying(layout.select(editor)).selectedStack == [editor], "choosing in the content column replaces the detail")
    }

    @Test func compactToWideAndBackIsTheSameState() async {
        await propertyCheck(count: 300, input: Arbitrary.intent.array(of: 0...30)) { intents in
            var state = NavigationState(tabs: Sailaway.tabs)
            for intent in intents { state = (try? state.applying(intent)) ?? state }
            // Wide, then compact again: the same state, every tab's stack included.
            let layout = SplitLayout(state)
            #expect(layout.state(over: state) == state)
            #expect(SplitLayout(layout.state(over: state)) == layout)
            // What a person does in either layout changes the state the same way.
            for tab in Sailaway.tabs {
                let wide = try state.applying(SplitLayout.select(tab: tab))
                let compact = try state.applying(.selectTab(tab))
                #expect(wide == compact)
            }
        }
    }
}
