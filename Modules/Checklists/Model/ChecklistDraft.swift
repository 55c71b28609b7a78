import ContentCore
import Foundation

/// A checklist being edited: its unsaved title and sections.
///
/// Every edit checks the rules first and changes nothing when it refuses. The draft is kept in
/// the database between edits, so switching tabs or relaunching loses nothing; saving turns it
/// into the checklist in one transaction.
struct ChecklistDraft: EditableContent, Hashable {
    /// The checklist's identifier, saved or to be.
    var id: UUID
    /// The title.
    var title: String
    /// The sections, in order.
    var sections: [Checklist.Section]
    /// Whether the checklist has never been saved.
    var isNew: Bool

    /// A new, empty checklist titled `title`.
    static func blank(id: UUID, title: String) throws(EditError) -> ChecklistDraft {
        ChecklistDraft(id: id, title: try ChecklistRules.title.check(title), sections: [], isNew: true)
    }

    /// The draft of a saved checklist, as it is.
    init(saved checklist: Checklist) {
        self.init(id: checklist.id, title: checklist.title, sections: checklist.sections, isNew: false)
    }

    init(id: UUID, title: String, sections: [Checklist.Section], isNew: Bool) {
        self.id = id
        self.title = title
        self.sections = sections
        self.isNew = isNew
    }

    // MARK: - Checklist

    mutating func rename(to title: String) throws(EditError) {
        self.title = try ChecklistRules.title.check(title)
    }

    // MARK: - Sections

    mutating func addSection(_ title: String, id: UUID) throws(EditError) {
        let title = try ChecklistRules.sectionTitle.check(title)
        guard sections.count < ChecklistRules.maxSections else {
            throw EditError("A checklist can have at most \(ChecklistRules.maxSections) sections.")
        }
        sections.append(Checklist.Section(id: id, title: title, items: []))
    }

    mutating func renameSection(_ number: Int, to title: String) throws(EditError) {
        let index = try sectionIndex(number)
        sections[index].title = try ChecklistRules.sectionTitle.check(title)
    }

    mutating func moveSection(_ number: Int, to position: Int) throws(EditError) {
        try Self.numbering.move(number, to: position, in: &sections)
    }

    mutating func removeSection(_ number: Int) throws(EditError) {
        try Self.numbering.remove(number, from: &sections)
    }

    // MARK: - Items

    mutating func addItem(_ text: String, toSection number: Int, id: UUID) throws(EditError) {
        let index = try sectionIndex(number)
        let text = try ChecklistRules.item.check(text)
        guard sections[index].items.count < ChecklistRules.maxItemsPerSection else {
            throw EditError("A section can have at most \(ChecklistRules.maxItemsPerSection) items.")
        }
        sections[index].items.append(Checklist.Item(id: id, text: text))
    }

    mutating func editItem(_ reference: ItemReference, to text: String) throws(EditError) {
        let (section, item) = try indices(of: reference)
        sections[section].items[item].text = try ChecklistRules.item.check(text)
    }

    /// Moves an item to `destination`: a place in any section, `2.1` being the top of section 2.
    mutating func moveItem(_ reference: ItemReference, to destination: ItemReference) throws(EditError) {
        let (section, item) = try indices(of: reference)
        let targetSection = try sectionIndex(destination.section)
        let count = sections[targetSection].items.count - (targetSection == section ? 1 : 0)
        guard (1...count + 1).contains(destination.item) else {
            throw EditError("Section \(destination.section) has room for an item at 1 to \(count + 1), not \(destination.item).")
        }
        guard targetSection == section || sections[targetSection].items.count < ChecklistRules.maxItemsPerSection else {
            throw EditError("Section \(destination.section) is full: a section can have at most \(ChecklistRules.maxItemsPerSection) items.")
        }
        let moved = sections[section].items.remove(at: item)
        sections[targetSection].items.insert(moved, at: destination.item - 1)
    }

    mutating func removeItem(_ reference: ItemReference) throws(EditError) {
        let (section, item) = try indices(of: reference)
        sections[section].items.remove(at: item)
    }

    // MARK: - Saving

    /// The sections as they will be saved; refuses a checklist that is not ready.
    func readyToSave() throws(EditError) -> [Checklist.Section] {
        _ = try ChecklistRules.title.check(title)
        guard !sections.isEmpty else {
            throw EditError("A checklist needs at least one section. Add one with “Add Section”.")
        }
        if let empty = sections.firstIndex(where: { $0.items.isEmpty }) {
            throw EditError("Section \(empty + 1) “\(sections[empty].title)” has no items. Add one with “Add Item”, or remove the section.")
        }
        return sections
    }

    // MARK: - Numbers

    private func sectionIndex(_ number: Int) throws(EditError) -> Int {
        try Self.numbering.index(of: number, in: sections)
    }

    /// How the editor numbers the sections.
    static let numbering = PartNumbering(part: "section", owner: "checklist", addAction: "Add Section")

    func indices(of reference: ItemReference) throws(EditError) -> (Int, Int) {
        let section = try sectionIndex(reference.section)
        let items = sections[section].items
        guard items.indices.contains(reference.item - 1) else {
            throw EditError(
                items.isEmpty
                    ? "Section \(reference.section) has no items yet."
                    : "Section \(reference.section) has no item \(reference.item); it has \(items.count)."
            )
        }
        return (section, reference.item - 1)
    }
}
