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

    /// One field of an action's form, with what it accepts as the browser checks it too.
    struct Input {
        var name: String
        var prompt: String
        /// What the field holds: what was typed and refused, else the value it has now.
        var value: String?
        /// A hint of the form an answer takes, such as `1–10`.
        var hint: String?
        /// The field's `id`, unique on the page, for its label and its problem.
        var fieldID: String
        /// `text`, `number`, `date` or `file`.
        var type: String
        /// For a file, the types it takes: `.md,.txt`.
        var accept: String?
        var min: String?
        var max: String?
        var maxLength: String?
        /// Whether it must be filled: nothing to keep when it is left empty.
        var isRequired: Bool
        /// Why what was typed was refused, shown under the field.
        var problem: String?
    }

    /// A form refused: what was typed in each field, and what was wrong, by input name.
    struct Refused {
        var action: String
        var values: [String: String]
        var problems: [String: String]
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
        /// Whether a field is a file: the form is sent as `multipart/form-data`.
        var sendsFile: Bool
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

    /// The model of `screen`, its actions named as `links` prints them (``ActionID/printed(with:)``);
    /// `fieldPrefix` keeps the ids of its fields apart from another screen's on the same page; `link` gives the `/app/…` URL an action leads to, for an
    /// inactive screen's navigation.
    init(_ screen: Screen, links: LinkTable, isActive: Bool, fieldPrefix: String, refused: Refused? = nil, link: (ScreenAction) -> String? = { _ in nil }) {
        title = screen.title
        subtitle = screen.subtitle
        progress = screen.progress.map { Progress(completed: $0.completed, total: $0.total) }
        let actions = screen.actions.enumerated().map { index, action in
            let id = action.id.printed(with: links)
            return Self.action(
                action, id: id, index: index, fieldPrefix: fieldPrefix, refused: refused?.action == id ? refused : nil,
                link: isActive ? nil : link(action)
            )
        }
        let byID = Dictionary(actions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        sections = screen.sections.map { section in
            Section(
                heading: section.heading,
                rows: section.rows.map { row in
                    let control = row.action.flatMap { byID[$0.printed(with: links)] }
                    return Self.row(row, control: isActive ? control : nil, link: control?.link)
                },
                emptyText: section.rows.isEmpty ? section.emptyText : nil
            )
        }
        let listed = Set(screen.listedActions.map { $0.id.printed(with: links) })
        self.actions = actions.filter { listed.contains($0.id) }
        self.isActive = isActive
        isProblem = screen.kind != .content
    }

    /// The placeholder of a field of `kind`.
    static func hint(for kind: ActionInput.Kind) -> String? {
        switch kind {
        case .text, .requiredText, .date, .file: nil
        case .number(let range): "\(range.lowerBound)–\(range.upperBound)"
        case .choice(let count, let noun): count > 0 ? "\(noun) 1–\(count)" : nil
        }
    }

    static func action(_ action: ScreenAction, id: String, index: Int, fieldPrefix: String, refused: Refused?, link: String?) -> Action {
        Action(
            id: id,
            label: action.label,
            destructive: action.isDestructive,
            inputs: action.questions.enumerated().map { inputIndex, input in
                field(input, id: "\(fieldPrefix)-a\(index)-i\(inputIndex)", typed: refused?.values[input.name], problem: refused?.problems[input.name])
            },
            link: link,
            asks: !action.questions.isEmpty,
            sendsFile: action.questions.contains { if case .file = $0.kind { true } else { false } }
        )
    }

    /// The field of `input`: its type and limits from its kind, holding `typed` (refused) or
    /// its current value.
    static func field(_ input: ActionInput, id: String, typed: String?, problem: String?) -> Input {
        var field = Input(
            name: input.name, prompt: input.prompt, value: typed ?? input.current, hint: hint(for: input.kind), fieldID: id, type: "text",
            isRequired: false, problem: problem
        )
        // A form submits what its fields hold, a current value included: every field but
        // free text must be filled.
        switch input.kind {
        case .text:
            break
        case .requiredText(let limit):
            field.maxLength = limit.map(String.init)
            field.isRequired = true
        case .number(let range):
            (field.type, field.min, field.max, field.isRequired) = ("number", String(range.lowerBound), String(range.upperBound), true)
        case .choice(let count, _):
            (field.type, field.min, field.max, field.isRequired) = ("number", "1", String(max(count, 1)), true)
        case .date:
            (field.type, field.isRequired) = ("date", true)
        case .file(let types, _):
            (field.type, field.accept, field.isRequired, field.value) = ("file", types.map { ".\($0)" }.joined(separator: ","), true, nil)
        }
        return field
    }

    static func row(_ row: ScreenRow, control: Action?, link: String?) -> Row {
        let isCheckBox = row.mark != nil && control?.asks == false
        let link = control == nil ? link : nil
        return Row(
            text: row.text, detail: row.detail, note: row.note, checked: row.mark == .checked, unchecked: row.mark == .unchecked,
            control: control, link: link, ariaChecked: isCheckBox ? String(row.mark == .checked) : nil,
            isControl: control != nil || link != nil, saysMark: row.mark != nil && !isCheckBox
        )
    }
}
