import ChecklistsInterface
import FeatureRegistry
import Foundation

/// An item a person picked in the item chooser, with the text its purpose asked for (the new
/// text, the new place, the note; empty to remove it).
struct ChosenItem: Hashable, Sendable {
    /// The item.
    var id: UUID
    /// What the purpose asked for besides the item.
    var text: String
}

/// Picking an item of a checklist: the editor and a run ask for one with the purpose they need
/// it for, the item chooser answers, and the requester's change is made here.
///
/// The item is named by its identity, never by its number: a number typed against a screen
/// that changed meanwhile would name another item.
enum ItemChoice {
    /// The value asked for, scoped by purpose (`checklist-item/note`).
    static let key = ResultKey<ChosenItem>("checklist-item")

    /// The request of `requester` for an item of checklist `id`, for `purpose`.
    static func request(_ label: String, _ purpose: ChecklistItemPurpose, of id: UUID, from requester: ChecklistRoute) -> ScreenAction {
        .request(
            label, key.scoped(purpose.rawValue), from: requester, answeredBy: ChecklistRoute.itemChoice(id: id, purpose: purpose),
            accessibility: Accessibility(label: label, hint: "Choose the item from the list")
        )
    }

    /// Registers the receiver of each purpose's answers.
    static func register(with registrar: FeatureRegistrar) {
        for purpose in ChecklistItemPurpose.allCases {
            registrar.receive(key.scoped(purpose.rawValue), at: ChecklistRoute.self) { item, route, context in
                let store = ChecklistStore(database: try context.database(), viewer: context.viewer, now: context.context.now, makeID: context.context.makeID)
                return .message(ScreenMessage(try await receive(item, for: purpose, at: route, store: store)))
            }
        }
    }

    /// Makes the change `purpose` asks for to `item`, for the screen at `route`; returns what it did.
    private static func receive(_ item: ChosenItem, for purpose: ChecklistItemPurpose, at route: ChecklistRoute, store: ChecklistStore) async throws -> String {
        switch (route, purpose) {
        case (.editor(let id), _):
            return try await store.drafts.edit(id) { draft in try draft.change(item, for: purpose) }
        case (.execution(let charterID, let checklistID), .note):
            guard let checklist = try await store.checklist(checklistID),
                let found = checklist.sections.lazy.flatMap(\.items).first(where: { $0.id == item.id })
            else { throw gone }
            let note = item.text.trimmingCharacters(in: .whitespacesAndNewlines)
            let kept = note.isEmpty ? "" : try ChecklistRules.note.check(note)
            try await store.mark(found.id, inCharter: charterID, .note(kept))
            return kept.isEmpty ? "Removed the note on “\(found.text)”." : "Noted on “\(found.text)”: \(kept)"
        default:
            throw ActionError("This screen does not take an item to \(purpose.rawValue). Nothing was changed.")
        }
    }

    /// What an item that was removed meanwhile says.
    static let gone = EditError("That item is no longer in the checklist. Nothing was changed.")
}

extension ChecklistItemPurpose {
    /// The chooser's title.
    var title: String {
        switch self {
        case .edit: "Edit Which Item?"
        case .move: "Move Which Item?"
        case .remove: "Remove Which Item?"
        case .note: "Note on Which Item?"
        }
    }

    /// What the purpose asks for besides the item `text`, if anything: editing shows the
    /// text it has, so a person changes it rather than retyping it.
    func input(editing text: String) -> ActionInput? {
        switch self {
        case .edit: ActionInput("text", prompt: "Item text", kind: .requiredText(), current: text)
        case .move: ActionInput("to", prompt: "New place, like 1.1", kind: .requiredText())
        case .remove: nil
        case .note: ActionInput("note", prompt: "Note")
        }
    }

    /// Whether it reads the editor's draft, rather than the saved checklist a run uses.
    var readsDraft: Bool { self != .note }
}

extension ChecklistDraft {
    /// Makes the change `purpose` asks for to the chosen item; returns what it did.
    mutating func change(_ chosen: ChosenItem, for purpose: ChecklistItemPurpose) throws(EditError) -> String {
        guard let reference = reference(of: chosen.id) else { throw ItemChoice.gone }
        switch purpose {
        case .edit:
            let (section, item) = try indices(of: reference)
            let before = sections[section].items[item].text
            try editItem(reference, to: chosen.text)
            // An empty answer keeps the text the prompt showed: say so, not that it changed.
            return sections[section].items[item].text == before ? "Item \(reference) is unchanged." : "Changed item \(reference)."
        case .move:
            let destination = try ItemReference(chosen.text)
            try moveItem(reference, to: destination)
            return "Moved the item to \(destination)."
        case .remove:
            try removeItem(reference)
            return "Removed item \(reference)."
        case .note:
            throw EditError("Notes are written on a checklist's run in a charter, not in the editor.")
        }
    }

    /// How a person numbers the item `id`, if the draft has it.
    func reference(of id: UUID) -> ItemReference? {
        for (section, part) in sections.enumerated() {
            if let item = part.items.firstIndex(where: { $0.id == id }) {
                return ItemReference(section: section + 1, item: item + 1)
            }
        }
        return nil
    }
}
