import FeatureRegistry

extension ScreenAction {
    /// An action whose refusals — an empty name, an end before the start — reach the person
    /// as an ``ActionError`` saying what was wrong, per answer when a form was refused.
    static func checked(
        id: ActionID,
        _ label: String,
        accessibility: Accessibility? = nil,
        inputs: [ActionInput] = [],
        isDestructive: Bool = false,
        kind: Kind = .other,
        perform: @escaping @Sendable (ActionInvocation) async throws -> ActionResult
    ) -> ScreenAction {
        ScreenAction(id: id, label, accessibility: accessibility, inputs: inputs, isDestructive: isDestructive, kind: kind) { invocation in
            do {
                return try await perform(invocation)
            } catch let error as CharterFormError {
                throw ActionError(error.description)
            } catch let refusal as CharterFormRefusal {
                // The order of the form's answers, so the message names the first refused.
                let refused = inputs.compactMap { input in refusal.problems[input.name].map { (input.name, $0.description) } }
                var error = ActionError((refused.first?.1 ?? "The form was refused.") + " Your answers are kept; put it right and submit again.")
                error.problems = Dictionary(uniqueKeysWithValues: refused)
                throw error
            }
        }
    }
}
