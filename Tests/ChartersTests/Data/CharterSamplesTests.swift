import Charters
import ChartersInterface
import ChecklistsInterface
import FeatureTesting
import Foundation
import GRDB
import SailawayDatabase
import Testing

/// A new install's charters: one coming up and one archived, running the sample checklists
/// when the build has them — which is why Charters' data comes after Checklists'.
struct CharterSamplesTests {
    @Test func theSampleChartersRunTheSampleChecklists() throws {
        let database = try SailawayDatabase.inMemory(with: [ChartersFeature(), FakeChecklistsFeature()])
        try database.writer.read { db throws in
            #expect(try String.fetchOne(db, sql: "SELECT name FROM charter WHERE id = ?", arguments: [SampleCharters.aegeanWeek]) == "Aegean Week")
            #expect(try Bool.fetchOne(db, sql: "SELECT archivedAt IS NOT NULL FROM charter WHERE id = ?", arguments: [SampleCharters.solentWeekend]) == true)
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM charterCrew WHERE charterID = ?", arguments: [SampleCharters.aegeanWeek]) == 4)
            #expect(try String.fetchAll(db, sql: "SELECT role FROM charterChecklist WHERE charterID = ? ORDER BY role", arguments: [SampleCharters.aegeanWeek])
                == ["check-in", "daily", "post-charter"])
        }
    }

    @Test func withoutChecklistsTheChartersAreWrittenWithNoneChosen() throws {
        let database = try SailawayDatabase.inMemory(with: [ChartersFeature()])
        try database.writer.read { db throws in
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM charter") == 2)
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM charterChecklist") == 0)
        }
    }

    @Test func chartersDataComesAfterChecklistsThoughItsNameComesFirst() throws {
        let names = try SailawayDatabase.inMemory(with: [ChartersFeature(), FakeChecklistsFeature()]).writer.read { db throws in
            try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations WHERE identifier LIKE 'Ch%' ORDER BY rowid")
        }
        #expect(
            names == [
                "Checklists: sample checklists", "Charters: charters, crew and checklists", "Charters: chosen checklists outlive their checklist",
                "Charters: sample charters",
            ]
        )
    }
}
