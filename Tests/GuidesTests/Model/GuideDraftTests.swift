import ContentCore
@testable import Guides
import Foundation
import Testing

/// The editor's rules: what a guide accepts, and that a refused edit changes nothing.
struct GuideDraftTests {
    private func draft(_ sections: [String] = ["Before", "Anchor", "Astern"]) throws -> GuideDraft {
        var draft = try GuideDraft.blank(id: UUID(), title: "Stern-to")
        for title in sections {
            try draft.addSection(title, text: "\(title) text", id: UUID())
        }
        return draft
    }

    @Test func aBlankGuideNeedsATitle() {
        #expect(throws: EditError("A guide title cannot be empty.")) { try GuideDraft.blank(id: UUID(), title: "  ") }
    }

    @Test func titlesAreTrimmedAndHeldToTheirLength() throws {
        var draft = try draft()
        try draft.rename(to: "  Med mooring  ")
        #expect(draft.title == "Med mooring")
        #expect(throws: EditError("A guide title can be at most 100 characters; this one has 101.")) {
            try draft.rename(to: String(repeating: "a", count: 101))
        }
        #expect(draft.title == "Med mooring")
    }

    @Test func sectionTitlesAndTextsAreHeldToTheirLengths() throws {
        var draft = try draft()
        let before = draft
        #expect(throws: EditError("A section title can be at most 80 characters; this one has 81.")) {
            try draft.addSection(String(repeating: "t", count: 81), text: "Text", id: UUID())
        }
        #expect(throws: EditError("A section's text can be at most 4000 characters; this one has 4001.")) {
            try draft.addSection("Title", text: String(repeating: "x", count: 4001), id: UUID())
        }
        let (first, second) = (draft.sections[0].id, draft.sections[1].id)
        #expect(throws: EditError("A section's text cannot be empty.")) { try draft.rewriteSection(first, to: "\n\n") }
        #expect(throws: EditError("A section title cannot be empty.")) { try draft.retitleSection(second, to: " ") }
        #expect(draft == before)
        try draft.addSection("Title", text: String(repeating: "x", count: 4000), id: UUID())
        #expect(draft.sections.count == 4)
    }

    @Test func sectionsAreRetitledRewrittenMovedAndRemoved() throws {
        var draft = try draft()
        let ids = draft.sections.map(\.id)
        try draft.retitleSection(ids[1], to: "Dropping the anchor")
        try draft.rewriteSection(ids[1], to: "  Three boat lengths out.  ")
        #expect(try draft.move(ids[2], .up) == 2)
        try draft.move(ids[2], .up)
        #expect(draft.sections.map(\.title) == ["Astern", "Before", "Dropping the anchor"])
        #expect(draft.sections[2].body == "Three boat lengths out.")
        #expect(draft.sections.map(\.id) == [ids[2], ids[0], ids[1]])
        try draft.remove(ids[0])
        #expect(draft.sections.map(\.title) == ["Astern", "Dropping the anchor"])
    }

    @Test func aSectionGoneOrAtItsEndSaysSoAndNothingChanges() throws {
        var draft = try draft()
        let before = draft
        #expect(throws: EditError("That section is no longer in the guide. Nothing was changed.")) { try draft.remove(UUID()) }
        #expect(throws: EditError("That section is already the first; nothing was moved.")) { try draft.move(draft.sections[0].id, .up) }
        #expect(throws: EditError("That section is already the last; nothing was moved.")) { try draft.move(draft.sections[2].id, .down) }
        #expect(!draft.canMove(draft.sections[0].id, .up))
        #expect(draft == before)
    }

    @Test func aGuideHasAtMostThirtySections() throws {
        var draft = try draft((1...30).map { "Part \($0)" })
        #expect(throws: EditError("A guide can have at most 30 sections.")) { try draft.addSection("One more", text: "Text", id: UUID()) }
        #expect(draft.sections.count == 30)
    }

    @Test func aGuideIsSavedOnlyWithASection() throws {
        let empty = try GuideDraft.blank(id: UUID(), title: "Empty")
        #expect(throws: EditError("A guide needs at least one section. Add one with “Add Section”.")) { try empty.readyToSave() }
        #expect(try draft().readyToSave().count == 3)
    }
}
