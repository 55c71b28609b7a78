import ChecklistsInterface
import FeatureRegistry
import FeatureTesting
import Foundation
import SailawayDatabase
import Testing

/// An author does not rate their own checklist: the page offers no Rate, and the rate sheet,
/// reached by its link, says why and offers no stars. Issue 16 found a person could rate their
/// own content, which then fed Trending "from other sailors".
@MainActor
struct OwnChecklistRatingTests {
    private let own = SampleChecklists.dailyBoatChecks.uuidString

    @Test func theOwnChecklistsPageOffersNoRate() async throws {
        let app = try await checklistsApp()
        try app.open("sailaway://content/checklist/\(own)")

        #expect(await app.screen().actions.map(\.label) == ["Edit", "Publish", "Fork", "Share", "Delete"])
    }

    @Test func theRateSheetOfYourOwnChecklistRefusesWithoutStars() async throws {
        let app = try await checklistsApp()
        try app.open("sailaway://checklist/\(own)/rate", from: .internal)

        let screen = await app.screen()
        #expect(screen.title == "Rate “Daily Boat Checks”")
        #expect(screen.subtitle == "This is your own checklist, so you cannot rate it: ratings say what other sailors think of it.")
        #expect(screen.actions.map(\.label) == ["Cancel"])
    }
}
