import FeatureRegistry
import FeatureTesting
import Foundation
import GRDB
@testable import FieldNotes
import FieldNotesInterface
import SailawayDatabase
import SearchInterface
import Testing

/// FieldNotes' data: its own table by a named migration with the sample entries, search that finds
/// the user's entries for them alone, its part of the export and of the account.
@MainActor
struct FieldNotesDataTests {
    @Test func itsTableIsItsOwnNamedMigrationWithTheSampleEntries() async throws {
        let app = try await AppHarness(features: [FieldNotesFeature()])
        let (migrations, ids) = try await app.database.writer.read { db in
            (
                try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations WHERE identifier LIKE 'FieldNotes: %' ORDER BY identifier"),
                try UUID.fetchAll(db, sql: "SELECT id FROM fieldNoteEntry ORDER BY createdAt")
            )
        }
        #expect(migrations == ["FieldNotes: entries", "FieldNotes: sample entries"])
        #expect(ids == [SampleFieldNotes.departure, SampleFieldNotes.reefing, SampleFieldNotes.anchorage])
    }

    @Test func searchFindsTheUsersOwnEntriesForThemOnly() async throws {
        let app = try await AppHarness(features: [FieldNotesFeature()])
        try await app.database.writer.write { db in
            try FieldNoteEntry(
                id: UUID(), title: "Anchored off the point", text: "Another sailor's night.",
                // new-feature: with --typed-form
                day: try CalendarDay(parsing: "2026-09-15"), distance: 9,
                // new-feature: end
                // new-feature: with --public-link
                visibility: .public,
                // new-feature: end
                createdAt: SampleContent.date("2026-09-15"), authorID: SampleContent.marta
            ).insert(db)
        }
        let provider = FieldNotesListings.searchProvider
        #expect(provider.scope == .own)
        #expect(provider.browse == nil)
        let context = app.context
        #expect(try await provider.search("anchored", 20, context).map(\.title) == ["Anchored for the night"])
        #expect(try await provider.search("ANCHOR night", 20, context).map(\.title) == ["Anchored for the night"])
        #expect(try await provider.search("100%", 20, context).isEmpty)
        let paste = String(repeating: "anchored ", count: 1_200)  // 10 KB: bounded, never refused
        #expect(try await provider.search(paste, 20, context).map(\.title) == ["Anchored for the night"])
    }

    @Test func theExportHasTheFieldNotesPart() async throws {
        let app = try await AppHarness(features: [FieldNotesFeature()])
        let schema = try AppSchema(app.session.composition.contributions)
        let part = try #require(schema.parts.first { $0.feature == "FieldNotes" }?.data.export)
        #expect(part.key == "fieldNotes")
        let value = try await app.database.writer.read { db in try part.value(db, SampleContent.currentUser) }
        guard case .list(let rows) = value else {
            Issue.record("the fieldNotes part should list the user's entries")
            return
        }
        #expect(rows.count == 3)
        let json = String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
        #expect(json.contains("Anchored for the night"))
    }

    @Test func anEntryWrittenOnOneDeviceReachesTheAuthorsOtherDevice() async throws {
        let phone = try await AppHarness(features: [FieldNotesFeature()])
        let laptop = try await AppHarness(features: [FieldNotesFeature()])
        #expect(phone.database.syncSchema.table("fieldNoteEntry") == FieldNotesData.synced)
        // The phone is signed in: what is written on it waits to be sent.
        let id = UUID()
        try await phone.database.writer.write { db in
            try SyncControl.setCapturing(true, db)
            try FieldNoteEntry(
                id: id, title: "Crossed to the island", text: "Reefed at noon.",
                // new-feature: with --typed-form
                day: try CalendarDay(parsing: "2026-09-16"), distance: 14,
                // new-feature: end
                // new-feature: with --public-link
                visibility: .private,
                // new-feature: end
                createdAt: SampleContent.date("2026-09-16"), authorID: SampleContent.currentUser
            ).insert(db)
        }
        let schema = phone.database.syncSchema
        let waiting = try await phone.database.writer.read { db in try Outbox.waiting(limit: 10, schema: schema, in: db) }
        #expect(waiting.map(\.table) == ["fieldNoteEntry"], "the new entry waits, the sample entries do not")
        let change = try #require(waiting.first)
        // The server orders it; the laptop applies it as it pulls.
        _ = try await laptop.database.apply(
            [LoggedChange(seq: 1, table: change.table, key: change.key, operation: change.operation, row: change.fields)],
            cursor: 1, makeID: { UUID() }
        )
        let title = try await laptop.database.writer.read { db in
            try String.fetchOne(db, sql: "SELECT title FROM fieldNoteEntry WHERE id = ?", arguments: [id])
        }
        #expect(title == "Crossed to the island")
    }

    @Test func theAccountHoldsTheEntries() async throws {
        let app = try await AppHarness(features: [FieldNotesFeature()])
        let account = try #require(FieldNotesData.declaration.account)
        let holdings = try await app.database.writer.read { db in try account(db, SampleContent.currentUser) }
        #expect(holdings.map(\.title) == ["Field note entries"])
        #expect(holdings.map(\.count) == [3])
    }
}
