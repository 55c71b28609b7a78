@testable import Checklists
import Foundation
import Testing

/// The editor's rules: what a checklist accepts, that sections and items are acted on by their
/// identity, and that a refused edit changes nothing.
struct ChecklistDraftTests {
    private func draft(sections: [(String, [String])] = [("Safety gear", ["Life jackets", "Flares"]), ("Engine", ["Oil"])]) throws -> ChecklistDraft {
        var draft = try ChecklistDraft.blank(id: UUID(), title: "Pre-race")
        for (title, items) in sections {
            let section = UUID()
            try draft.addSection(title, id: section)
            for item in items { try draft.addItem(item, toSection: section, id: UUID()) }
        }
        return draft
    }

    private func texts(_ draft: ChecklistDraft) -> [[String]] {
        draft.sections.map { [$0.title] + $0.items.map(\.text) }
    }

    private func item(_ text: String, in draft: ChecklistDraft) throws -> UUID {
        try #require(draft.sections.flatMap(\.items).first { $0.text == text }).id
    }

    /// What the release before kept in the database for an unsaved checklist, when each kind
    /// had a draft type of its own (the fixture `main-367cf45` holds one).
    static let keptBefore = #"{"id":"5A11C4EC-0000-4000-8000-000000000006","isNew":false,"sections":[{"id":"5A11C4EC-0000-4000-8000-010000000006","items":[{"id":"5A11C4EC-0000-4000-8000-010001000006","text":"Engine oil and coolant"}],"title":"Engine"}],"title":"Daily Boat Checks"}"#

    @Test func aDraftKeptByTheReleaseBeforeOpensAsItWasAndIsKeptInTheSameShape() throws {
        let draft = try JSONDecoder().decode(ChecklistDraft.self, from: Data(Self.keptBefore.utf8))
        #expect(draft.title == "Daily Boat Checks")
        #expect(draft.sections.map(\.title) == ["Engine"])
        #expect(draft.sections.first?.items.map(\.text) == ["Engine oil and coolant"])

        let kept = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(draft)) as? NSDictionary)
        #expect(kept == (try JSONSerialization.jsonObject(with: Data(Self.keptBefore.utf8)) as? NSDictionary))
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
        let (section, flares) = (draft.sections[0].id, try item("Flares", in: draft))
        #expect(throws: EditError.self) { try draft.addItem(String(repeating: "x", count: 201), toSection: section, id: UUID()) }
        #expect(throws: EditError("A section title cannot be empty.")) { try draft.addSection("", id: UUID()) }
        #expect(throws: EditError("A checklist item cannot be empty.")) { try draft.editItem(flares, to: " ") }
        #expect(draft == before)
    }

    @Test func sectionsAreRenamedMovedAndRemovedByTheirIdentity() throws {
        var draft = try draft(sections: [("A", ["a1"]), ("B", ["b1"]), ("C", ["c1"])])
        let ids = draft.sections.map(\.id)
        #expect(try draft.renameSection(ids[1], to: "Bee") == "Bee")
        try draft.move(ids[2], .up)
        #expect(try draft.move(ids[2], .up) == 1)
        #expect(draft.sections.map(\.title) == ["C", "A", "Bee"])
        #expect(try draft.remove(ids[0]).title == "A")
        #expect(texts(draft) == [["C", "c1"], ["Bee", "b1"]])
    }

    @Test func anItemMovesWithinItsSectionAndPastItsEndsIntoTheSectionBeside() throws {
        var draft = try draft(sections: [("A", ["a1", "a2"]), ("B", ["b1"])])
        let a2 = try item("a2", in: draft)
        try draft.moveItem(a2, .up)
        #expect(texts(draft) == [["A", "a2", "a1"], ["B", "b1"]])
        let a1 = try item("a1", in: draft)
        #expect(try draft.moveItem(a1, .down).title == "B", "down from the bottom of A: the top of B")
        #expect(texts(draft) == [["A", "a2"], ["B", "a1", "b1"]])
        #expect(try draft.moveItem(a1, .up).title == "A", "up from the top of B: the bottom of A")
        #expect(texts(draft) == [["A", "a2", "a1"], ["B", "b1"]])
        #expect(!draft.canMoveItem(a2, .up), "the first item of the checklist")
        #expect(!draft.canMoveItem(try item("b1", in: draft), .down), "the last")
        #expect(throws: EditError("That item is already the first of the checklist; nothing was moved.")) { try draft.moveItem(a2, .up) }
    }

    @Test func itemsAreEditedAndRemovedByTheirIdentity() throws {
        var draft = try draft()
        let flares = try item("Flares", in: draft)
        #expect(try draft.editItem(flares, to: "Flares in date"))
        #expect(try !draft.editItem(flares, to: "Flares in date"), "unchanged")
        #expect(try draft.removeItem(flares).text == "Flares in date")
        #expect(texts(draft) == [["Safety gear", "Life jackets"], ["Engine", "Oil"]])
    }

    @Test func aSectionOrItemGoneMeanwhileIsSaidSoAndNothingChanges() throws {
        var draft = try draft()
        let before = draft
        #expect(throws: EditError("That section is no longer in the checklist. Nothing was changed.")) { try draft.remove(UUID()) }
        #expect(throws: EditError("That item is no longer in the checklist. Nothing was changed.")) { try draft.removeItem(UUID()) }
        #expect(throws: EditError("That section is no longer in the checklist. Nothing was changed.")) {
            try draft.addItem("Spare impeller", toSection: UUID(), id: UUID())
        }
        #expect(draft == before)
    }

    @Test func aChecklistIsSavedOnlyWithSectionsThatHaveItems() throws {
        let empty = try ChecklistDraft.blank(id: UUID(), title: "Empty")
        #expect(throws: EditError("A checklist needs at least one section. Add one with “Add Section”.")) { try empty.readyToSave() }
        var draft = try draft()
        let galley = UUID()
        try draft.addSection("Galley", id: galley)
        #expect(throws: EditError("The section “Galley” has no items. Add one with its “Add Item”, or remove the section.")) { try draft.readyToSave() }
        try draft.addItem("Gas off", toSection: galley, id: UUID())
        #expect(try draft.readyToSave().count == 3)
    }
}
