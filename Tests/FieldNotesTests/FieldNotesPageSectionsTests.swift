// new-feature: only with --extension-point
import FeatureRegistry
import FeatureTesting
import Foundation
import FieldNotes
import FieldNotesInterface
import SailawayDatabase
import Testing

/// FieldNotes' own extension point: another feature adds a section to an entry's page, loaded for
/// the entry; one that fails says so in its place and the page still shows.
@MainActor
struct FieldNotesPageSectionsTests {
    /// A feature of another team's, as it would fill the point: importing `FieldNotesInterface` only.
    struct TideTables: Feature {
        var name: String { "TideTables" }

        func register(with registrar: FeatureRegistrar) {
            registrar.contribute(
                PageSection<FieldNoteEntryPage>(title: "Tides", order: 10) { page, _ in
                    .init(section: ScreenSection("Tides", rows: [ScreenRow("High water on \(page.day.spoken): 06:12")]))
                },
                to: FieldNoteEntryPageSections.self
            )
            registrar.contribute(
                PageSection<FieldNoteEntryPage>(title: "Weather", order: 20) { _, _ in throw ActionError("the forecast is offline") },
                to: FieldNoteEntryPageSections.self
            )
        }
    }

    @Test func anotherFeaturesSectionIsLoadedForTheEntryAndAFailingOneSaysSo() async throws {
        let app = try await AppHarness(features: [FieldNotesFeature(), TideTables()])
        try app.open("sailaway://fieldnotes/entry/\(SampleFieldNotes.anchorage.uuidString.lowercased())", from: .internal)
        let screen = await app.screen()
        #expect(screen.title == "Anchored for the night")
        let tides = try #require(screen.sections.first(where: { $0.heading == "Tides" }))
        #expect(tides.rows.map(\.text) == ["High water on \(try CalendarDay(parsing: "2026-09-14").spoken): 06:12"])
        let weather = try #require(screen.sections.first(where: { $0.heading == "Weather" }))
        #expect(weather.rows.isEmpty)
        #expect(weather.emptyText?.hasPrefix("Could not load") == true)
        #expect(screen.actions.map(\.label).contains("Go Back"))
    }

    @Test func withoutContributorsTheEntryShowsItsOwnSectionAlone() async throws {
        let app = try await AppHarness(features: [FieldNotesFeature()])
        try app.open("sailaway://fieldnotes/entry/\(SampleFieldNotes.anchorage.uuidString.lowercased())", from: .internal)
        #expect(await app.screen().sections.count == 1)
    }
}
