import AppShell
import AppShellInterface
import FeatureRegistry
import Foundation
import NavigationEngine
import NavigationTesting
import ProfilesInterface
import SearchInterface
import Testing

/// The running app: launching (with links that arrive as it starts), the PRD's navigation flows
/// through Home's and the tabs' actions, and going back.
@MainActor
@Suite final class AppSessionTests {
    let fixture = ShellFixture()

    deinit {
        fixture.removeDirectory()
    }

    // MARK: - Launch

    @Test func aFirstLaunchShowsHomeWithEveryStackEmpty() async throws {
        let session = try await fixture.launch()

        #expect(session.router.state.selectedTab == .home)
        #expect(session.router.state.tabs == [.home, .library, .discover, .profile])
        #expect(session.router.state.tabs.allSatisfy { session.router.state.stack($0).isEmpty })
        #expect(session.router.state.presentations.isEmpty)
        #expect(session.restorationReport.isClean)
        #expect(await session.presentedScreen().screen.title == "Home")
    }

    @Test func aLinkAtLaunchOpensDiscoverWithTheHarborInOneColdStartChange() async throws {
        let session = try fixture.session()
        let log = NavigationLog(session.router)

        try await session.launch(opening: [Links.portoCervo])

        #expect(session.router.state.selectedTab == .discover)
        #expect(session.router.state.stack(.discover) == [Routes.portoCervo])
        #expect(log.causes == [.coldStart(links: [Links.portoCervo])])
        #expect(log.events.first?.before == NavigationState(tabs: [.home, .library, .discover, .profile]))
    }

    @Test func severalLinksAtLaunchAreAppliedInOrderAsOneChange() async throws {
        let session = try fixture.session()
        let log = NavigationLog(session.router)

        try await session.launch(opening: [Links.portoCervo, Links.harborMaster])

        #expect(session.router.state.selectedTab == .profile)
        #expect(session.router.state.stack(.profile) == [Routes.harborMaster])
        #expect(session.router.state.stack(.discover) == [Routes.portoCervo])
        #expect(log.causes == [.coldStart(links: [Links.portoCervo, Links.harborMaster])])
    }

    @Test func aLinkAtLaunchLandsOnTheRestoredStateAndKeepsTheOtherTabs() async throws {
        let first = try await fixture.launch()
        try first.router.apply(.push(Routes.northHarbors, tab: .home))
        try first.open(Links.harborMaster, from: .external)
        try first.save()

        let session = try fixture.session()
        let log = NavigationLog(session.router)
        try await session.launch(opening: [Links.kiel])

        #expect(session.router.state.selectedTab == .discover)
        #expect(session.router.state.stack(.discover) == [Routes.kiel])
        #expect(session.router.state.stack(.home) == [Routes.northHarbors])
        #expect(session.router.state.stack(.profile) == [Routes.harborMaster])
        #expect(log.causes == [.restoration, .coldStart(links: [Links.kiel])])
    }

    @Test(arguments: [
        ("sailaway://lighthouse/1", LinkError.Reason.noRoute),
        ("sailaway://harbor/550e8400-e29b-41d4-a716-446655440000/edit", .internalOnly(pattern: "harbor/{id}/edit")),
        ("sailaway://harbor/not-a-uuid", .invalidParameter(name: "id", pattern: "harbor/{id}")),
        ("ftp://harbor/550e8400-e29b-41d4-a716-446655440000", .unsupportedScheme("ftp")),
    ])
    func aLinkThatCannotOpenAtLaunchIsRefusedAndChangesNothing(link: String, reason: LinkError.Reason) async throws {
        let session = try fixture.session()
        let log = NavigationLog(session.router)

        let error = try await #require(throws: LinkError.self) { try await session.launch(opening: [link]) }

        #expect(error.reason == reason)
        #expect(log.events.isEmpty)
        #expect(session.router.state == NavigationState(tabs: [.home, .library, .discover, .profile]))
        #expect(!FileManager.default.fileExists(atPath: fixture.navigationFile.path))
    }

    @Test func aRefusedLaunchQueuesNoneOfItsLinksSoARetriedLaunchStartsClean() async throws {
        let session = try fixture.session()

        await #expect(throws: LinkError.self) { try await session.launch(opening: [Links.portoCervo, "sailaway://lighthouse"]) }
        try await session.launch()

        #expect(session.router.state == NavigationState(tabs: [.home, .library, .discover, .profile]))
    }

    // MARK: - The PRD's flows

    @Test func aHomeQuickActionPushesOntoHomeAndBackPopsIt() async throws {
        let session = try await fixture.launch()

        try await session.tap("Find a Harbor")

        #expect(session.router.state.selectedTab == .home)
        #expect(session.router.state.stack(.home) == [Routes.northHarbors])
        #expect(await session.presentedScreen().screen.title == "North harbors")

        #expect(session.back())
        #expect(session.router.state.stack(.home).isEmpty)
        #expect(await session.presentedScreen().screen.title == "Home")
    }

    @Test func switchingTabsKeepsEachTabsStack() async throws {
        let session = try await fixture.launch()
        try await session.tap("Find a Harbor")
        try await session.tap("Open Kiel")

        try session.selectTab(named: "discover")
        try await session.tap("Open Porto Cervo")
        try await session.tap("Edit")
        #expect(session.router.state.stack(.discover) == [Routes.portoCervo, Routes.editPortoCervo])

        try session.selectTab(named: "Home")
        #expect(session.router.state.selectedStack == [Routes.northHarbors, Routes.kiel])
        #expect(session.back())
        #expect(session.router.state.stack(.home) == [Routes.northHarbors])

        try session.selectTab(named: "DISCOVER")
        #expect(session.router.state.selectedStack == [Routes.portoCervo, Routes.editPortoCervo])
    }

    @Test func reselectingTheSelectedTabKeepsItsStack() async throws {
        let session = try await fixture.launch(opening: [Links.portoCervo])

        try session.selectTab(named: "discover")

        #expect(session.router.state.stack(.discover) == [Routes.portoCervo])
    }

    @Test func aTabIsSelectedByItsTitleToo() async throws {
        let session = try await fixture.launch()

        try session.selectTab(named: "crew")

        #expect(session.router.state.selectedTab == .profile)
    }

    @Test func selectingATabTheBuildHasNotThrowsAndChangesNothing() async throws {
        let session = try await fixture.launch(enabled: ["Crew"])

        let error = try #require(throws: NavigationError.self) { try session.selectTab(named: "discover") }

        #expect(error == .unknownTab("discover", available: [.home, .library, .profile]))
        #expect(session.router.state.selectedTab == .home)
    }

    // MARK: - Back

    @Test func backClosesTheSheetBeforePoppingTheStack() async throws {
        let session = try await fixture.launch(opening: [Links.portoCervo])
        try await session.tap("Review")

        #expect(session.back())
        #expect(session.router.state.presentations.isEmpty)
        #expect(session.router.state.stack(.discover) == [Routes.portoCervo])

        #expect(session.back())
        #expect(session.router.state.stack(.discover).isEmpty)
    }

    @Test func backAtATabsRootReturnsFalseAndChangesNothing() async throws {
        let session = try await fixture.launch(opening: [Links.portoCervo])
        let log = NavigationLog(session.router)
        try session.selectTab(named: "home")

        #expect(!session.back())
        #expect(session.router.state.stack(.discover) == [Routes.portoCervo])
        #expect(log.events.count == 1)
    }
}
