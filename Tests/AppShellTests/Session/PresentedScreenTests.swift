import AppShell
import AppShellInterface
import FeatureRegistry
import Foundation
import NavigationEngine
import NavigationTesting
import SearchInterface
import Testing

/// What the user sees now — the top screen, where it sits, its link and the tab bar — and the
/// link the share action hands out.
@MainActor
@Suite final class PresentedScreenTests {
    let fixture = ShellFixture()

    deinit {
        fixture.removeDirectory()
    }

    @Test func atLaunchHomesRootIsShownWithItsRootLink() async throws {
        let session = try await fixture.launch()

        let presented = await session.presentedScreen()

        #expect(presented.screen.title == "Home")
        #expect(presented.tab == .home)
        #expect(presented.link == "sailaway://home")
        #expect(presented.breadcrumb == ["Home"])
        #expect(!presented.isSheet)
        #expect(presented.tabs.map(\.title) == ["Home", "Library", "Discover", "Crew"])
        #expect(presented.tabs.map(\.isSelected) == [true, false, false, false])
    }

    @Test func theBreadcrumbRunsFromTheTabToTheTopScreen() async throws {
        let session = try await fixture.launch(opening: [Links.portoCervo])
        try await session.tap("Edit")

        let presented = await session.presentedScreen()

        #expect(presented.screen.title == "Edit Porto Cervo")
        #expect(presented.tab == .discover)
        #expect(presented.breadcrumb == ["Discover", "Porto Cervo", "Edit Porto Cervo"])
        #expect(presented.link == "sailaway://harbor/550e8400-e29b-41d4-a716-446655440000/edit")
        #expect(presented.tabs.first { $0.isSelected }?.id == .discover)
    }

    @Test func aSheetIsShownOnTopWithItsOwnLink() async throws {
        let session = try await fixture.launch(opening: [Links.portoCervo])
        try await session.tap("Review")

        let presented = await session.presentedScreen()

        #expect(presented.isSheet)
        #expect(presented.screen.title == "Review")
        #expect(presented.screen.actions.map(\.label) == ["Submit", "Go Back"])
        #expect(presented.link == "sailaway://harbor/550e8400-e29b-41d4-a716-446655440000/review")
        #expect(presented.breadcrumb == ["Discover", "Porto Cervo"])
        #expect(presented.tab == .discover)
    }

    @Test func aScreenWhoseContentIsGoneIsNamedNotFoundInTheBreadcrumb() async throws {
        let session = try await fixture.launch(opening: ["sailaway://harbor/00000000-0000-0000-0000-00000000dead"])

        let presented = await session.presentedScreen()

        #expect(presented.breadcrumb == ["Discover", "Not Found"])
        #expect(presented.link == "sailaway://harbor/00000000-0000-0000-0000-00000000dead")
    }

    // MARK: - Sharing

    @Test(arguments: [
        (LinkStyle.custom, "sailaway://harbor/550e8400-e29b-41d4-a716-446655440000"),
        (.universal, "https://sailaway.app/harbor/550e8400-e29b-41d4-a716-446655440000"),
    ])
    func aHarborIsSharedAsAPublicLink(style: LinkStyle, expected: String) async throws {
        let session = try await fixture.launch(opening: [Links.portoCervo])

        let shared = try #require(session.shareLink(style: style))

        #expect(shared.link == expected)
        #expect(shared.isPublic)
    }

    @Test func anInternalScreenIsSharedAsALinkThatOnlyOpensInTheApp() async throws {
        let session = try await fixture.launch(opening: [Links.portoCervo])
        try await session.tap("Edit")

        let shared = try #require(session.shareLink(style: .universal))

        #expect(shared.link == "https://sailaway.app/harbor/550e8400-e29b-41d4-a716-446655440000/edit")
        #expect(!shared.isPublic)
    }

    @Test func theSheetIsWhatIsShared() async throws {
        let session = try await fixture.launch(opening: [Links.portoCervo])
        try await session.tap("Review")

        let shared = try #require(session.shareLink(style: .custom))

        #expect(shared.link == "sailaway://harbor/550e8400-e29b-41d4-a716-446655440000/review")
        #expect(!shared.isPublic)
    }

    @Test func aTabsRootIsSharedAsItsInternalRootLink() async throws {
        let session = try await fixture.launch()
        try session.selectTab(named: "library")

        let shared = try #require(session.shareLink(style: .custom))

        #expect(shared.link == "sailaway://library")
        #expect(!shared.isPublic)
    }

    @Test func aSharedLinkOpensTheSameScreenInAnotherSession() async throws {
        let sharer = try await fixture.launch(opening: [Links.kiel])
        let link = try #require(sharer.shareLink(style: .universal)?.link)

        let receiver = try await fixture.launch(opening: [link])

        #expect(receiver.router.state.stack(.discover) == [Routes.kiel])
        #expect(await receiver.presentedScreen().screen.title == "Kiel")
    }
}
