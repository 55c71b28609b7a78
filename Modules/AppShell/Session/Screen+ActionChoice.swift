import FeatureRegistry
import Foundation
import NavigationEngine

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

    /// The action `id`, which a face showed the person, if this screen — loaded now — still
    /// offers it. When the data changed since it was shown, so that the screen offers another
    /// action about the same subject ("Uncheck" where "Check" was shown), the error says what
    /// it offers now; otherwise that the action is gone. Either way nothing is done.
    public func action(shown id: ActionID) throws(ActionError) -> ScreenAction {
        if let action = action(id) { return action }
        throw stale(about: id.subject)
    }

    /// The action a face showed the person, named as the face printed it
    /// (``ActionID/printed(with:)``), as ``action(shown:)`` finds it.
    public func action(shown printed: String, links: LinkTable) throws(ActionError) -> ScreenAction {
        if let action = actions.first(where: { $0.id.printed(with: links) == printed }) { return action }
        throw stale(about: ActionID(named: printed).subject)
    }

    private func stale(about subject: Substring?) -> ActionError {
        if let subject, let now = actions.first(where: { $0.id.subject == subject }) {
            return ActionError("This changed since it was shown: it now offers “\(now.label)”. Nothing was changed.")
        }
        return ActionError("That action is not on this screen any more. Nothing was changed.")
    }
}
