@testable import Checklists
import Foundation
import ProcessTesting
import Testing

/// Importing a plain-text or Markdown checklist: headings become sections, “- [ ]” lines items,
/// and a bad file is refused naming its line.
struct ChecklistImportTests {
    private func parse(_ text: String, fileName: String = "checks") throws -> ChecklistDraft {
        try ChecklistImport.parse(text, fileName: fileName, makeID: { UUID() })
    }

    private func texts(_ draft: ChecklistDraft) -> [[String]] {
        draft.sections.map { [$0.title] + $0.items.map(\.text) }
    }

    @Test func aMarkdownChecklistBecomesTitledSectionsOfItems() throws {
        let draft = try parse("""
            # Pre-race checks

            ## Rig
            - [ ] Shrouds tensioned
            - [x] Halyards free

            ### Crew
            * [ ] Race briefing
            """)
        #expect(draft.title == "Pre-race checks")
        #expect(draft.isNew)
        #expect(texts(draft) == [["Rig", "Shrouds tensioned", "Halyards free"], ["Crew", "Race briefing"]])
    }

    @Test func aPlainTextChecklistUsesColonHeadingsAndTheFileNameAsTitle() throws {
        let draft = try parse("Before leaving:\r\n[ ] Fuel\r\n[ ] Water\r\n\r\nAt sea:\r\n[ ] Log position\r\n", fileName: "Coastal hop")
        #expect(draft.title == "Coastal hop")
        #expect(texts(draft) == [["Before leaving", "Fuel", "Water"], ["At sea", "Log position"]])
    }

    @Test func itemsBeforeAnyHeadingGoInOneSection() throws {
        let draft = try parse("- [ ] Bilge\n- [ ] Gas")
        #expect(texts(draft) == [["Checklist", "Bilge", "Gas"]])
    }

    @Test func aLineThatIsNeitherHeadingNorItemIsRefusedByNumber() {
        #expect(throws: EditError("Line 3: “Remember the fenders” is neither a heading nor an item. Items start with “- [ ]”; sections are headings (“## Rig”) or lines ending in “:”.")) {
            try parse("## Deck\n- [ ] Lines\nRemember the fenders\n")
        }
    }

    @Test func anEmptyOrOverLongItemIsRefusedByLine() {
        #expect(throws: EditError("Line 2: A checklist item cannot be empty.")) { try parse("## Deck\n- [ ]   \n") }
        #expect(throws: EditError("Line 4: A checklist item can be at most 200 characters; this one has 250.")) {
            try parse("# T\n\n## Deck\n- [ ] \(String(repeating: "x", count: 250))\n")
        }
    }

    @Test func aFileWithoutItemsIsRefused() {
        #expect(throws: EditError("The file has no checklist items. Write each item on its own line, starting with “- [ ]”.")) {
            try parse("# Only a title\n\n## And a section\n")
        }
    }

    @Test func aFilesNameWithoutItsTypeTitlesAChecklistWithoutATitleHeading() {
        #expect(ChecklistImport.title(fromFileName: "pre-race.md") == "pre-race")
        #expect(ChecklistImport.title(fromFileName: "v1.2 rig.txt") == "v1.2 rig")
        #expect(ChecklistImport.title(fromFileName: ".hidden") == ".hidden")
    }
}
