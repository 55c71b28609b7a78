import FeatureRegistry
import NavigationEngine

/// A screen as the templates draw it: title, subtitle, progress, sections and actions.
///
/// Plain values only, so the template gets text to escape and flags to test, never markup.
struct ScreenModel {
    /// One row: text to read, or a control over its whole area — on the screen on top, a
    /// button that performs its action (a check box for an item that is checked off), or the
    /// action's form when it asks for answers; on a screen under it, a link where the action leads.
    struct Row {
        var id: String
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
    }

    /// One section.
    struct Section {
        var heading: String?
        var rows: [Row]
        var emptyText: String?
    }

    /// One text field of an action.
    struct Input {
        var name: String
        var prompt: String
        /// The value it has now, which an empty answer keeps.
        var current: String?
        /// A hint of the form an answer takes, such as `YYYY-MM-DD`.
        var hint: String?
        /// The field's `id`, unique on the page, for its label.
        var fieldID: String
    }

    /// One action: a form when the screen is the one on top, else a line (or a link, in the
    /// content column, for one that only opens a screen with a link).
    struct Action {
        var id: String
        var label: String
        var destructive: Bool
        var inputs: [Input]
        var link: String?
        /// Whether it asks for answers: a form of fields, not a button alone.
        var asks: Bool
    }

    /// Progress through the screen's items.
    struct Progress {
        var completed: Int
        var total: Int
    }

    var title: String
    var subtitle: String?
    var progress: Progress?
    var sections: [Section]
    var actions: [Action]
    /// Whether the actions are forms: only on the screen on top, the one they act on.
    var isActive: Bool
    /// Not found, not available or failed: drawn as a warning.
    var isProblem: Bool

    /// The model of `screen`; `fieldPrefix` keeps the ids of its fields apart from another
    /// screen's on the same page; `link` gives the `/app/…` URL an action leads to, for an
    /// inactive screen's navigation.
    init(_ screen: Screen, isActive: Bool, fieldPrefix: String, link: (ScreenAction) -> String? = { _ in nil }) {
        title = screen.title
        subtitle = screen.subtitle
        progress = screen.progress.map { Progress(completed: $0.completed, total: $0.total) }
        let actions = screen.actions.enumerated().map { index, action in
            Self.action(action, index: index, fieldPrefix: fieldPrefix, link: isActive ? nil : link(action))
        }
        let byID = Dictionary(actions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        sections = screen.sections.map { section in
            Section(
                heading: section.heading,
                rows: section.rows.map { row in
                    let control = row.action.flatMap { byID[$0.rawValue] }
                    return Self.row(row, control: isActive ? control : nil, link: control?.link)
                },
                emptyText: section.rows.isEmpty ? section.emptyText : nil
            )
        }
        let listed = Set(screen.listedActions.map(\.id.rawValue))
        self.actions = actions.filter { listed.contains($0.id) }
        self.isActive = isActive
        isProblem = screen.kind != .content
    }

    /// The placeholder of a field of `kind`.
    static func hint(for kind: ActionInput.Kind) -> String? {
        switch kind {
        case .text, .requiredText: nil
        case .number(let range): "\(range.lowerBound)–\(range.upperBound)"
        case .choice(let count, let noun): count > 0 ? "\(noun) 1–\(count)" : nil
        case .date: "YYYY-MM-DD"
        }
    }

    static func action(_ action: ScreenAction, index: Int, fieldPrefix: String, link: String?) -> Action {
        Action(
            id: action.id.rawValue,
            label: action.label,
            destructive: action.isDestructive,
            inputs: action.inputs.enumerated().map { inputIndex, input in
                Input(
                    name: input.name, prompt: input.prompt, current: input.current, hint: Self.hint(for: input.kind),
                    fieldID: "\(fieldPrefix)-a\(index)-i\(inputIndex)"
                )
            },
            link: link,
            asks: !action.inputs.isEmpty
        )
    }

    static func row(_ row: ScreenRow, control: Action?, link: String?) -> Row {
        let isCheckBox = row.mark != nil && control?.asks == false
        let link = control == nil ? link : nil
        return Row(
            id: row.id, text: row.text, detail: row.detail, note: row.note, checked: row.mark == .checked, unchecked: row.mark == .unchecked,
            control: control, link: link, ariaChecked: isCheckBox ? String(row.mark == .checked) : nil,
            isControl: control != nil || link != nil, saysMark: row.mark != nil && !isCheckBox
        )
    }
}
