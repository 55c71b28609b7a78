import NavigationEngine

/// One line of content, with what assistive technology should say about it — and, when the
/// row stands for something a person can do with it (open what it shows, check its item,
/// choose it), that action: the row *is* the control.
public struct ScreenRow: Hashable, Sendable {
    /// The row's identity on its screen, taken from what it shows — an item's id, the route it
    /// opens — so a face keeps a row's place, focus and animation when the data around it
    /// changes. Unique on its screen.
    public var id: ID
    /// The text shown.
    public var text: String
    /// Secondary text shown beside or under it.
    public var detail: String?
    /// What VoiceOver and other assistive UIs say.
    public var accessibility: Accessibility
    /// Whether the row is an item that is checked off (a checklist run's), and whether it is;
    /// nil for any other row. UIs draw it as a check box.
    public var mark: Mark?
    /// A note the user attached to the row, shown under it.
    public var note: String?
    /// The action activating the row performs, one of its screen's ``Screen/actions``: faces
    /// draw the row as that control (a link, a check box, a button) and do not list the action
    /// again. Nil for a row that activating does nothing to.
    public var action: ActionID?
    /// The row's own actions besides activating it, each one of its screen's actions: what can
    /// be done to what the row shows — edit it, move it, remove it, note on it. Faces draw
    /// them on the row (its buttons or menu on the web, its swipe actions and context menu in
    /// SwiftUI, its menu in the terminal), never as a question asking which row.
    public var actions: [ActionID]

    /// A row's identity: a name taken from what it shows (an item's id), or the action the row
    /// is — for a row that opens something, the route it opens, typed.
    public enum ID: Hashable, Sendable {
        case named(String)
        case action(ActionID)

        /// The identity as text, for a face that names rows: a name as itself, an action as it
        /// prints (``ActionID/printed(with:)``).
        public func printed(with links: LinkTable) -> String {
            switch self {
            case .named(let name): name
            case .action(let action): action.printed(with: links)
            }
        }
    }

    /// The state of an item that is checked off.
    public enum Mark: String, Hashable, Sendable {
        /// Done.
        case checked
        /// Not done yet.
        case unchecked
    }

    /// Creates a row; its accessibility label defaults to its text, and its identity to its
    /// action's, else its text.
    public init(
        _ text: String, id: String? = nil, detail: String? = nil, accessibility: Accessibility? = nil, mark: Mark? = nil, note: String? = nil,
        action: ActionID? = nil, actions: [ActionID] = []
    ) {
        self.id = id.map(ID.named) ?? action.map(ID.action) ?? .named(text)
        self.text = text
        self.detail = detail
        self.accessibility = accessibility ?? Accessibility(label: text, value: detail)
        self.mark = mark
        self.note = note.flatMap { $0.isEmpty ? nil : $0 }
        self.action = action
        self.actions = actions
    }

    /// Whether a person can do anything with the row: activate it, or one of its own actions.
    public var isActionable: Bool {
        action != nil || !actions.isEmpty
    }
}

/// What assistive technology says about an item or action ("Checklist item: Bilge pump",
/// "Checked").
public struct Accessibility: Hashable, Sendable {
    /// What the item is.
    public var label: String
    /// Its current value or state, if it has one.
    public var value: String?
    /// What activating it does, if that is not obvious.
    public var hint: String?

    /// Creates accessibility text.
    public init(label: String, value: String? = nil, hint: String? = nil) {
        self.label = label
        self.value = value
        self.hint = hint
    }
}
