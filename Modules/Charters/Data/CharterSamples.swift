import ChartersInterface
import ChecklistsInterface
import Foundation
import GRDB
import SailawayDatabase

/// The charters a new install starts with: one coming up, one archived, each with its crew and
/// the sample checklists it runs.
enum CharterSamples {
    /// Writes the sample charters that are not on the device yet.
    @Sendable
    static func insert(_ db: Database) throws {
        for charter in charters {
            try charter.insert(db)
        }
    }

    static let charters = [
        SampleCharter(
            id: SampleCharters.aegeanWeek, name: "Aegean Week", boat: "Bavaria 46 “Meltemi”", start: "2027-06-12", end: "2027-06-19",
            crew: ["Alex Morgan", "Marta Ferrer", "Jonas Lind", "Priya Shah"],
            checklists: [(.checkIn, SampleChecklists.myCheckIn), (.daily, SampleChecklists.dailyBoatChecks), (.postCharter, SampleChecklists.endOfCharter)],
            archived: nil, created: "2026-11-02"
        ),
        SampleCharter(
            id: SampleCharters.solentWeekend, name: "Solent Weekend", boat: "Sun Odyssey 36i “Skylark”", start: "2026-05-02", end: "2026-05-04",
            crew: ["Alex Morgan", "Aiko Tanaka"],
            checklists: [(.checkIn, SampleChecklists.myCheckIn), (.daily, SampleChecklists.dailyBoatChecks)],
            archived: "2026-05-05", created: "2026-04-10"
        ),
    ]
}

/// A sample charter with its crew and checklists.
struct SampleCharter {
    var id: UUID
    var name: String
    var boat: String
    var start: String
    var end: String
    var crew: [String]
    var checklists: [(role: CharterChecklistRole, checklist: UUID)]
    var archived: String?
    var created: String

    func insert(_ db: Database) throws {
        // The user may have deleted their account before Charters first ran; a charter is theirs.
        guard try User.exists(db, key: SampleContent.currentUser), try !Charter.exists(db, key: id) else { return }
        let created = SampleContent.date(created)
        try db.execute(
            sql: """
                INSERT INTO charter (id, ownerID, name, boat, startDay, endDay, archivedAt, createdAt, updatedAt)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [id, SampleContent.currentUser, name, boat, start, end, archived.map(SampleContent.date), created, created]
        )
        for (position, name) in crew.enumerated() {
            try db.execute(sql: "INSERT INTO charterCrew (charterID, position, name) VALUES (?, ?, ?)", arguments: [id, position, name])
        }
        // A checklist is chosen only if it is on the device (a build without Checklists has none).
        for (role, checklist) in checklists {
            try db.execute(
                sql: "INSERT INTO charterChecklist (charterID, role, checklistID) SELECT ?, ?, ? WHERE EXISTS (SELECT 1 FROM content WHERE id = ?)",
                arguments: [id, role.rawValue, checklist, checklist]
            )
        }
    }
}
