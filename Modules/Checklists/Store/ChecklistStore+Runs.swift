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
    /// The viewer's run of `checklistID` in the charter `charterID` named `charterName`, if the
    /// checklist exists and they may see it.
    func run(charterID: UUID, named charterName: String, checklistID: UUID) async throws -> ChecklistRun? {
        let viewer = try self.viewer.account()
        return try await database.writer.read { db in
            guard let content = try ContentItem.visible(checklistID, kind: .checklist, to: viewer, in: db)
            else { return nil }
            let checklist = try Self.checklist(content, in: db)
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT itemID, isChecked, note FROM checklistRunItem
                    WHERE ownerID = ? AND charterID = ? AND itemID IN (
                        SELECT checklistItem.id FROM checklistItem
                        JOIN checklistSection ON checklistSection.id = checklistItem.sectionID
                        WHERE checklistSection.checklistID = ?)
                    """,
                arguments: [viewer, charterID, checklistID]
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

    /// Changes `itemID`'s state in the viewer's run in the charter, at once and for good.
    func mark(_ itemID: UUID, inCharter charterID: UUID, _ change: MarkChange) async throws {
        let date = now()
        let owner = try viewer.account()
        let (column, value): (String, any DatabaseValueConvertible & Sendable) = switch change {
        case .checked(let isChecked): ("isChecked", isChecked)
        case .note(let note): ("note", note)
        }
        try await database.writer.write { db in
            // A SQL literal: the column is quoted as a name, the values are bound as arguments.
            try db.execute(
                literal: """
                    INSERT INTO checklistRunItem (charterID, itemID, ownerID, \(identifier: column), updatedAt)
                    VALUES (\(charterID), \(itemID), \(owner), \(value), \(date))
                    ON CONFLICT (charterID, itemID) DO UPDATE SET \(identifier: column) = excluded.\(identifier: column), updatedAt = excluded.updatedAt
                    """
            )
        }
    }

    /// Forgets the runs of charter `charterID`, which was deleted: its runs name it without a
    /// foreign key, so nothing else removes them.
    func forgetRuns(ofCharter charterID: UUID) async throws {
        let owner = try viewer.account()
        try await database.writer.write { db in
            try db.execute(sql: "DELETE FROM checklistRunItem WHERE ownerID = ? AND charterID = ?", arguments: [owner, charterID])
        }
    }
}

/// How far a checklist's run within one charter has got.
struct RunProgress: Hashable, Sendable {
    /// The checklist's title.
    var title: String
    /// How many items it has.
    var itemCount: Int
    /// How many of them are checked in the charter.
    var checkedCount: Int

    /// "3 of 14 checked".
    var text: String { "\(checkedCount) of \(itemCount) checked" }
}

extension ChecklistStore {
    /// The progress of each of `checklistIDs` that exists in charter `charterID`'s runs, by
    /// checklist, in one query.
    func progress(of checklistIDs: [UUID], inCharter charterID: UUID) async throws -> [UUID: RunProgress] {
        let owner = try viewer.account()
        return try await database.writer.read { db in
            let rows = try Row.fetchAll(
                db,
                SQLRequest<Row>(
                    literal: """
                        SELECT content.id, content.title,
                               COUNT(checklistItem.id) AS itemCount,
                               COUNT(CASE WHEN checklistRunItem.isChecked THEN 1 END) AS checkedCount
                        FROM content
                        LEFT JOIN checklistSection ON checklistSection.checklistID = content.id
                        LEFT JOIN checklistItem ON checklistItem.sectionID = checklistSection.id
                        LEFT JOIN checklistRunItem ON checklistRunItem.ownerID = \(owner) AND checklistRunItem.charterID = \(charterID)
                            AND checklistRunItem.itemID = checklistItem.id
                        WHERE content.kind = \(ContentKind.checklist.rawValue) AND content.id IN \(checklistIDs)
                        GROUP BY content.id
                        """
                )
            )
            return Dictionary(uniqueKeysWithValues: rows.map { row in
                (row["id"] as UUID, RunProgress(title: row["title"], itemCount: row["itemCount"], checkedCount: row["checkedCount"]))
            })
        }
    }
}
