import FeatureRegistry
import NavigationEngine

/// A screen as the templates draw it: title, subtitle, progress, its toolbar, sections with
/// their rows and each one's own actions, and the actions listed under them.
///
/// Plain values only, so the template gets text to escape and flags to test, never markup.
struct ScreenModel {
    /// One row: text to read, or a control over its whole area — on the screen on top, a
    /// button that performs its action (a check box for an item that is checked off), or the
    /// action's form when it asks for answers; on a screen under it, a link where the action
    /// leads — and, on the screen on top, its own actions beside it.
    struct Row {
        var text: String
        var detail: String?
        var note: String?
        var checked: Bool
        var unchecked: Bool
        /// The action the row performs, on the screen on top.
        var control: Action?
        /// Where the row leads, on a screen under the one on top.
        var link: String?
        /// `true` or `false` for a row that checks its item off: its state, as a check box's.
        var ariaChecked: String?
        /// Whether it is a control or a link.
        var isControl: Bool
        /// Whether the row says its mark in words for assistive technology: a row that is not
        /// a check box itself.
        var saysMark: Bool
        /// Its own actions — edit, move, remove, note — as buttons and editors beside it.
        var actions: [Action]
        /// Whether it has any (the template tests flags, not arrays).
        var hasActions: Bool
    }

    /// One section: its heading with its own actions, its rows, and what adds a row to it.
    struct Section {
        var heading: String?
        var rows: [Row]
        var emptyText: String?
        /// Rename, move, remove the section: beside its heading.
        var actions: [Action]
        /// Add a row to it: after its rows, where the row goes.
        var additions: [Action]
        /// Whether it draws a head (a heading, or actions of its own) and each part.
        var hasHead: Bool
        var hasActions: Bool
        var hasAdditions: Bool
    }

    /// One field of an action's form, with what it accepts as the browser checks it too.
    struct Input {
        var name: String
        var prompt: String
        /// What the field holds: what was typed and refused, else the value it has now.
        var value: String?
        /// The field's `id`, unique on the page, for its label and its problem.
        var fieldID: String
        /// `text`, `number`, `date`, `file` or `password`.
        var type: String
        /// What the browser may fill it with: `off`, but `current-password` or `new-password`
        /// for a password, so a password manager can help.
        var autocomplete = "off"
        /// For a file, the types it takes: `.md,.txt`.
        var accept: String?
        var min: String?
        var max: String?
        var maxLength: String?
        /// The limit said before anything is typed: “Up to 200 characters.”
        var limitText: String?
        /// Whether it must be filled: nothing to keep when it is left empty.
        var isRequired: Bool
        /// Why what was typed was refused, shown under the field.
        var problem: String?
        /// The ids of what describes the field: its limit, its problem.
        var describedBy: String?
    }

    /// One action: a button, or — when it asks for answers — its form, which opens when the
    /// action is chosen (a disclosure); on a screen not on top, a line, or a link for one that
    /// only opens a screen.
    struct Action {
        var id: String
        var label: String
        /// The label on its row or section (“Remove Item”), else the label.
        var shortLabel: String
        /// What assistive technology calls it: the whole label, also where only the short one
        /// shows.
        var accessibleLabel: String
        var destructive: Bool
        /// Whether it is the screen's one primary action: drawn filled, its form open.
        var primary: Bool
        var inputs: [Input]
        var link: String?
        /// Whether it asks for answers: a form of fields, not a button alone.
        var asks: Bool
        /// Whether a field is a file: the form is sent as `multipart/form-data`.
        var sendsFile: Bool
        /// Whether its form is drawn open: the primary action's, or one whose answers were
        /// refused, holding them.
        var isOpen: Bool
        /// `add`, `edit`, `remove`…: its kind, for its look.
        var kind: String
    }

    /// Progress through the screen's items.
    struct Progress {
        var completed: Int
        var total: Int
    }

    var title: String
    var subtitle: String?
    var progress: Progress?
    /// The screen's own actions, drawn under its heading.
    var toolbar: [Action]
    var hasToolbar: Bool
    var sections: [Section]
    /// The actions drawn under the content.
    var actions: [Action]
    var hasActions: Bool
    /// Whether the actions are forms: only on the screen on top, the one they act on.
    var isActive: Bool
    /// Not found, not available or failed: drawn as a warning.
    var isProblem: Bool

    /// The model of `screen`, its actions named as `links` prints them (``ActionID/printed(with:)``);
    /// `fieldPrefix` keeps the ids of its fields apart from another screen's on the same page;
    /// `link` gives the `/app/…` URL an action leads to, for an inactive screen's navigation.
    init(_ screen: Screen, links: LinkTable, isActive: Bool, fieldPrefix: String, link: (ScreenAction) -> String? = { _ in nil }) {
        title = screen.title
        subtitle = screen.subtitle
        progress = screen.progress.map { Progress(completed: $0.completed, total: $0.total) }
        let all = screen.actions.enumerated().map { index, action in
            Self.action(action, id: action.id.printed(with: links), index: index, fieldPrefix: fieldPrefix, isPrimary: action.id == screen.primaryAction, link: isActive ? nil : link(action))
        }
        let byID = Dictionary(zip(screen.actions.map(\.id), all), uniquingKeysWith: { first, _ in first })
        // A screen not on top acts on nothing: only its rows' links are drawn.
        let own = { (ids: [ActionID]) in isActive ? ids.compactMap { byID[$0] } : [] }
        toolbar = own(screen.toolbar)
        hasToolbar = !toolbar.isEmpty
        sections = screen.sections.map { section in
            let (actions, additions) = (own(section.actions), own(section.additions))
            return Section(
                heading: section.heading,
                rows: section.rows.map { row in
                    let control = row.action.flatMap { byID[$0] }
                    return Self.row(row, control: isActive ? control : nil, link: control?.link, actions: own(row.actions))
                },
                emptyText: section.rows.isEmpty ? section.emptyText : nil,
                actions: actions,
                additions: additions,
                hasHead: section.heading != nil || !actions.isEmpty,
                hasActions: !actions.isEmpty,
                hasAdditions: !additions.isEmpty
            )
        }
        let listed = Set(screen.listedActions.map(\.id))
        actions = zip(screen.actions, all).filter { listed.contains($0.0.id) }.map(\.1)
        hasActions = actions.contains { isActive || $0.link != nil }
        self.isActive = isActive
        isProblem = screen.kind != .content
    }
}
