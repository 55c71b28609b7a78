@testable import Guides
import FeatureRegistry
import FeatureTesting
import Foundation
import GRDB
import GuidesInterface
import SailawayDatabase
import Testing

/// Deleting one of your own guides asks in a confirmation dialog and takes its sections with
/// it; someone else's guide offers no Delete and its dialog is not found.
@MainActor
struct GuideDeletionTests {
    private nonisolated static let id = SampleGuides.newCrewNotes

    @Test func deletingAGuideTakesItsSectionsAndLeavesItsPage() async throws {
        let app = try await guidesApp()
        try app.selectTab("library")
        try await app.tap("Open Notes for New Crew")
        try await app.tap("Delete")
        #expect(app.state.presentations.map(\.style) == [.confirmationDialog])
        #expect(await app.screen().title == "Delete “Notes for New Crew”?")
        #expect(try await app.tap("Delete") == "Deleted “Notes for New Crew”.")

        #expect(app.state.presentations.isEmpty)
        #expect(app.stackLinks.isEmpty)
        #expect(await !app.rows(under: "Guides").contains("Notes for New Crew"))
        let sections = try await app.database.writer.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM guideSection WHERE guideID = ?", arguments: [Self.id])
        }
        #expect(sections == 0)
    }

    @Test func someoneElsesGuideHasNoDeleteAndItsDialogIsNotFound() async throws {
        let app = try await guidesApp()
        try app.open("sailaway://content/guide/\(SampleGuides.sternToMooring.uuidString)")
        #expect(await !app.actionLabels().contains("Delete"))
        try app.open("sailaway://guide/\(SampleGuides.sternToMooring.uuidString)/delete", from: .internal)
        #expect(await app.screen().kind == .notFound)
    }
}
