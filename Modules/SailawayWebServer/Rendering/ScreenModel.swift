import FeatureRegistry
import NavigationEngine

/// A screen as the templates draw it: title, subtitle, progress, sections and actions.
///
/// Plain values only, so the template gets text to escape and flags to test, never markup.
struct ScreenModel {
    /// One row.
    struct Row {
        var text: String
        var detail: String?
        var note: String?
        var checked: Bool
        var unchecked: Bool
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
        sections = screen.sections.map { section in
            Section(
                heading: section.heading,
                rows: section.rows.map(Self.row),
                emptyText: section.rows.isEmpty ? section.emptyText : nil
            )
        }
        actions = screen.actions.enumerated().map { index, action in
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
                link: isActive ? nil : link(action)
            )
        }
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

    static func row(_ row: ScreenRow) -> Row {
        Row(text: row.text, detail: row.detail, note: row.note, checked: row.mark == .checked, unchecked: row.mark == .unchecked)
    }
}
