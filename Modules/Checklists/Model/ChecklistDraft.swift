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

    /// Renames section `id`; returns its new title.
    @discardableResult
    mutating func renameSection(_ id: UUID, to title: String) throws(EditError) -> String {
        let index = try Self.sectionParts.index(of: id, in: sections)
        sections[index].title = try ChecklistRules.sectionTitle.check(title)
        return sections[index].title
    }

    /// Moves section `id` one place up or down; returns its new place, from 1.
    @discardableResult
    mutating func moveSection(_ id: UUID, _ direction: DraftParts.Direction) throws(EditError) -> Int {
        try Self.sectionParts.move(id, direction, in: &sections)
    }

    /// Removes section `id` and its items; returns it.
    @discardableResult
    mutating func removeSection(_ id: UUID) throws(EditError) -> Checklist.Section {
        try Self.sectionParts.remove(id, from: &sections)
    }

    // MARK: - Items

    /// Adds item `text` at the end of section `sectionID`.
    mutating func addItem(_ text: String, toSection sectionID: UUID, id: UUID) throws(EditError) {
        let index = try Self.sectionParts.index(of: sectionID, in: sections)
        let text = try ChecklistRules.item.check(text)
        guard sections[index].items.count < ChecklistRules.maxItemsPerSection else {
            throw EditError("A section can have at most \(ChecklistRules.maxItemsPerSection) items.")
        }
        sections[index].items.append(Checklist.Item(id: id, text: text))
    }

    /// Changes the text of item `id`; returns whether it changed.
    @discardableResult
    mutating func editItem(_ id: UUID, to text: String) throws(EditError) -> Bool {
        let (section, item) = try indices(of: id)
        let before = sections[section].items[item].text
        sections[section].items[item].text = try ChecklistRules.item.check(text)
        return sections[section].items[item].text != before
    }

    /// Moves item `id` one place up or down: within its section, or from one end of it to the
    /// near end of the section beside it (up from the top of section 2 is the bottom of
    /// section 1). Returns the section it is in now.
    @discardableResult
    mutating func moveItem(_ id: UUID, _ direction: DraftParts.Direction) throws(EditError) -> Checklist.Section {
        let (section, item) = try indices(of: id)
        guard let (targetSection, targetItem) = destination(ofItemAt: section, item, direction) else {
            throw EditError("That item is already the \(direction == .up ? "first" : "last") of the checklist; nothing was moved.")
        }
        guard targetSection == section || sections[targetSection].items.count < ChecklistRules.maxItemsPerSection else {
            throw EditError("“\(sections[targetSection].title)” is full: a section can have at most \(ChecklistRules.maxItemsPerSection) items.")
        }
        let moved = sections[section].items.remove(at: item)
        sections[targetSection].items.insert(moved, at: targetItem)
        return sections[targetSection]
    }

    /// Whether item `id` can move one place `direction`: it is not at that end of the checklist.
    func canMoveItem(_ id: UUID, _ direction: DraftParts.Direction) -> Bool {
        guard let (section, item) = try? indices(of: id) else { return false }
        return destination(ofItemAt: section, item, direction) != nil
    }

    /// Where the item at `item` of section `section` goes one place `direction`: its section
    /// and index there; nil at the checklist's end.
    private func destination(ofItemAt section: Int, _ item: Int, _ direction: DraftParts.Direction) -> (Int, Int)? {
        let within = item + direction.step
        if sections[section].items.indices.contains(within) { return (section, within) }
        let beside = section + direction.step
        guard sections.indices.contains(beside) else { return nil }
        return direction == .up ? (beside, sections[beside].items.count) : (beside, 0)
    }

    /// Removes item `id`; returns it.
    @discardableResult
    mutating func removeItem(_ id: UUID) throws(EditError) -> Checklist.Item {
        let (section, item) = try indices(of: id)
        return sections[section].items.remove(at: item)
    }

    // MARK: - Saving

    /// The sections as they will be saved; refuses a checklist that is not ready.
    func readyToSave() throws(EditError) -> [Checklist.Section] {
        _ = try ChecklistRules.title.check(title)
        guard !sections.isEmpty else {
            throw EditError("A checklist needs at least one section. Add one with “Add Section”.")
        }
        if let empty = sections.first(where: { $0.items.isEmpty }) {
            throw EditError("The section “\(empty.title)” has no items. Add one with its “Add Item”, or remove the section.")
        }
        return sections
    }

    // MARK: - Parts

    /// How the editor finds, moves and removes the sections.
    static let sectionParts = DraftParts(part: "section", owner: "checklist")

    /// The section and place of item `id`; refuses one that is gone.
    func indices(of id: UUID) throws(EditError) -> (section: Int, item: Int) {
        for (section, part) in sections.enumerated() {
            if let item = part.items.firstIndex(where: { $0.id == id }) { return (section, item) }
        }
        throw EditError("That item is no longer in the checklist. Nothing was changed.")
    }
}

extension Checklist.Section: DraftPart {}
