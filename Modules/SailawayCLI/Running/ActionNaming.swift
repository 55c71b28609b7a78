import FeatureRegistry

/// Reads an action named by its label followed by its values, as a person types it:
/// `Add Item 2 Spinnaker` taps “Add Item” with "2" and "Spinnaker".
enum ActionNaming {
    /// The action of `actions` whose label is the longest run of leading `words` (compared
    /// without case, the words joined by single spaces), and the words after it; nil when no
    /// run of leading words is a label.
    static func split(_ words: [String], among actions: [ScreenAction]) -> (action: ScreenAction, values: [String])? {
        guard !words.isEmpty else { return nil }
        for count in stride(from: words.count, through: 1, by: -1) {
            let label = words.prefix(count).joined(separator: " ")
            if let action = actions.first(where: { $0.label.caseInsensitiveCompare(label) == .orderedSame }) {
                return (action, Array(words.dropFirst(count)))
            }
        }
        return nil
    }
}
