import FeatureRegistry

extension ScreenAction {
    /// An action whose refusals — an empty name, a bad day — reach the person as an
    /// ``ActionError`` saying what was wrong; nothing was saved when one is thrown.
    static func checked(
        id: ActionID,
        _ label: String,
        accessibility: Accessibility? = nil,
        inputs: [ActionInput] = [],
        isDestructive: Bool = false,
        perform: @escaping @Sendable (ActionInvocation) async throws -> ActionResult
    ) -> ScreenAction {
        ScreenAction(id: id, label, accessibility: accessibility, inputs: inputs, isDestructive: isDestructive) { invocation in
            do {
                return try await perform(invocation)
            } catch let error as CharterFormError {
                throw ActionError(error.description)
            }
        }
    }
}
