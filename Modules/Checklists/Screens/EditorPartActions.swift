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
        var actions = [
            editor.edit(
                ActionID("rename-section", id), "Rename", on: section.title, kind: .rename,
                [ChecklistRules.sectionTitle.input("title", prompt: "New section title", current: section.title)]
            ) { draft, input in
                "Renamed the section “\(try draft.renameSection(id, to: input.text("title")))”."
            }
        ]
        for direction in [DraftParts.Direction.up, .down] where ChecklistDraft.sectionParts.canMove(id, direction, in: draft.sections) {
            actions.append(
                editor.edit(ActionID(direction.actionName("section"), id), direction.label, on: section.title, kind: direction.kind) { draft, _ in
                    let position = try draft.moveSection(id, direction)
                    return "Moved “\(section.title)” to place \(position) of \(draft.sections.count)."
                }
            )
        }
        actions.append(
            editor.edit(ActionID("remove-section", id), "Remove", on: section.title, kind: .remove) { draft, _ in
                let removed = try draft.removeSection(id)
                let items = removed.items.count == 1 ? "its item" : "its \(removed.items.count) items"
                return "Removed the section “\(removed.title)” and \(items). Discard Changes brings back everything since the last save."
            }
        )
        return actions
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
        var actions = [
            editor.edit(ActionID("edit-item", id), "Edit", on: item.text, kind: .edit, [ChecklistRules.item.input("text", prompt: "Item text", current: item.text)]) { draft, input in
                try draft.editItem(id, to: input.text("text")) ? "Changed the item to “\(try input.text("text"))”." : "The item is unchanged."
            }
        ]
        for direction in [DraftParts.Direction.up, .down] where draft.canMoveItem(id, direction) {
            actions.append(
                editor.edit(ActionID(direction.actionName("item"), id), direction.label, on: item.text, kind: direction.kind) { draft, _ in
                    let before = try draft.indices(of: id).section
                    let section = try draft.moveItem(id, direction)
                    return draft.sections[before].id == section.id
                        ? "Moved “\(item.text)” \(direction.word)." : "Moved “\(item.text)” into “\(section.title)”."
                }
            )
        }
        actions.append(
            editor.edit(ActionID("remove-item", id), "Remove", on: item.text, kind: .remove) { draft, _ in
                "Removed “\(try draft.removeItem(id).text)”. Discard Changes brings back everything since the last save."
            }
        )
        return actions
    }
}
