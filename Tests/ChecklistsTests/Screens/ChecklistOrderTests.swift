@testable import Checklists
import ChecklistsInterface
import FeatureTesting
import Foundation
import GRDB
import Testing

/// Two devices that each added a section, or an item, at the same place of one checklist hold
/// both once synced, at one position: every device shows them in the same order, by their ids
/// (docs/SYNC.md), each section once — whatever order its database got them in.
@MainActor
struct ChecklistOrderTests {
    @Test func sectionsAndItemsAtOnePositionShowOnceEachOrderedByTheirIds() async throws {
        let app = try await checklistsApp()
        let checklist = SampleChecklists.preDepartureSafety
        let (later, earlier) = (UUID(uuidString: "ffffffff-0000-4000-8000-000000000000")!, UUID(uuidString: "00000000-0000-4000-8000-000000000000")!)
        // Inserted in the order a device that made `later` itself, then pulled `earlier`, has them.
        try await app.database.writer.write { db in
            for (section, title) in [(later, "Added here"), (earlier, "Added elsewhere")] {
                try db.execute(
                    sql: "INSERT INTO checklistSection (id, checklistID, position, title) VALUES (?, ?, 9, ?)", arguments: [section, checklist, title]
                )
                for position in 0..<2 {
                    try db.execute(
                        sql: "INSERT INTO checklistItem (id, sectionID, position, text) VALUES (?, ?, ?, ?)",
                        arguments: [UUID(), section, position, "\(title) \(position + 1)"]
                    )
                }
            }
        }
        try app.open("sailaway://content/checklist/\(checklist.uuidString)")
        let sections = await app.screen().sections.suffix(2)
        #expect(sections.map { $0.heading ?? "" } == ["5. Added elsewhere", "6. Added here"], "each once, by id")
        #expect(sections.map { $0.rows.map(\.text) } == [["5.1 Added elsewhere 1", "5.2 Added elsewhere 2"], ["6.1 Added here 1", "6.2 Added here 2"]])
    }
}
