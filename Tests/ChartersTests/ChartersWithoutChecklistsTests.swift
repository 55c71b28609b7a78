@testable import Charters
import FeatureRegistry
import FeatureTesting
import NavigationEngine
import Testing

/// In a build without Checklists a charter still opens; its checklists say they cannot be run,
/// and no checklist can be chosen.
@MainActor @Suite struct ChartersWithoutChecklistsTests {
    @Test func checklistEntriesSayChecklistsAreNotAvailable() async throws {
        // Data written by a build with Checklists, opened by one without.
        let app = try await AppHarness(features: [ChartersFeature(), FakeChecklistsFeature()])
        try await app.relaunch(enabled: ["Charters"])
        try app.open("sailaway://charter/550e8400-e29b-41d4-a716-446655440002")
        let screen = await app.screen()
        #expect(screen.title == "Aegean Week")
        let rows = screen.rows(in: "Checklists")
        #expect(rows.map(\.text) == ["Check-in: Charter Check-in (Lefkada)", "Daily: Daily Boat Checks", "Post-charter: End of Charter"])
        #expect(rows.allSatisfy { $0.detail == "Checklists are not available in this build" })
        #expect(rows.allSatisfy { $0.accessibility.value == "Checklists are not available in this build" })
        #expect(!screen.actionLabels.contains { $0.hasPrefix("Open ") })
        #expect(!screen.actionLabels.contains { $0.hasPrefix("Choose ") }, "without Checklists there is no chooser to ask")
    }

    @Test func aRunLinkSaysWhichFeatureIsMissing() async throws {
        let app = try await AppHarness(features: [ChartersFeature()], declared: [.checklists])
        let error = #expect(throws: LinkError.self) {
            try app.open("sailaway://charter/550e8400-e29b-41d4-a716-446655440002/checklist/5a11c4ec-0000-4000-8000-000000000009")
        }
        #expect(error?.description.contains("Checklists") == true)
        #expect(app.stackLinks.isEmpty)
    }

    @Test func aChecklistsFeatureThatIsDisabledCountsAsAbsent() async throws {
        let app = try await AppHarness(features: [ChartersFeature(), FakeChecklistsFeature()], enabled: ["Charters"])
        try app.open("sailaway://charter/550e8400-e29b-41d4-a716-446655440002")
        let screen = await app.screen()
        #expect(screen.rows(in: "Checklists").first?.detail == "Checklists are not available in this build")
        #expect(!screen.actionLabels.contains("Open Check-in Checklist"))
    }
}
