@testable import Charters
import ChartersInterface
import ChecklistsInterface
import FeatureRegistry
import FeatureTesting
import Foundation
import GRDB
import NavigationEngine
import SailawayDatabase
import Testing

/// A charter's page: crew, the sections other features contribute (Checklists' runs, through a
/// stand-in), archiving.
@MainActor @Suite struct CharterDetailTests {
    static let aegeanLink = "sailaway://charter/550e8400-e29b-41d4-a716-446655440002"

    let app: AppHarness

    init() async throws {
        app = try await AppHarness(features: [ChartersFeature(), FakeChecklistsFeature()])
    }

    @Test func aLinkOpensTheCharterInChartersTab() async throws {
        try app.open(Self.aegeanLink)
        #expect(app.state.selectedTab == .charters)
        #expect(app.stackLinks == [Self.aegeanLink])
        let screen = await app.screen()
        #expect(screen.title == "Aegean Week")
        #expect(screen.subtitle == "Bavaria 46 “Meltemi” · 12–19 Jun 2027")
        #expect(screen.rows(in: "Crew").map(\.text) == ["Alex Morgan", "Marta Ferrer", "Jonas Lind", "Priya Shah"])
    }

    @Test func otherFeaturesSectionsShowOnThePageWithTheirActions() async throws {
        try app.open(Self.aegeanLink)
        let screen = await app.screen()
        let rows = screen.rows(in: "Checklists")
        #expect(rows.map(\.text) == ["Check-in: Charter Check-in (Lefkada)", "Daily: Daily Boat Checks", "Post-charter: End of Charter"])
        #expect(rows.allSatisfy { $0.detail == FakeChecklistsFeature.runText })
        #expect(screen.sections.map(\.heading) == ["Crew", "Checklists"])
        // A section's actions come before the page's own.
        #expect(Array(screen.actionLabels.prefix(4)) == ["Open Check-in Checklist", "Open Daily Checklist", "Open Post-charter Checklist", "Edit Charter"])
    }

    @Test func aSectionThatFailsSaysSoAndTheRestOfThePageShows() async throws {
        let app = try await AppHarness(features: [ChartersFeature(), FakeChecklistsFeature(), FailingPageSectionFeature()])
        try app.open(Self.aegeanLink)
        let screen = await app.screen()
        #expect(screen.title == "Aegean Week")
        let broken = try #require(screen.sections.first { $0.heading == "Passages" })
        #expect(broken.rows.isEmpty)
        #expect(broken.emptyText == "Could not load: the log is soaked")
        #expect(screen.rows(in: "Checklists").count == 3)
    }

    @Test func aSectionWithNothingToShowHereDrawsNoHeading() async throws {
        let app = try await AppHarness(features: [ChartersFeature(), FakeChecklistsFeature(), RaceLogFeature()])
        try app.open(Self.aegeanLink)
        #expect(await app.screen().sections.map(\.heading) == ["Crew", "Checklists"])
    }

    @Test func aSectionKnowsTheCharterItIsOnWithItsBoat() async throws {
        let app = try await AppHarness(features: [ChartersFeature(), FakeChecklistsFeature(), BoatLogFeature()])
        try app.open(Self.aegeanLink)
        #expect(await app.screen().rows(in: "Boat Log").map(\.text) == ["Entries of Bavaria 46 “Meltemi” for Aegean Week"])
    }

    @Test func openingAChecklistPushesItsRunInChecklists() async throws {
        try app.open(Self.aegeanLink)
        try await app.tap("Open Check-in Checklist")
        #expect(app.stackLinks == [Self.aegeanLink, "\(Self.aegeanLink)/checklist/5a11c4ec-0000-4000-8000-000000000009"])
        app.back()
        try await app.tap("Open Daily Checklist")
        #expect(app.stackLinks.last == "\(Self.aegeanLink)/checklist/5a11c4ec-0000-4000-8000-000000000006")
    }

