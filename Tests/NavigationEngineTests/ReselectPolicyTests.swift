import Foundation
import NavigationEngine
import Testing

/// What tapping the tab that is already selected does, under each policy the host may choose.
@MainActor
@Suite struct ReselectPolicyTests {
    let detail = AnyRoute(CharterRoute.detail(id: Sample.charter))
    let editor = AnyRoute(ChecklistRoute.editor(id: Sample.checklist))

    /// A router on the Charters tab, two screens deep, with home one screen deep.
    func router(_ policy: ReselectPolicy, clock: ManualClock = ManualClock()) throws -> Router {
        let router = try Router.sailaway(reselectPolicy: policy, clock: clock)
        try router.apply(.push(editor, tab: .home))
        try router.apply(.selectTab(.charters))
        try router.apply(.replaceStack([detail, editor], tab: .charters))
        return router
    }

    @Test func byDefaultReselectingKeepsTheStackAndChangesNothing() throws {
        let router = try router(.keepStack)
        #expect(router.reselectPolicy == .keepStack)
        let recorder = EventRecorder(router)

        #expect(try router.apply(.selectTab(.charters)) == nil)
        #expect(router.state.stack(.charters) == [detail, editor])
        #expect(recorder.events.isEmpty)
    }

    @Test func theDefaultPolicyIsKeepStack() throws {
        #expect(try Router.sailaway().reselectPolicy == .keepStack)
    }

    @Test func reselectingStillDismissesTheSheetWhenTheStackIsKept() throws {
        let router = try router(.keepStack)
        try router.apply(.present(AnyRoute(ChecklistRoute.rate(id: Sample.checklist))))

        try router.apply(.selectTab(.charters))

        #expect(router.state.topPresentation?.top == nil)
        #expect(router.state.stack(.charters) == [detail, editor])
    }

    @Test func popToRootEmptiesTheReselectedTabOnlyInOneEvent() throws {
        let router = try router(.popToRoot)
        let recorder = EventRecorder(router)

        try router.apply(.selectTab(.charters))

        #expect(router.state.stack(.charters).isEmpty)
        #expect(router.state.stack(.home) == [editor])
        #expect(recorder.events.count == 1)
        #expect(recorder.events.first?.cause == .intent(.selectTab(.charters)))
    }

    @Test func popToRootDoesNotPopATabThatIsMerelySelected() throws {
        let router = try router(.popToRoot)

        try router.apply(.selectTab(.home))

        #expect(router.state.stack(.home) == [editor])
        #expect(router.state.stack(.charters) == [detail, editor])
    }

    @Test func twoReselectsWithinTheIntervalPopToRoot() throws {
        let clock = ManualClock()
        let router = try router(.popToRootOnDoubleReselect(within: .milliseconds(400)), clock: clock)

        try router.apply(.selectTab(.charters))
        #expect(router.state.stack(.charters) == [detail, editor])
        clock.advance(by: .milliseconds(300))
        try router.apply(.selectTab(.charters))

        #expect(router.state.stack(.charters).isEmpty)
    }

    @Test func twoReselectsFarApartKeepTheStack() throws {
        let clock = ManualClock()
        let router = try router(.popToRootOnDoubleReselect(within: .milliseconds(400)), clock: clock)

        try router.apply(.selectTab(.charters))
        clock.advance(by: .seconds(2))
        try router.apply(.selectTab(.charters))

        #expect(router.state.stack(.charters) == [detail, editor])
    }

    @Test func visitingAnotherTabBetweenTwoReselectsIsNotADoubleReselect() throws {
        let clock = ManualClock()
        let router = try router(.popToRootOnDoubleReselect(within: .milliseconds(400)), clock: clock)

        try router.apply(.selectTab(.charters))
        try router.apply(.selectTab(.home))
        try router.apply(.selectTab(.charters))
        clock.advance(by: .milliseconds(100))
        try router.apply(.selectTab(.charters))

        #expect(router.state.stack(.charters) == [detail, editor])
    }

    @Test func aReselectRightAfterADoubleReselectStartsANewCount() throws {
        let clock = ManualClock()
        let router = try router(.popToRootOnDoubleReselect(within: .milliseconds(400)), clock: clock)
        try router.apply(.selectTab(.charters))
        clock.advance(by: .milliseconds(100))
        try router.apply(.selectTab(.charters))
        #expect(router.state.stack(.charters).isEmpty)

        // The user opens a screen and taps the tab once more, soon after: a single tap.
        try router.apply(.push(detail))
        clock.advance(by: .milliseconds(100))
        try router.apply(.selectTab(.charters))

        #expect(router.state.stack(.charters) == [detail])
    }
}
