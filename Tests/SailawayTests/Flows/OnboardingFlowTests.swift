import AppShellInterface
import FeatureRegistry
import Foundation
import NavigationEngine
import ProfilesInterface
import SailawayDatabase
import Testing

/// Onboarding, seed 003's "onboarding as modal": a new install starts in a full-screen cover
/// that makes the person a sailor; a link from an email opened on first launch lands after it;
/// deleting the account returns to it.
@MainActor
@Suite struct OnboardingFlowTests {
    static let emailLink = "https://sailaway.app/content/checklist/550e8400-e29b-41d4-a716-446655440000"

    @Test func aNewInstallStartsInOnboardingWithTheTabsUnderIt() async throws {
        let app = try await ComposedApp.launch(welcomed: false)

        #expect(app.state.presentations == [Presentation(AnyRoute(ProfileRoute.welcome), style: .fullScreenCover)])
        let screen = await app.session.presentedScreen()
        #expect(screen.screen.title == "Welcome to Sailaway")
        #expect(screen.presentation == .fullScreenCover)
        #expect(screen.screen.actions.map(\.label) == ["Create My Sailor Profile", "Explore with Sample Content"])
    }

    @Test func aLinkFromAnEmailOnFirstLaunchLandsAfterOnboarding() async throws {
        let app = try await ComposedApp.launch(welcomed: false)
        try app.open(Self.emailLink)
        #expect(app.session.router.deferredLinks == [Self.emailLink])
        #expect(await app.screen().title == "Welcome to Sailaway")

        // The person walks onboarding inside the cover, and relaunches half-way: the link waits.
        try await app.tap("Create My Sailor Profile")
        #expect(app.state.topPresentation?.stack.count == 2, "the step is pushed inside the cover")
        try await app.relaunch()
        #expect(app.session.router.deferredLinks == [Self.emailLink])
        #expect(await app.screen().title == "Your Sailor Profile")

        try await app.tap("Create Profile", "Kim Rivera")

        #expect(app.state.presentations.isEmpty)
        #expect(app.state.selectedTab == .discover)
        #expect(await app.screen().title == "Pre-Departure Safety")
        #expect(app.session.router.deferredLinks.isEmpty)
    }

    @Test func aNewSailorTakesTheSampleSailorsPlaceWhoseOwnContentIsNoLongerTheirs() async throws {
        let app = try await ComposedApp.launch(welcomed: false)
        try await app.tap("Create My Sailor Profile")
        try await app.tap("Create Profile", "Kim Rivera")

        try app.selectTab("profile")
        let profile = await app.screen()
        #expect(profile.title == "Kim Rivera")
        let sample = try await app.database.writer.read { db in try User.fetchOne(db, key: SampleContent.currentUser) }
        #expect(sample?.isCurrent == false, "Alex Morgan is one of the other sailors now")
        #expect(try await app.database.writer.read { db in try Preference.newInstall.value(db) } == nil)
    }

    @Test func exploringWithSampleContentIsTheSampleSailorsApp() async throws {
        let app = try await ComposedApp.launch(welcomed: false)

        let message = try await app.tap("Explore with Sample Content")

        #expect(message == "You are exploring as Alex Morgan. Create your own profile any time from Profile.")
        #expect(app.state.presentations.isEmpty)
        #expect(await app.screen().title == "Home")
        try await app.relaunch()
        #expect(app.state.presentations.isEmpty, "onboarding is done for good")
    }

    @Test func reselectingATabFollowsTheChoiceInSettingsAndTheChoiceIsKept() async throws {
        let app = try await ComposedApp.launch()
        try app.selectTab("discover")
        try await app.tap("Browse Checklists")
        try app.selectTab("discover")
        #expect(app.state.selectedStack.count == 1, "the PRD's default keeps the stack")

        try app.open("sailaway://settings/navigation", from: .internal)
        #expect(await app.screen().sections.first?.rows.first?.mark == .checked)
        try await app.tap("Choose “Go back to the top”")
        try await app.relaunch()

        try app.selectTab("discover")
        try app.selectTab("discover")
        #expect(app.state.selectedStack.isEmpty, "re-selecting now pops to the root")
    }

    /// A tap that only navigates reads the setting and the guards again when another face or
    /// process committed something since they were read.
    @Test func aChoiceMadeInAnotherFaceIsFollowedFromTheNextTap() async throws {
        let app = try await ComposedApp.launch()
        try app.selectTab("discover")
        try await app.database.writer.write { db in
            try Preference(ReselectChoice.preferenceKey).set(ReselectChoice.popToRoot.rawValue, db)
        }

        try await app.tap("Browse Checklists")
        try app.selectTab("discover")

        #expect(app.state.selectedStack.isEmpty, "the choice committed elsewhere is followed")
    }
}
