import AppShell
import AppShellInterface
import FeatureRegistry
import Foundation
import NavigationEngine
import NavigationTesting
import ProfilesInterface
import SearchInterface
import Testing

/// Performing a screen's actions: the action changes data through its feature, then asks for
/// one navigation change — a push, a cross-tab show, a sheet, back, a replacement, a tab — or
/// fails, changing nothing and saying why.
@MainActor
@Suite final class AppSessionActionTests {
    let fixture = ShellFixture()

    deinit {
        fixture.removeDirectory()
    }

    // MARK: - The fakes' actions

    @Test func showingTheHarborMasterMovesToTheProfileTabAndKeepsDiscover() async throws {
        let session = try await fixture.launch(opening: [Links.portoCervo])

        try await session.tap("Show Harbor Master")

        #expect(session.router.state.selectedTab == .profile)
        #expect(session.router.state.stack(.profile) == [Routes.harborMaster])
        #expect(session.router.state.stack(.discover) == [Routes.portoCervo])
        #expect(await session.presentedScreen().screen.title == "Harbor Master")
    }

    @Test func aReviewSheetIsSubmittedWithItsTextClosedAndSaved() async throws {
        let session = try await fixture.launch(opening: [Links.portoCervo])

        try await session.tap("Review")
        #expect(session.router.state.visibleRoute == Routes.reviewPortoCervo)
        let review = try await session.action("Submit")
        #expect(review.inputs.map(\.name) == ["text"])

        let message = try await session.perform(review, inputs: ["text": "Calm berths, kind staff"])

        #expect(message == "Thanks for your review.")
        #expect(session.router.state.presentations.isEmpty)
        #expect(session.router.state.stack(.discover) == [Routes.portoCervo])
        #expect(fixture.harbors.harbor(HarborStore.portoCervo.id)?.reviews == ["Calm berths, kind staff"])
        #expect(await session.presentedScreen().screen.sections.first?.rows.map(\.text) == ["Calm berths, kind staff"])
    }

    @Test func anActionThatFailsThrowsItsReasonAndChangesNothing() async throws {
        let session = try await fixture.launch(opening: [Links.portoCervo])
        try await session.tap("Edit")
        let before = session.router.state
        let log = NavigationLog(session.router)

        let error = try await #require(throws: ActionError.self) { try await session.tap("Rename", ["name": "   "]) }

        #expect(error.message == "Rename — New name: It cannot be empty. Nothing was changed.")
        #expect(session.router.state == before)
        #expect(log.events.isEmpty)
        #expect(fixture.harbors.harbor(HarborStore.portoCervo.id)?.name == "Porto Cervo")
    }

    @Test func renamingAHarborGoesBackToItsNewName() async throws {
        let session = try await fixture.launch(opening: [Links.portoCervo])
        try await session.tap("Edit")

        let message = try await session.tap("Rename", ["name": "Porto Rotondo"])

        #expect(message == "Renamed to Porto Rotondo.")
        #expect(session.router.state.stack(.discover) == [Routes.portoCervo])
        #expect(await session.presentedScreen().screen.title == "Porto Rotondo")
    }

    @Test func aMissingHarborShowsNotFoundAndItsActionGoesBack() async throws {
        let missing = "sailaway://harbor/00000000-0000-0000-0000-00000000dead"
        let session = try await fixture.launch(opening: [missing])

        let presented = await session.presentedScreen()
        #expect(presented.screen.kind == .notFound)
        #expect(presented.screen.actions.map(\.label) == ["Go Back"])

        try await session.tap("Go Back")

        #expect(session.router.state.selectedTab == .discover)
        #expect(session.router.state.stack(.discover).isEmpty)
    }

    // MARK: - Each navigation an action can ask for

    @Test func aPushFromASheetLandsInsideItAndBackReturnsToTheSheetsRoot() async throws {
        let session = try await fixture.launch(opening: [Links.portoCervo])
        try await session.tap("Review")
        let log = NavigationLog(session.router)

        let message = try await session.perform(.push("Open Kiel", to: HarborRoute.detail(id: HarborStore.kiel.id)))

        #expect(message == nil)
        #expect(session.router.state.topPresentation?.stack == [Routes.reviewPortoCervo, Routes.kiel])
        #expect(session.router.state.stack(.discover) == [Routes.portoCervo])
        #expect(log.events.count == 1)
        #expect(session.back())
        #expect(session.router.state.topPresentation?.stack == [Routes.reviewPortoCervo])
    }

