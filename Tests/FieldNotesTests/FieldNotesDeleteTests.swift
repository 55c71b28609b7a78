// new-feature: only with --delete-confirmation
import FeatureRegistry
import FeatureTesting
import Foundation
import GRDB
import FieldNotes
import FieldNotesInterface
import NavigationEngine
import SailawayDatabase
import Testing

/// Deleting an entry asks first, in a confirmation dialog: Delete removes it for good and goes
/// back to the list; Cancel keeps it.
@MainActor
struct FieldNotesDeleteTests {
    static let departureLink = "sailaway://fieldnotes/entry/\(SampleFieldNotes.departure.uuidString.lowercased())"

    /// The app at the entry “Left the marina at dawn”.
    static func atTheDeparture() async throws -> AppHarness {
        let app = try await AppHarness(features: [FieldNotesFeature()])
        try app.open(departureLink, from: .internal)
        return app
    }

    @Test func deleteAsksFirstThenDeletesForGoodAndGoesBack() async throws {
        let app = try await Self.atTheDeparture()
        try await app.tap("Delete Entry")
        #expect(app.state.presentations.map(\.style) == [.confirmationDialog])
        #expect(await app.screen().title == "Delete “Left the marina at dawn”?")

        #expect(try await app.tap("Delete") == "Deleted “Left the marina at dawn”.")
        #expect(app.state.presentations.isEmpty)
        #expect(!app.stackLinks.contains(Self.departureLink), "the deleted entry's page goes too")
        let left = try await app.database.writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM fieldNoteEntry") }
        #expect(left == 2)
    }

    @Test func cancelKeepsTheEntry() async throws {
        let app = try await Self.atTheDeparture()
        try await app.tap("Delete Entry")
        try await app.tap("Cancel")
        #expect(app.state.presentations.isEmpty)
        #expect(await app.screen().title == "Left the marina at dawn")
        let kept = try await app.database.writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM fieldNoteEntry") }
        #expect(kept == 3)
    }
}
