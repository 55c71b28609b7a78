/// What a person answered an action that was refused, kept so that nothing typed is lost: until
/// they do something else, the screen shows the action's inputs holding those answers, each
/// with why it was refused (``Screen/keeping(_:)``) — a form's fields in the browser, the
/// values in brackets that an empty answer keeps at the terminal.
///
/// The session keeps it (`AppSession`), the same for every face, so a form refused by the
/// action's own check (a charter ending before it starts) comes back as it was sent, in the
/// terminal as in the browser.
public struct RefusedAnswers: Hashable, Sendable {
    /// The action refused.
    public var action: ActionID
    /// What was answered, by input name.
    public var answers: [String: String]
    /// What was wrong with each answer refused, by input name; empty when the action refused
    /// the whole (a draft that changed meanwhile).
    public var problems: [String: String]

    /// The answers `answers` to `action`, refused for `problems`.
    public init(action: ActionID, answers: [String: String], problems: [String: String] = [:]) {
        self.action = action
        self.answers = answers
        self.problems = problems
    }
}

extension Screen {
    /// The screen with the action `refused` names holding the answers given, each input's
    /// current value being what was typed (a file is picked again, a password typed again), and its problem said.
    /// Unchanged without a refusal, or when the screen no longer offers the action.
    public func keeping(_ refused: RefusedAnswers?) -> Screen {
        guard let refused, let index = actions.firstIndex(where: { $0.id == refused.action }) else { return self }
        var screen = self
        screen.actions[index].inputs = actions[index].inputs.map { input in
            var kept = input
            switch input.kind {
            case .file, .password: return kept
            default: break
            }
            if let answer = refused.answers[input.name] { kept.current = answer.isEmpty ? nil : answer }
            kept.problem = refused.problems[input.name]
            return kept
        }
        return screen
    }
}
