import ContentCore
import Foundation

/// A guide being edited: its unsaved title and sections.
///
/// Every edit checks the rules first and changes nothing when it refuses. The draft is kept in
/// the database between edits, so switching tabs or relaunching loses nothing; saving turns it
/// into the guide in one transaction.
struct GuideDraft: EditableContent, Hashable {
    /// The guide's identifier, saved or to be.
    var id: UUID
    /// The title.
    var title: String
    /// The sections, in order.
    var sections: [Guide.Section]
    /// Whether the guide has never been saved.
    var isNew: Bool

    /// A new, empty guide titled `title`.
    static func blank(id: UUID, title: String) throws(EditError) -> GuideDraft {
        GuideDraft(id: id, title: try GuideRules.title.check(title), sections: [], isNew: true)
    }

    /// The draft of a saved guide, as it is.
    init(saved guide: Guide) {
        self.init(id: guide.id, title: guide.title, sections: guide.sections, isNew: false)
    }

    /// A draft with every part given.
    init(id: UUID, title: String, sections: [Guide.Section], isNew: Bool) {
        self.id = id
        self.title = title
        self.sections = sections
        self.isNew = isNew
    }

    // MARK: - Guide

    /// Gives the guide a new title.
    mutating func rename(to title: String) throws(EditError) {
        self.title = try GuideRules.title.check(title)
    }

    // MARK: - Sections

    /// Adds a section at the end.
    mutating func addSection(_ title: String, text: String, id: UUID) throws(EditError) {
        let title = try GuideRules.sectionTitle.check(title)
        let text = try GuideRules.sectionText.check(text)
        guard sections.count < GuideRules.maxSections else {
            throw EditError("A guide can have at most \(GuideRules.maxSections) sections.")
        }
        sections.append(Guide.Section(id: id, title: title, body: text))
    }

    /// Gives section `number` a new heading.
    mutating func retitleSection(_ number: Int, to title: String) throws(EditError) {
        let index = try sectionIndex(number)
        sections[index].title = try GuideRules.sectionTitle.check(title)
    }

    /// Replaces the text of section `number`.
    mutating func rewriteSection(_ number: Int, to text: String) throws(EditError) {
        let index = try sectionIndex(number)
        sections[index].body = try GuideRules.sectionText.check(text)
    }

    /// Moves section `number` so that it becomes section `position`.
    mutating func moveSection(_ number: Int, to position: Int) throws(EditError) {
        try Self.numbering.move(number, to: position, in: &sections)
    }

    /// Removes section `number` and its text.
    mutating func removeSection(_ number: Int) throws(EditError) {
        try Self.numbering.remove(number, from: &sections)
    }

    // MARK: - Saving

    /// The sections as they will be saved; refuses a guide that is not ready.
    func readyToSave() throws(EditError) -> [Guide.Section] {
        _ = try GuideRules.title.check(title)
        guard !sections.isEmpty else {
            throw EditError("A guide needs at least one section. Add one with “Add Section”.")
        }
        return sections
    }

    // MARK: - Numbers

    private func sectionIndex(_ number: Int) throws(EditError) -> Int {
        try Self.numbering.index(of: number, in: sections)
    }

    /// How the editor numbers the sections.
    static let numbering = PartNumbering(part: "section", owner: "guide", addAction: "Add Section")
}