    @Test func aRoleWithoutAChecklistSaysSoAndOffersNothingToOpen() async throws {
        try app.open(Self.aegeanLink)
        try await app.tap("Choose Post-charter Checklist")
        let message = try await app.tap("No Checklist")
        #expect(message == "Aegean Week has no post-charter checklist.")
        let screen = await app.screen()
        #expect(screen.rows(in: "Checklists").last?.text == "Post-charter: None chosen")
        #expect(!screen.actionLabels.contains("Open Post-charter Checklist"))

        try await app.tap("Choose Daily Checklist")
        try await app.tap("Use Night Watch Handover")
        #expect(await app.screen().rows(in: "Checklists")[1].text == "Daily: Night Watch Handover")
    }

    @Test func archivingMovesTheCharterToArchivedAndRestoringBringsItBack() async throws {
        try app.selectTab("charters")
        try await app.tap("Open Aegean Week")
        let message = try await app.tap("Archive Charter")
        #expect(message == "Archived Aegean Week. Find it under Archived Charters.")
        #expect(await app.screen().title == "Charters")
        #expect(!(await app.screen().actionLabels.contains("Open Aegean Week")))

        try await app.tap("Archived Charters")
        try await app.tap("Open Aegean Week")
        let archived = await app.screen()
        #expect(archived.subtitle == "Bavaria 46 “Meltemi” · 12–19 Jun 2027 · Archived")
        #expect(try await app.tap("Restore Charter") == "Restored Aegean Week.")
        #expect(await app.screen().actionLabels.contains("Archive Charter"))
        app.back()
        app.back()
        #expect(await app.screen().actionLabels.contains("Open Aegean Week"))
    }

    @Test func anUnknownCharterIsNotFoundOnEveryScreen() async throws {
        let id = UUID()
        let routes: [CharterRoute] = [.detail(id: id), .edit(id: id), .crew(id: id)]
        for route in routes {
            let screen = await app.session.composition.screen(for: AnyRoute(route), viewer: app.viewer)
            #expect(screen.kind == .notFound, "\(route)")
            #expect(screen.subtitle == "This charter was deleted or never existed.")
            #expect(screen.actionLabels == ["Go Back"])
        }
        try app.open("sailaway://charter/\(id.uuidString.lowercased())")
        #expect(await app.screen().kind == .notFound)
    }

    @Test func editingIsOneFormThatKeepsARefusedSubmissionUntilSaved() async throws {
        try app.open(Self.aegeanLink)
        try await app.tap("Edit Charter")
        let form = await app.screen()
        #expect(form.title == "Edit Aegean Week")
        #expect(Self.currentValues(form) == ["Aegean Week", "Bavaria 46 “Meltemi”", "2027-06-12", "2027-06-19"], "seeded from the saved charter")
        await #expect(throws: ActionError.self) { try await app.tap("Save Changes", "Aegean Fortnight", "Bavaria 46 “Meltemi”", "2027-06-26", "2027-06-12") }
        try await app.relaunch()
        #expect(Self.currentValues(await app.screen()) == ["Aegean Fortnight", "Bavaria 46 “Meltemi”", "2027-06-12", "2027-06-19"], "the name given is kept")
        #expect(try await app.tap("Save Changes", "Aegean Fortnight", "Bavaria 46 “Meltemi”", "2027-06-12", "2027-06-26") == "Saved Aegean Fortnight.")
        let detail = await app.screen()
        #expect(detail.title == "Aegean Fortnight")
        #expect(detail.subtitle == "Bavaria 46 “Meltemi” · 12–26 Jun 2027")
        #expect(try await CharterTestSupport.count("draft", charter: SampleCharters.aegeanWeek, column: "contentID", in: app) == 0)
    }

    @Test func discardingEditsLeavesTheCharterAsItWas() async throws {
        try app.open(Self.aegeanLink)
        try await app.tap("Edit Charter")
        await #expect(throws: ActionError.self) { try await app.tap("Save Changes", "Aegean Week", "Something Else", "2027-06-19", "2027-06-12") }
        try await app.tap("Discard Changes")
        #expect(await app.screen().subtitle == "Bavaria 46 “Meltemi” · 12–19 Jun 2027")
        try await app.tap("Edit Charter")
        #expect(Self.currentValues(await app.screen())[1] == "Bavaria 46 “Meltemi”")
    }

    /// The values an edit form shows in its fields, in order.
    private static func currentValues(_ form: Screen) -> [String?] {
        form.actions.first { $0.id == "save-changes" }?.inputs.map(\.current) ?? []
    }
}
