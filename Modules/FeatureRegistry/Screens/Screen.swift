/// What a screen shows, independent of any UI toolkit: the terminal app prints it, a SwiftUI
/// view lays it out, tests read it.
public struct Screen: Sendable {
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

    /// Creates a screen.
    public init(
        title: String,
        subtitle: String? = nil,
        sections: [ScreenSection] = [],
        actions: [ScreenAction] = [],
        kind: Kind = .content
    ) {
        self.title = title
        self.subtitle = subtitle
        self.sections = sections
        self.actions = actions
        self.kind = kind
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

/// One line of content, with what assistive technology should say about it.
public struct ScreenRow: Hashable, Sendable {
    /// The text shown.
    public var text: String
    /// Secondary text shown beside or under it.
    public var detail: String?
    /// What VoiceOver and other assistive UIs say.
    public var accessibility: Accessibility

    /// Creates a row; its accessibility label defaults to its text.
    public init(_ text: String, detail: String? = nil, accessibility: Accessibility? = nil) {
        self.text = text
        self.detail = detail
        self.accessibility = accessibility ?? Accessibility(label: text, value: detail)
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
}
