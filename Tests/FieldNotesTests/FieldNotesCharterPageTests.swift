// new-feature: only with --charter-page
import ChartersInterface
import FeatureRegistry
import FeatureTesting
import Foundation
import GRDB
import FieldNotes
import FieldNotesInterface
import SailawayDatabase
import Testing

/// FieldNotes' section of a charter's page, as Charters loads it for a charter: the user's entries
/// that name it, each opening its entry; on a charter no entry names, no section at all.
@MainActor
struct FieldNotesCharterPageTests {
    /// FieldNotes with a stand-in for Charters, which offers the point: a contribution to a point
    /// whose owner is not in the build is dropped.
    private static func app() async throws -> AppHarness {
        try await AppHarness(features: [FieldNotesFeature(), StandInFeature(named: FeatureDeclaration.charters.name)])
    }

    private func section(_ app: AppHarness) throws -> CharterPageSection {
        try #require(app.session.composition.contributions[CharterPageSections.self].first { $0.title == "Field Notes" })
    }

    private static func charter(_ name: String) -> CharterPage {
        CharterPage(id: UUID(), name: name, checklists: [:])
    }

    @Test func aCharterShowsTheEntriesThatNameItEachOpeningItsEntry() async throws {
        let app = try await Self.app()
        try await app.database.writer.write { db in
            try db.execute(sql: "UPDATE fieldNoteEntry SET text = 'Day two of Aegean Week: reefed early.' WHERE id = ?", arguments: [SampleFieldNotes.reefing])
        }
        let content = try #require(await section(app).load(Self.charter("Aegean Week"), app.context))
        #expect(content.section.heading == "Field Notes")
        #expect(content.section.rows.map(\.text) == ["Reefed in a building breeze"])
        #expect(content.actions.map(\.label) == ["Open Reefed in a building breeze"])
        #expect(content.section.rows.first?.action == content.actions.first?.id)
        if case .navigate(.push(let route, _)) = try #require(content.actions.first).effect {
            #expect(route.as(FieldNotesRoute.self) == .entry(id: SampleFieldNotes.reefing))
        } else {
            Issue.record("the row's action does not open its entry")
        }
    }

    @Test func aCharterNoEntryNamesHasNoSection() async throws {
        let app = try await Self.app()
        let none = try await section(app).load(Self.charter("Solent Weekend"), app.context)
        #expect(none == nil)
    }
}
