import Foundation
import NavigationEngine
import Testing

/// The intents a screen's action asks for — back, a replacement, showing a route where its link
/// lives — in the router's own vocabulary, and the promise every stack keeps: never the same
/// screen twice in a row.
@MainActor
@Suite struct NavigationVocabularyTests {
    let links: LinkTable
    let checklist = AnyRoute(ChecklistRoute.detail(id: Sample.checklist))
    let editor = AnyRoute(ChecklistRoute.editor(id: Sample.checklist))
    let user = AnyRoute(ProfileRoute.user(id: Sample.user))

    init() throws {
        links = try Sailaway.links()
    }

    private func router() -> Router {
        let router = Router(tabs: Sailaway.tabs, links: links, logger: .silent)
        router.markReady()
        return router
    }

    @Test func pushingTheScreenOnTopAgainChangesNothing() throws {
        let router = router()
        try router.apply(.push(checklist))

        let event = try router.apply(.push(checklist))

        #expect(event == nil)
        #expect(router.state.selectedStack == [checklist])
    }

    @Test func replacingAnEditorWithThePageUnderItReturnsToThatPage() throws {
        let router = router()
        try router.apply(.push(checklist))
        try router.apply(.push(editor))

        try router.apply(.replaceTop(checklist))

        #expect(router.state.selectedStack == [checklist])
    }

    @Test func aStackGivenWithRepeatsShowsEachScreenOnceInARow() throws {
        let router = router()

        try router.apply(.replaceStack([checklist, checklist, editor, checklist, checklist], tab: .home))

        #expect(router.state.stack(.home) == [checklist, editor, checklist])
    }

    @Test func backClosesTheSheetFirstThenPops() throws {
        let router = router()
        try router.apply(.push(checklist))
        try router.apply(.present(AnyRoute(ChecklistRoute.rate(id: Sample.checklist))))

        try router.apply(.back)
        #expect(router.state.topPresentation?.top == nil)
        #expect(router.state.selectedStack == [checklist])

        try router.apply(.back)
        #expect(router.state.selectedStack == [])
        #expect(try router.apply(.back) == nil)
    }

    @Test func aPushFromASheetLandsInsideItAndBackPopsInsideIt() throws {
        let router = router()
        let rating = AnyRoute(ChecklistRoute.rate(id: Sample.checklist))
        try router.apply(.present(rating))

        try router.apply(.push(checklist))

        #expect(router.state.topPresentation?.stack == [rating, checklist])
        #expect(router.state.selectedStack == [])
        try router.apply(.back)
        #expect(router.state.topPresentation?.stack == [rating])
        try router.apply(.back)
        #expect(router.state.presentations.isEmpty)
    }

    @Test func aPushOntoTheSelectedTabByNameLandsUnderTheModalsAndClosesThem() throws {
        let router = router()
        try router.apply(.present(AnyRoute(ChecklistRoute.rate(id: Sample.checklist))))

        let event = try #require(try router.apply(.push(checklist, tab: .home)))

        #expect(router.state.presentations.isEmpty)
        #expect(router.state.selectedStack == [checklist])
        #expect(!event.before.presentations.isEmpty)
    }

    @Test func openingARouteShowsItWhereItsLinkSaysInOneStep() throws {
        let router = router()
        try router.apply(.push(checklist))

        try router.apply(.open(user))

        #expect(router.state.selectedTab == .profile)
        #expect(router.state.stack(.profile) == [user])
        #expect(router.state.stack(.home) == [checklist])
    }

    @Test func openingARouteNoLinkPrintsIsRefusedAndChangesNothing() throws {
        let router = router()
        let stranger = AnyRoute(Stranger.somewhere)
        let before = router.state

        #expect(throws: NavigationError.noLink(stranger)) { try router.apply(.open(stranger)) }
        #expect(router.state == before)
    }

    private enum Stranger: Route {
        case somewhere
    }
}
