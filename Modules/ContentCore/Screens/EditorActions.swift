import FeatureRegistry
import Foundation
import NavigationEngine
import SailawayDatabase

/// The actions every content editor offers the same way: an edit of the draft that says what
/// it did, Save, and Discard Changes (which asks first).
public struct EditorActions<Editable: EditableContent>: Sendable {
    /// Where the draft is kept.
    public var drafts: ContentDrafts<Editable>
    /// The content edited.
    public var id: UUID
    /// Where the actions lead: saving to the content's detail, discarding to its alert.
    public var routes: ContentRoutes
    /// Saves a draft into its content; the feature checks it is ready and writes its parts.
    public var save: @Sendable (Editable) async throws -> ContentItem

    /// The actions of the editor of `id`, which save with `save` and then show its detail in
    /// `routes`.
    public init(
        drafts: ContentDrafts<Editable>, id: UUID, routes: ContentRoutes,
        save: @escaping @Sendable (Editable) async throws -> ContentItem
    ) {
        self.drafts = drafts
        self.id = id
        self.routes = routes
        self.save = save
    }

    /// An action `id` labelled `label` asking for `inputs` that applies `change` to the draft
    /// and keeps it, showing the message `change` returns; a change that throws keeps nothing.
    public func edit(
        _ id: ActionID, _ label: String, _ inputs: [ActionInput], kind: ScreenAction.Kind = .other,
        _ change: @escaping @Sendable (inout Editable, ActionInvocation) throws -> String
    ) -> ScreenAction {
        ScreenAction(id: id, label, inputs: inputs, kind: kind, perform: applying(change))
    }

    /// An edit of one part of the draft, drawn on its row or section — `subject`, what it
    /// shows — as `verb` (“Remove Item”), and “verb: subject” elsewhere
    /// (``ScreenAction/onRow(id:_:subject:kind:inputs:isDestructive:perform:)``).
    public func edit(
        _ id: ActionID, _ verb: String, on subject: String, kind: ScreenAction.Kind, _ inputs: [ActionInput] = [],
        _ change: @escaping @Sendable (inout Editable, ActionInvocation) throws -> String
    ) -> ScreenAction {
        .onRow(id: id, verb, subject: subject, kind: kind, inputs: inputs, perform: applying(change))
    }

    /// The own actions of one part of the draft — `part` (“section”), `subject` what its row or
    /// heading shows — in the order every editor draws them: its `edits` (its text, its name);
    /// its moves, one place up and one down, each only where there is a place to move to
    /// (`canMove`), `move` making it and saying what it did; and last its removal, `remove`
    /// saying what it took away. Each is named by the part's identity (`move-section-up/<id>`,
    /// `remove-section/<id>`).
    public func partActions(
        _ part: String, id: UUID, on subject: String, edits: [ScreenAction], canMove: (DraftParts.Direction) -> Bool,
        move: @escaping @Sendable (inout Editable, DraftParts.Direction) throws -> String,
        remove: @escaping @Sendable (inout Editable) throws -> String
    ) -> [ScreenAction] {
        let moves = [DraftParts.Direction.up, .down].filter(canMove).map { direction in
            edit(ActionID(direction.actionName(part), id), direction.label, on: subject, kind: direction.kind) { draft, _ in try move(&draft, direction) }
        }
        let removal = edit(ActionID("remove-\(part)", id), "Remove", on: subject, kind: .remove) { draft, _ in
            "\(try remove(&draft)) \(DraftParts.undoing)"
        }
        return edits + moves + [removal]
    }

    /// The own actions of each of `parts` (`actions` makes them): by the part's identity, for
    /// its row or heading, and all of them in the parts' order, for the screen.
    public static func ownActions<Part: DraftPart>(of parts: [Part], _ actions: (Part) -> [ScreenAction]) -> (byPart: [UUID: [ActionID]], all: [ScreenAction]) {
        var byPart: [UUID: [ActionID]] = [:]
        var all: [ScreenAction] = []
        for part in parts {
            let own = actions(part)
            byPart[part.id] = own.map(\.id)
            all += own
        }
        return (byPart, all)
    }

    /// The work of an edit: `change` applied to the draft, kept, its message shown.
    private func applying(
        _ change: @escaping @Sendable (inout Editable, ActionInvocation) throws -> String
    ) -> @Sendable (ActionInvocation) async throws -> ActionResult {
        let (drafts, contentID) = (drafts, self.id)
        return { invocation in
            .message(ScreenMessage(try await drafts.edit(contentID) { draft in try change(&draft, invocation) }))
        }
    }

    /// Save, then Discard Changes when there are changes to discard.
    public func saving(hasUnsavedChanges: Bool) -> [ScreenAction] {
        hasUnsavedChanges ? [saveAction, discardAction] : [saveAction]
    }

    /// Saves the draft and shows the saved content; with nothing to save, just shows it.
    public var saveAction: ScreenAction {
        let (drafts, id, detail, save) = (drafts, id, routes.detail(id), save)
        return ScreenAction(id: "save", "Save", accessibility: Accessibility(label: "Save", hint: "Saves the \(drafts.kind.noun) to your Library")) { _ in
            guard let working = try await drafts.editable(id) else { throw drafts.notEditable }
            guard working.hasUnsavedChanges else {
                return .replace(with: detail, message: .information("No changes to save."))
            }
            let saved = try await save(working.draft)
            return .replace(with: detail, message: "Saved “\(saved.title)” to your Library.")
        }
    }

    /// Asks, in an alert, before forgetting the draft (``ContentDialogs/discard(_:drafts:)``).
    public var discardAction: ScreenAction {
        .present(
            "Discard Changes", routes.dialog(.discard, id), style: ContentDialog.discard.style,
            accessibility: Accessibility(label: "Discard changes", hint: "Asks before forgetting every edit since the last save"),
            isDestructive: true
        )
    }
}
