import ContentCore
import Foundation

/// A checklist being edited: its unsaved title and sections of items (``ContentDraft``).
typealias ChecklistDraft = ContentDraft<Checklist>

extension Checklist: PartedContent {
    var parts: [Section] { sections }
    static var kind: ContentKind { .checklist }
    static var part: String { "section" }
    static var maxParts: Int { ChecklistRules.maxSections }

    /// Refuses a section without items.
    static func checkReady(_ sections: [Section]) throws(ContentRuleError) {
        if let empty = sections.first(where: { $0.items.isEmpty }) {
            throw EditError("The section “\(empty.title)” has no items. Add one with its “Add Item”, or remove the section.")
        }
    }
}

extension ContentDraft<Checklist> {
    /// The sections, in order.
    var sections: [Checklist.Section] {
        get { parts }
        set { parts = newValue }
    }

    // MARK: - Sections

    /// Adds an empty section at the end.
    mutating func addSection(_ title: String, id: UUID) throws(EditError) {
        try append(Checklist.Section(id: id, title: try ChecklistRules.sectionTitle.check(title), items: []))
    }

    /// Renames section `id`; returns its new title.
    @discardableResult
    mutating func renameSection(_ id: UUID, to title: String) throws(EditError) -> String {
        let index = try index(of: id)
        sections[index].title = try ChecklistRules.sectionTitle.check(title)
        return sections[index].title
    }

    // MARK: - Items

    /// Adds item `text` at the end of section `sectionID`.
    mutating func addItem(_ text: String, toSection sectionID: UUID, id: UUID) throws(EditError) {
        let index = try index(of: sectionID)
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

    // MARK: - Parts

    /// The section and place of item `id`; refuses one that is gone.
    func indices(of id: UUID) throws(EditError) -> (section: Int, item: Int) {
        for (section, part) in sections.enumerated() {
            if let item = part.items.firstIndex(where: { $0.id == id }) { return (section, item) }
        }
        throw EditError("That item is no longer in the checklist. Nothing was changed.")
    }
}

extension Checklist.Section: DraftPart {}
