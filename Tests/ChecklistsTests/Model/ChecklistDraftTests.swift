@testable import Checklists
import Foundation
import Testing

/// The editor's rules: what a checklist accepts, and that a refused edit changes nothing.
struct ChecklistDraftTests {
    private func draft(sections: [(String, [String])] = [("Safety gear", ["Life jackets", "Flares"]), ("Engine", ["Oil"])]) throws -> ChecklistDraft {
        var draft = try ChecklistDraft.blank(id: UUID(), title: "Pre-race")
        for (number, (title, items)) in sections.enumerated() {
            try draft.addSection(title, id: UUID())
            for item in items { try draft.addItem(item, toSection: number + 1, id: UUID()) }
        }
        return draft
    }

    private func texts(_ draft: ChecklistDraft) -> [[String]] {
        draft.sections.map { [$0.title] + $0.items.map(\.text) }
    }

    @Test func aBlankChecklistNeedsATitle() {
        #expect(throws: EditError("A checklist title cannot be empty.")) { try ChecklistDraft.blank(id: UUID(), title: "   ") }
    }

    @Test func titlesAreTrimmedAndHeldToTheirLength() throws {
        var draft = try draft()
        try draft.rename(to: "  Race day  ")
        #expect(draft.title == "Race day")
        let long = String(repeating: "a", count: 101)
        #expect(throws: EditError("A checklist title can be at most 100 characters; this one has 101.")) { try draft.rename(to: long) }
        #expect(draft.title == "Race day")
    }

    @Test func overLongItemsAndEmptySectionTitlesAreRefusedAndChangeNothing() throws {
        var draft = try draft()
        let before = draft
        #expect(throws: EditError.self) { try draft.addItem(String(repeating: "x", count: 201), toSection: 1, id: UUID()) }
        #expect(throws: EditError("A section title cannot be empty.")) { try draft.addSection("", id: UUID()) }
        #expect(throws: EditError("A checklist item cannot be empty.")) { try draft.editItem(ItemReference(section: 1, item: 1), to: " ") }
        #expect(draft == before)
    }

    @Test func sectionsAreRenamedMovedAndRemoved() throws {
        var draft = try draft(sections: [("A", ["a1"]), ("B", ["b1"]), ("C", ["c1"])])
        try draft.renameSection(2, to: "Bee")
        try draft.moveSection(3, to: 1)
        #expect(draft.sections.map(\.title) == ["C", "A", "Bee"])
        try draft.removeSection(2)
        #expect(texts(draft) == [["C", "c1"], ["Bee", "b1"]])
    }

    @Test func itemsAreEditedMovedWithinAndAcrossSectionsAndRemoved() throws {
        var draft = try draft(sections: [("A", ["a1", "a2", "a3"]), ("B", ["b1"])])
        try draft.editItem(ItemReference(section: 1, item: 2), to: "A two")
        try draft.moveItem(ItemReference(section: 1, item: 3), to: ItemReference(section: 1, item: 1))
        #expect(texts(draft) == [["A", "a3", "a1", "A two"], ["B", "b1"]])
        try draft.moveItem(ItemReference(section: 1, item: 1), to: ItemReference(section: 2, item: 2))
        #expect(texts(draft) == [["A", "a1", "A two"], ["B", "b1", "a3"]])
        try draft.removeItem(ItemReference(section: 2, item: 1))
        #expect(texts(draft) == [["A", "a1", "A two"], ["B", "a3"]])
    }

    @Test func numbersThatNameNothingSayWhatThereIs() throws {
        var draft = try draft()
        #expect(throws: EditError("There is no section 3; the checklist has 2 sections.")) { try draft.removeSection(3) }
        #expect(throws: EditError("Section 2 has no item 4; it has 1.")) { try draft.removeItem(ItemReference(section: 2, item: 4)) }
        #expect(throws: EditError("“2,3” is not an item number; write the section, a dot and the item, like 2.3.")) { try ItemReference("2,3") }
        #expect(throws: EditError("Section 2 has room for an item at 1 to 2, not 5.")) {
            try draft.moveItem(ItemReference(section: 1, item: 1), to: ItemReference(section: 2, item: 5))
        }
    }

    @Test func aChecklistIsSavedOnlyWithSectionsThatHaveItems() throws {
        let empty = try ChecklistDraft.blank(id: UUID(), title: "Empty")
        #expect(throws: EditError("A checklist needs at least one section. Add one with “Add Section”.")) { try empty.readyToSave() }
        var draft = try draft()
        try draft.addSection("Galley", id: UUID())
        #expect(throws: EditError("Section 3 “Galley” has no items. Add one with “Add Item”, or remove the section.")) { try draft.readyToSave() }
        try draft.addItem("Gas off", toSection: 3, id: UUID())
        #expect(try draft.readyToSave().count == 3)
    }
}
