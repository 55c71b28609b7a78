import NavigationEngine

/// What a screen shows, independent of any UI toolkit: the terminal app prints it, a SwiftUI
/// view lays it out, tests read it. Plain data: two loads of an unchanged screen are equal.
public struct Screen: Sendable, Equatable {
    /// The kind of screen, so a UI can style failures apart from content.
    public enum Kind: String, Hashable, Sendable {
        /// Ordinary content.
        case content
        /// The route's content does not exist (deleted, never was, no access).
        case notFound
        /// The route belongs to a feature this build does not include.
        case unavailable
        /// Loading the screen failed; the subtitle says why.
        case failed
        /// The route names something only its owner sees, in the app on their device (a
        /// charter), and the viewer is someone else. Whether it exists is not said.
        case restricted
        /// The route's content is not on this device yet and is on its way (or waits for the
        /// network): the screen becomes the content when it arrives. A face shows it only once
        /// the wait is long enough to notice (``PendingDelay``).
        case pending
    }

    /// The title, also the screen's name in the breadcrumb.
    public var title: String
    /// A line under the title, such as a greeting or a count.
    public var subtitle: String?
    /// The content, in order.
    public var sections: [ScreenSection]
    /// What the user can do here, in the order shown.
    public var actions: [ScreenAction]
    /// The kind of screen.
    public var kind: Kind
    /// How far the user has got through the screen's items, on a screen that tracks it (a
    /// checklist run), so a UI can draw a progress bar.
    public var progress: ScreenProgress?
    /// What the screen is about when it is one thing — an item, a person — so a face can say
    /// so where that matters (a shared page's preview type); nil for lists and other screens.
    public var topic: Topic?

    /// What a screen is about.
    public enum Topic: String, Hashable, Sendable {
        /// One piece of content: a checklist, a deck, a guide.
        case item
        /// A person: a sailor's profile.
        case person
    }

    /// Creates a screen.
    public init(
        title: String,
        subtitle: String? = nil,
        sections: [ScreenSection] = [],
        actions: [ScreenAction] = [],
        kind: Kind = .content,
        progress: ScreenProgress? = nil,
        topic: Topic? = nil
    ) {
        self.title = title
        self.subtitle = subtitle
        self.sections = sections
        self.actions = actions
        self.kind = kind
        self.progress = progress
        self.topic = topic
    }
}

extension Screen {
    /// The action with identity `id`, if the screen offers it.
    public func action(_ id: ActionID) -> ScreenAction? {
        actions.first { $0.id == id }
    }
}

/// Progress through a set of items: `completed` of `total` done.
public struct ScreenProgress: Hashable, Sendable {
    /// How many are done.
    public var completed: Int
    /// How many there are.
    public var total: Int

    /// Creates progress; `completed` is kept within `0...total`.
    public init(completed: Int, total: Int) {
        self.total = max(total, 0)
        self.completed = min(max(completed, 0), self.total)
    }

    /// The share done, from 0 to 1; 0 when there is nothing to do.
    public var fraction: Double {
        total == 0 ? 0 : Double(completed) / Double(total)
    }
}

/// A titled group of rows.
public struct ScreenSection: Hashable, Sendable {
    /// The heading, if the section has one.
    public var heading: String?
    /// The rows.
    public var rows: [ScreenRow]
    /// What to show when there are no rows.
    public var emptyText: String?

    /// Creates a section.
    public init(_ heading: String? = nil, rows: [ScreenRow], emptyText: String? = nil) {
        self.heading = heading
        self.rows = rows
        self.emptyText = emptyText
    }
}

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
    /// again. Nil for a row that is only read.
    public var action: ActionID?

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
        action: ActionID? = nil
    ) {
        self.id = id.map(ID.named) ?? action.map(ID.action) ?? .named(text)
        self.text = text
        self.detail = detail
        self.accessibility = accessibility ?? Accessibility(label: text, value: detail)
        self.mark = mark
        self.note = note.flatMap { $0.isEmpty ? nil : $0 }
        self.action = action
    }
}

extension Screen {
    /// The actions no row stands for, in order: what a face lists under the content, apart from
    /// the rows that are controls.
    public var listedActions: [ScreenAction] {
        let onRows = Set(sections.lazy.flatMap(\.rows).compactMap(\.action))
        return actions.filter { !onRows.contains($0.id) }
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

/// What loading a route's screen found.
public enum ScreenResult: Sendable {
    /// The screen.
    case screen(Screen)
    /// The route's content does not exist; the message says what is missing.
    case notFound(String)
    /// The route names what only its owner sees, and the viewer is someone else
    /// (``Screen/Kind/restricted``). A loader answers it before reading anything, so that it
    /// never tells whether the content exists.
    case restricted
}
