import FeatureRegistry
import NavigationEngine
import SailawayUIModel
import Testing

/// What a `NavigationStack(path:)` binding reports — a pop to a depth, a push — is the
/// router's intent, and the path then reads the router's stack: SwiftUI never holds a stack of
/// its own.
@MainActor @Suite struct StackEditTests {
    let scene: FakeScene
    var router: Router { scene.session.router }

    init() async throws {
        scene = try await FakeScene(opening: [SampleLinks.portoCervo])
        try scene.session.router.apply(.push(FakeRoutes.kiel))
    }

    @Test func aPathPoppedByTheBindingIsTheRoutersBackAndLeavesItsState() {
        let causes = NavigationCauses(router)

        scene.model.setPath([FakeRoutes.portoCervo], of: .discover)

        #expect(causes.all == [.intent(.back)])
        #expect(router.state.stack(.discover) == [FakeRoutes.portoCervo])
        #expect(scene.model.path(of: .discover) == router.state.stack(.discover))
    }

    @Test func aPopToTheRootIsOneChangeOfBacks() {
        let causes = NavigationCauses(router)

        scene.model.setPath([], of: .discover)

        #expect(causes.all == [.intent(.sequence([.back, .back]))])
        #expect(scene.model.path(of: .discover).isEmpty)
    }

    @Test func aPushTheBindingReportsIsPushedOntoItsTab() {
        let causes = NavigationCauses(router)

        scene.model.setPath([FakeRoutes.portoCervo, FakeRoutes.kiel, FakeRoutes.editPortoCervo], of: .discover)

        #expect(causes.all == [.intent(.push(FakeRoutes.editPortoCervo, tab: .discover))])
        #expect(scene.model.path(of: .discover) == [FakeRoutes.portoCervo, FakeRoutes.kiel, FakeRoutes.editPortoCervo])
    }

    @Test func aStackNotInFrontIsPoppedAsItsOwnAndTheSheetInFrontStays() throws {
        try router.apply(.present(FakeRoutes.reviewPortoCervo))
        let causes = NavigationCauses(router)

        scene.model.setPath([FakeRoutes.portoCervo], of: .discover)

        #expect(causes.all == [.intent(.pop(tab: .discover))])
        #expect(router.state.presentations.count == 1)
    }

    @Test func aSheetsPathIsPoppedByBackInsideItWhenItIsOnTop() throws {
        try router.apply(.present(FakeRoutes.reviewPortoCervo))
        try router.apply(.push(FakeRoutes.kiel))
        #expect(scene.model.modalPath(at: 0) == [FakeRoutes.kiel])
        let causes = NavigationCauses(router)

        scene.model.setModalPath([], at: 0)

        #expect(causes.all == [.intent(.back)])
        #expect(router.state.presentations.first?.stack == [FakeRoutes.reviewPortoCervo])
        #expect(scene.model.modalPath(at: 0).isEmpty)
    }

    @Test func aSheetUnderAnotherIsNotEditedAndReadsTheRoutersStackAgain() throws {
        try router.apply(.present(FakeRoutes.reviewPortoCervo))
        try router.apply(.push(FakeRoutes.kiel))
        try router.apply(.present(FakeRoutes.editPortoCervo))
        let before = router.state

        scene.model.setModalPath([], at: 0)

        #expect(router.state == before)
        #expect(scene.model.modalPath(at: 0) == [FakeRoutes.kiel])
    }

    @Test func theDetailColumnsPathIsAboveTheRouteChosenAndEditedAsItsTabs() {
        #expect(scene.model.split.chosen == FakeRoutes.portoCervo)
        #expect(scene.model.detailPath == [FakeRoutes.kiel])
        let causes = NavigationCauses(router)

        scene.model.detailPath = []

        #expect(causes.all == [.intent(.back)])
        #expect(router.state.stack(.discover) == [FakeRoutes.portoCervo], "the route chosen stays")
    }

    @Test func aTabChosenInTheBarOrTheSidebarIsSelectedAndKeepsEveryStack() {
        scene.model.selectedTab = .home
        #expect(router.state.selectedTab == .home)
        #expect(scene.model.sidebarSelection == .home)

        scene.model.sidebarSelection = .discover

        #expect(scene.model.selectedTab == .discover)
        #expect(scene.model.path(of: .discover) == [FakeRoutes.portoCervo, FakeRoutes.kiel])
    }

    @Test func aPathTheRouterRefusesChangesNothingAndSaysWhy() {
        let before = router.state

        scene.model.selectedTab = "lighthouse"

        #expect(router.state == before)
        #expect(scene.model.message?.kind == .error)
        #expect(scene.model.message?.text.hasPrefix("There is no 'lighthouse' tab in this build.") == true)
    }

    @Test func anEditThatChangesNothingAppliesNothing() {
        let causes = NavigationCauses(router)

        scene.model.setPath([FakeRoutes.portoCervo, FakeRoutes.kiel], of: .discover)

        #expect(causes.all.isEmpty)
    }

    @Test func pullingASheetDownDismissesItUnlessAGuardKeepsIt() throws {
        try router.apply(.present(FakeRoutes.reviewPortoCervo))
        #expect(scene.model.modal(at: 0, style: .sheet)?.root == FakeRoutes.reviewPortoCervo)
        #expect(scene.model.modal(at: 0, style: .fullScreenCover) == nil)
        #expect(scene.model.canDismiss(to: 0))

        scene.model.dismiss(to: 0)

        #expect(router.state.presentations.isEmpty)
        #expect(scene.model.modal(at: 0, style: .sheet) == nil)
    }
}
