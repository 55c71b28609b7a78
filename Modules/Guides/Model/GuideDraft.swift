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

    /// Gives section `id` a new heading; returns it.
    @discardableResult
    mutating func retitleSection(_ id: UUID, to title: String) throws(EditError) -> String {
        let index = try Self.sectionParts.index(of: id, in: sections)
        sections[index].title = try GuideRules.sectionTitle.check(title)
        return sections[index].title
    }

    /// Replaces the text of section `id`.
    mutating func rewriteSection(_ id: UUID, to text: String) throws(EditError) {
        let index = try Self.sectionParts.index(of: id, in: sections)
        sections[index].body = try GuideRules.sectionText.check(text)
    }

    /// Moves section `id` one place up or down; returns its new place, from 1.
    @discardableResult
    mutating func moveSection(_ id: UUID, _ direction: DraftParts.Direction) throws(EditError) -> Int {
        try Self.sectionParts.move(id, direction, in: &sections)
    }

    /// Removes section `id` and its text; returns it.
    @discardableResult
    mutating func removeSection(_ id: UUID) throws(EditError) -> Guide.Section {
        try Self.sectionParts.remove(id, from: &sections)
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

    // MARK: - Parts

    /// How the editor finds, moves and removes the sections.
    static let sectionParts = DraftParts(part: "section", owner: "guide")
}

extension Guide.Section: DraftPart {}