    @Test func aPushOntoTheTabByNameFromASheetClosesItAndLandsOnTheStackBelowInOneChange() async throws {
        let session = try await fixture.launch(opening: [Links.portoCervo])
        try await session.tap("Review")
        let log = NavigationLog(session.router)

        try await session.perform(.navigate("Open Kiel", .push(AnyRoute(HarborRoute.detail(id: HarborStore.kiel.id)), tab: .discover)))

        #expect(session.router.state.presentations.isEmpty)
        #expect(session.router.state.stack(.discover) == [Routes.portoCervo, Routes.kiel])
        #expect(log.events.count == 1)
    }

    @Test func aReplacementSwapsTheTopScreen() async throws {
        let session = try await fixture.launch(opening: [Links.portoCervo])
        try await session.tap("Edit")
        let saveAsKiel = ScreenAction(id: "save", "Save") { _ in .replace(with: HarborRoute.detail(id: HarborStore.kiel.id), message: "Saved.") }

        let message = try await session.perform(saveAsKiel)

        #expect(message == "Saved.")
        #expect(session.router.state.stack(.discover) == [Routes.portoCervo, Routes.kiel])
    }

    @Test func aReplacementCanAlsoTakeTheStepsThatLedToIt() async throws {
        let session = try await fixture.launch(opening: [Links.portoCervo])
        try await session.tap("Edit")
        let finish = ScreenAction(id: "finish", "Finish") { _ in .replace(with: HarborRoute.detail(id: HarborStore.kiel.id), popping: 2) }

        _ = try await session.perform(finish)

        #expect(session.router.state.stack(.discover) == [Routes.kiel])
    }

    @Test func anActionCanSelectATab() async throws {
        let session = try await fixture.launch(opening: [Links.portoCervo])
        let goHome = ScreenAction(id: "home", "Home") { _ in ActionResult(navigation: .selectTab(.home)) }

        let message = try await session.perform(goHome)

        #expect(message == nil)
        #expect(session.router.state.selectedTab == .home)
        #expect(session.router.state.stack(.discover) == [Routes.portoCervo])
    }

    @Test func aMessageOnlyActionStaysWhereItIs() async throws {
        let session = try await fixture.launch(opening: [Links.portoCervo])
        let before = session.router.state

        let message = try await session.perform(ScreenAction(id: "weather", "Weather") { _ in .message("Force 3, easing.") })

        #expect(message == "Force 3, easing.")
        #expect(session.router.state == before)
    }

    @Test func showingAScreenOfADisabledFeatureFailsAndChangesNothing() async throws {
        let session = try await fixture.launch(enabled: ["Harbors"], opening: [Links.portoCervo])
        let before = session.router.state

        let error = try await #require(throws: NavigationError.self) {
            try await session.perform(.show("Harbor Master", CrewRoute.member(id: CrewRoute.harborMaster)))
        }

        #expect(error == .noLink(AnyRoute(CrewRoute.member(id: CrewRoute.harborMaster))))
        #expect(error.description.contains("no link in this build"))
        #expect(session.router.state == before)
    }

    // MARK: - Navigation a face makes of its own

    @Test func aNavigationAFaceAppliesIsAppliedAndForgetsTheAnswersRefused() async throws {
        let session = try await fixture.launch(opening: [Links.portoCervo])
        try await session.tap("Edit")
        _ = try? await session.tap("Rename", ["name": "   "])
        #expect(session.refused?.answers == ["name": "   "])

        // A swipe back in SwiftUI's stack is the face's own navigation, not an action.
        try session.apply(.pop(tab: .discover))

        #expect(session.router.state.stack(.discover) == [Routes.portoCervo])
        #expect(session.refused == nil)
    }

    @Test func aNavigationAFaceAppliesThatTheRouterRefusesThrowsAndChangesNothing() async throws {
        let session = try await fixture.launch(opening: [Links.portoCervo])
        let before = session.router.state

        #expect(throws: NavigationError.self) { try session.apply(.selectTab("lighthouse")) }

        #expect(session.router.state == before)
    }
}
