import FeatureRegistry

extension ScreenModel {
    /// The model of `action`, the `index`th of its screen, named `id`.
    static func action(_ action: ScreenAction, id: String, index: Int, fieldPrefix: String, isPrimary: Bool, link: String?) -> Action {
        let inputs = action.inputs.enumerated().map { inputIndex, input in field(input, id: "\(fieldPrefix)-a\(index)-i\(inputIndex)") }
        return Action(
            id: id,
            label: action.label,
            shortLabel: action.shortLabel,
            accessibleLabel: action.accessibility.label,
            destructive: action.isDestructive,
            primary: isPrimary,
            inputs: inputs,
            link: link,
            asks: !inputs.isEmpty,
            sendsFile: action.inputs.contains { if case .file = $0.kind { true } else { false } },
            isOpen: isPrimary || inputs.contains { $0.problem != nil },
            kind: action.kind.rawValue
        )
    }

    /// The field of `input`: its type and limits from its kind, holding its current value —
    /// what was typed and refused, when it was (``Screen/keeping(_:)``).
    static func field(_ input: ActionInput, id: String) -> Input {
        var field = Input(
            name: input.name, prompt: input.prompt, value: input.current, fieldID: id, type: "text",
            limitText: input.limitText.map { "\($0.prefix(1).uppercased())\($0.dropFirst())." }, isRequired: false, problem: input.problem
        )
        field.maxLength = input.limit.map(String.init)
        let describedBy = [field.limitText.map { _ in "\(id)-limit" }, field.problem.map { _ in "\(id)-problem" }].compactMap { $0 }
        field.describedBy = describedBy.isEmpty ? nil : describedBy.joined(separator: " ")
        // A form submits what its fields hold, a current value included: every field but
        // free text must be filled.
        switch input.kind {
        case .text:
            break
        case .requiredText:
            field.isRequired = true
        case .number(let range):
            (field.type, field.min, field.max, field.isRequired) = ("number", String(range.lowerBound), String(range.upperBound), true)
        case .date:
            (field.type, field.isRequired) = ("date", true)
        case .file(let types, _):
            (field.type, field.accept, field.isRequired, field.value) = ("file", types.map { ".\($0)" }.joined(separator: ","), true, nil)
        case .password(let isNew):
            (field.type, field.isRequired, field.value) = ("password", true, nil)
            field.autocomplete = isNew ? "new-password" : "current-password"
        }
        return field
    }

    /// The model of `row`: `control` is the action it performs, on the screen on top; `link`
    /// where it leads, on one under it; `actions` its own.
    static func row(_ row: ScreenRow, control: Action?, link: String?, actions: [Action]) -> Row {
        let isCheckBox = row.mark != nil && control?.asks == false
        let link = control == nil ? link : nil
        return Row(
            text: row.text, detail: row.detail, note: row.note, checked: row.mark == .checked, unchecked: row.mark == .unchecked,
            control: control, link: link, ariaChecked: isCheckBox ? String(row.mark == .checked) : nil,
            isControl: control != nil || link != nil, saysMark: row.mark != nil && !isCheckBox, actions: actions, hasActions: !actions.isEmpty
        )
    }
}
