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
    /// The one action the screen is for, if it has one — an editor's Save, a form's Create
    /// Charter, another sailor's checklist's Fork, a flashcard's Reveal. A face draws it apart
    /// from the others (the web's filled button, SwiftUI's prominent one, its form already open
    /// when it asks for answers) and makes it the default (the full-screen terminal selects it
    /// when what was selected is gone). Nil when no one action is the screen's purpose: a
    /// list whose rows are the controls, a choice a person must make (the grades of a card).
    public var primaryAction: ActionID?
    /// The screen's own actions, drawn before its content where the eye lands first: a content
    /// page's Fork, Rate and Review above its items, the search box above the results
    /// (SwiftUI's toolbar, the web's bar under the heading, the terminal's first lines).
    public var toolbar: [ActionID]

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
        topic: Topic? = nil,
        primaryAction: ActionID? = nil,
        toolbar: [ActionID] = []
    ) {
        self.title = title
        self.subtitle = subtitle
        self.sections = sections
        self.actions = actions
        self.kind = kind
        self.progress = progress
        self.topic = topic
        self.primaryAction = primaryAction
        self.toolbar = toolbar
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

extension Screen {
    /// The actions drawn where they act — by a row, with a section's heading or after its
    /// rows, in the toolbar — rather than listed under the content.
    public var placedActions: Set<ActionID> {
        var placed = Set(toolbar)
        for section in sections {
            placed.formUnion(section.actions)
            placed.formUnion(section.additions)
            for row in section.rows {
                if let action = row.action { placed.insert(action) }
                placed.formUnion(row.actions)
            }
        }
        return placed
    }

    /// The actions no row, section or toolbar stands for, in order: what a face lists under
    /// the content.
    public var listedActions: [ScreenAction] {
        let placed = placedActions
        return actions.filter { !placed.contains($0.id) }
    }

    /// The toolbar's actions, in its order.
    public var toolbarActions: [ScreenAction] {
        toolbar.compactMap(action)
    }

    /// The screen's actions whose identities are `ids`, in that order: a row's, a section's.
    public func actions(_ ids: [ActionID]) -> [ScreenAction] {
        ids.compactMap(action)
    }
}

/// What loading a route's screen found.
public enum ScreenResult: Sendable, Equatable {
    /// The screen.
    case screen(Screen)
    /// The route's content does not exist; the message says what is missing.
    case notFound(String)
    /// The route names what only its owner sees, and the viewer is someone else
    /// (``Screen/Kind/restricted``). A loader answers it before reading anything, so that it
    /// never tells whether the content exists.
    case restricted
}
