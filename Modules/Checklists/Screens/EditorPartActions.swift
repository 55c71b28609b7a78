import ContentCore
import FeatureRegistry
import Foundation

/// The editor's actions on one section and on each of its items, each named by the identity of
/// what it acts on (`rename-section/<id>`, `remove-item/<id>`): drawn on that section's heading
/// or that item's row, and done to it even when the draft changed around it meanwhile.
struct EditorPartActions {
    let editor: EditorActions<ChecklistDraft>
    /// The draft as the screen shows it: which moves it offers.
    let draft: ChecklistDraft
    let makeID: @Sendable () -> UUID

    /// The actions of `section` and its items, in the order drawn — the heading's, each item's,
    /// then Add Item under the items — and where each is drawn.
    func actions(of section: Checklist.Section) -> (ChecklistRows.Edits, [ScreenAction]) {
        let heading = headingActions(section)
        var actions = heading
        var items: [UUID: [ActionID]] = [:]
        for item in section.items {
            let own = itemActions(item)
            items[item.id] = own.map(\.id)
            actions += own
        }
        let add = addItem(to: section)
        actions.append(add)
        return (ChecklistRows.Edits(section: heading.map(\.id), additions: [add.id], items: items), actions)
    }

    // MARK: - A section

    private func headingActions(_ section: Checklist.Section) -> [ScreenAction] {
        let id = section.id
        let rename = editor.edit(
            ActionID("rename-section", id), "Rename", on: section.title, kind: .rename,
            [ChecklistRules.sectionTitle.input("title", prompt: "New section title", current: section.title)]
        ) { draft, input in
            "Renamed the section “\(try draft.renameSection(id, to: input.text("title")))”."
        }
        return editor.partActions(
            "section", id: id, on: section.title, edits: [rename], canMove: { draft.canMove(id, $0) },
            move: { draft, direction in DraftParts.moved(section.title, to: try draft.move(id, direction), of: draft.sections.count) },
            remove: { draft in
                let removed = try draft.remove(id)
                return "Removed the section “\(removed.title)” and \(removed.items.count == 1 ? "its item" : "its \(removed.items.count) items")."
            }
        )
    }

    /// Adds an item at the end of `section`, where it goes.
    private func addItem(to section: Checklist.Section) -> ScreenAction {
        let (id, makeID) = (section.id, makeID)
        return editor.edit(ActionID("add-item", id), "Add Item", on: section.title, kind: .add, [ChecklistRules.item.input("text", prompt: "Item text")]) { draft, input in
            try draft.addItem(input.text("text"), toSection: id, id: makeID())
            return "Added “\(try input.text("text"))” to “\(section.title)”."
        }
    }

    // MARK: - An item

    private func itemActions(_ item: Checklist.Item) -> [ScreenAction] {
        let id = item.id
        let edit = editor.edit(ActionID("edit-item", id), "Edit", on: item.text, kind: .edit, [ChecklistRules.item.input("text", prompt: "Item text", current: item.text)]) { draft, input in
            try draft.editItem(id, to: input.text("text")) ? "Changed the item to “\(try input.text("text"))”." : "The item is unchanged."
        }
        return editor.partActions(
            "item", id: id, on: item.text, edits: [edit], canMove: { draft.canMoveItem(id, $0) },
            move: { draft, direction in
                let before = try draft.indices(of: id).section
                let section = try draft.moveItem(id, direction)
                return draft.sections[before].id == section.id ? "Moved “\(item.text)” \(direction.word)." : "Moved “\(item.text)” into “\(section.title)”."
            },
            remove: { draft in "Removed “\(try draft.removeItem(id).text)”." }
        )
    }
}
