import Foundation
import NavigationEngine
import Testing

/// Links that declare parents open with a synthetic back stack: the parents, then the route, so
/// Back goes up to the screens a person would have come through.
@MainActor
@Suite struct LinkParentsTests {
    static let charter = AnyRoute(CharterRoute.detail(id: Sample.charter))
    static let checkIn = AnyRoute(CharterRoute.checkIn(id: Sample.charter))

    @Test func aLinkFromOutsideOpensItsTabWithTheParentsUnderTheRouteAndBackGoesUp() throws {
        let router = try Router.sailaway()
        try router.apply(.push(AnyRoute(SettingsRoute.about), tab: .charters))

        try router.open("sailaway://charter/550e8400-e29b-41d4-a716-446655440002/check-in", from: .external)

        #expect(router.state.selectedTab == .charters)
        #expect(router.state.stack(.charters) == [Self.charter, Self.checkIn], "the stack is replaced, parents first")
        try router.apply(.back)
        #expect(router.state.stack(.charters) == [Self.charter])
    }

    @Test func showingTheRouteFromInsideBuildsTheSameStack() throws {
        let router = try Router.sailaway()
        try router.apply(.open(Self.checkIn))
        #expect(router.state.stack(.charters) == [Self.charter, Self.checkIn])
    }

    // MARK: - A route pushed onto the current tab

    /// A logbook entry, on whichever tab: its parent is the logbook.
    @CasePathable
    enum LogRoute: Route {
        case logbook
        case day(Int)
        case entry(Int)
    }

    static let log = AnyRoute(LogRoute.logbook)

    static func router() throws -> Router {
        let patterns = [
            LinkPattern<LogRoute>("log", .internal, case: \.logbook).erased,
            LinkPattern<LogRoute>("log/{day}", .internal, case: \.day, parents: { _ in [AnyRoute(LogRoute.logbook)] }).erased,
            LinkPattern<LogRoute>(
                "log/{day}/entry", .internal,
                case: \.entry,
                parents: { day in [AnyRoute(LogRoute.logbook), AnyRoute(LogRoute.day(day))] }
            ).erased,
        ]
        let router = Router(tabs: Sailaway.tabs, links: try LinkTable(patterns: patterns, configuration: Sailaway.configuration), logger: .silent)
        router.markReady()
        return router
    }

    @Test func onTheCurrentTabOnlyTheParentsTheStackLacksArePushed() throws {
        let router = try Self.router()
        try router.apply(.open(AnyRoute(LogRoute.entry(3))))
        #expect(router.state.stack(.home) == [Self.log, AnyRoute(LogRoute.day(3)), AnyRoute(LogRoute.entry(3))], "from nowhere: every parent")

        try router.apply(.popToRoot())
        try router.apply(.push(Self.log))
        try router.apply(.open(AnyRoute(LogRoute.entry(4))))
        #expect(router.state.stack(.home) == [Self.log, AnyRoute(LogRoute.day(4)), AnyRoute(LogRoute.entry(4))], "the logbook is there already")

        try router.apply(.replaceStack([AnyRoute(SettingsRoute.about), Self.log, AnyRoute(LogRoute.day(5))], tab: .home))
        try router.apply(.open(AnyRoute(LogRoute.entry(5))))
        #expect(router.state.stack(.home).suffix(2) == [AnyRoute(LogRoute.day(5)), AnyRoute(LogRoute.entry(5))], "straight over its day")
        #expect(router.state.stack(.home).count == 4)
    }
}
