import ContentCore
import Foundation
import GRDB
import SailawayDatabase

/// A checklist's run within one charter: which items are checked, and the notes.
struct ChecklistRun: Hashable, Sendable {
    /// One item's state in the run.
    struct Mark: Hashable, Sendable {
        var isChecked = false
        var note = ""
    }

    /// The checklist run.
    var checklist: Checklist
    /// The charter's name.
    var charterName: String
    /// Each touched item's state, by item.
    var marks: [UUID: Mark]

    /// How many items are checked.
    var checkedCount: Int {
        checklist.sections.reduce(0) { $0 + $1.items.count { marks[$0.id]?.isChecked == true } }
    }

    /// "3 of 14 checked".
    var progress: String { "\(checkedCount) of \(checklist.itemCount) checked" }
}

extension ChecklistStore {
    /// The run of `checklistID` in `charterID`, if both exist and the user may see them.
    func run(charterID: UUID, checklistID: UUID) async throws -> ChecklistRun? {
        try await database.writer.read { db in
            // The charter's name is all a run needs of it; charters are the Charters feature's.
            guard let charterName = try String.fetchOne(db, sql: "SELECT name FROM charter WHERE id = ?", arguments: [charterID]),
                let content = try ContentItem.visible(checklistID, kind: .checklist, to: try User.current(db).id, in: db)
            else { return nil }
            let checklist = try Self.checklist(content, in: db)
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT itemID, isChecked, note FROM checklistRunItem
                    WHERE charterID = ? AND itemID IN (
                        SELECT checklistItem.id FROM checklistItem
                        JOIN checklistSection ON checklistSection.id = checklistItem.sectionID
                        WHERE checklistSection.checklistID = ?)
                    """,
                arguments: [charterID, checklistID]
            )
            let marks = Dictionary(uniqueKeysWithValues: rows.map { row in
                (row["itemID"] as UUID, ChecklistRun.Mark(isChecked: row["isChecked"], note: row["note"]))
            })
            return ChecklistRun(checklist: checklist, charterName: charterName, marks: marks)
        }
    }

    /// Checks or unchecks `itemID` in the charter's run, at once and for good.
    func setChecked(_ isChecked: Bool, item itemID: UUID, charterID: UUID) async throws {
        let date = now()
        try await database.writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO checklistRunItem (charterID, itemID, isChecked, updatedAt) VALUES (?, ?, ?, ?)
                    ON CONFLICT (charterID, itemID) DO UPDATE SET isChecked = excluded.isChecked, updatedAt = excluded.updatedAt
                    """,
                arguments: [charterID, itemID, isChecked, date]
            )
        }
    }

    /// Sets the note on `itemID` in the charter's run; an empty note removes it.
    func setNote(_ note: String, item itemID: UUID, charterID: UUID) async throws {
        let date = now()
        try await database.writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO checklistRunItem (charterID, itemID, note, updatedAt) VALUES (?, ?, ?, ?)
                    ON CONFLICT (charterID, itemID) DO UPDATE SET note = excluded.note, updatedAt = excluded.updatedAt
                    """,
                arguments: [charterID, itemID, note, date]
            )
        }
    }
}
