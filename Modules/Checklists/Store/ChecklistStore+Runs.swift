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

    /// A change to one item's state in a run.
    enum MarkChange: Sendable {
        /// Checked or not.
        case checked(Bool)
        /// The note; empty removes it.
        case note(String)
    }

    /// Changes `itemID`'s state in the charter's run, at once and for good.
    func mark(_ itemID: UUID, inCharter charterID: UUID, _ change: MarkChange) async throws {
        let date = now()
        let (column, value): (String, any DatabaseValueConvertible & Sendable) = switch change {
        case .checked(let isChecked): ("isChecked", isChecked)
        case .note(let note): ("note", note)
        }
        try await database.writer.write { db in
            // A SQL literal: the column is quoted as a name, the values are bound as arguments.
            try db.execute(
                literal: """
                    INSERT INTO checklistRunItem (charterID, itemID, \(identifier: column), updatedAt)
                    VALUES (\(charterID), \(itemID), \(value), \(date))
                    ON CONFLICT (charterID, itemID) DO UPDATE SET \(identifier: column) = excluded.\(identifier: column), updatedAt = excluded.updatedAt
                    """
            )
        }
    }
}
