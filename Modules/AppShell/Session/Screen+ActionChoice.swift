import FeatureRegistry
import Foundation

extension Screen {
    /// The action a person means by `choice`: its number (from 1), its label, or the start of
    /// exactly one label, ignoring case.
    ///
    /// For faces where a person types or says what they want — the terminal, and tests that act
    /// as one. The app itself finds an action by its identity (``Screen/action(_:)``), never
    /// by its label.
    public func action(matching choice: String) throws(ActionError) -> ScreenAction {
        guard !actions.isEmpty else { throw ActionError("This screen has no actions.") }
        if let number = Int(choice) {
            guard actions.indices.contains(number - 1) else {
                throw ActionError("There is no action \(number) here; choose 1 to \(actions.count).")
            }
            return actions[number - 1]
        }
        if let exact = actions.first(where: { $0.label.caseInsensitiveCompare(choice) == .orderedSame }) {
            return exact
        }
        let prefixed = actions.filter { $0.label.lowercased().hasPrefix(choice.lowercased()) }
        if prefixed.count == 1 { return prefixed[0] }
        let labels = actions.enumerated().map { "\($0.offset + 1). \($0.element.label)" }.joined(separator: ", ")
        throw ActionError("No single action matches '\(choice)'. Actions here: \(labels).")
    }
}
