import FeatureRegistry

/// Reads an action named by its label followed by its values, as a person types it:
/// `Add Item 2 Spinnaker` taps “Add Item” with "2" and "Spinnaker".
///
/// A label beside a row (``ScreenAction/rowLabel``) that several rows' actions share names
/// them all — `Remove Crew Member`, `Add Item` — and the first value after it picks one by its
/// place among them, from 1, in the order shown: scripts written when an editor asked for a
/// section's number (`tap "Add Item" 1 "Shrouds tensioned"`) still do what they did. With one
/// such action, the place may be left out.
enum ActionNaming {
    /// The action of `actions` named by the longest run of leading `words` — its label, or
    /// the label its row shows, compared without case, the words joined by single spaces — and
    /// the words after it; nil when no run of leading words names one.
    static func split(_ words: [String], among actions: [ScreenAction]) throws(ActionError) -> (action: ScreenAction, values: [String])? {
        guard !words.isEmpty else { return nil }
        for count in stride(from: words.count, through: 1, by: -1) {
            let label = words.prefix(count).joined(separator: " ")
            let values = Array(words.dropFirst(count))
            if let action = actions.first(where: { $0.label.caseInsensitiveCompare(label) == .orderedSame }) {
                return (action, values)
            }
            if let picked = try pick(label, values: values, among: actions) {
                return picked
            }
        }
        return nil
    }

    /// The action among those whose row label is `label` that `values` pick, and the values
    /// left for it; nil when no action has that row label.
    static func pick(_ label: String, values: [String], among actions: [ScreenAction]) throws(ActionError) -> (action: ScreenAction, values: [String])? {
        let family = actions.filter { $0.rowLabel?.caseInsensitiveCompare(label) == .orderedSame }
        guard let first = family.first else { return nil }
        if values.count > first.inputs.count || (first.inputs.isEmpty && !values.isEmpty),
            let place = values.first.flatMap({ Int($0) }), family.indices.contains(place - 1)
        {
            return (family[place - 1], Array(values.dropFirst()))
        }
        if family.count == 1 { return (first, values) }
        let named = family.map { "“\($0.label)”" }.joined(separator: ", ")
        throw ActionError(
            "“\(first.shortLabel)” is on \(family.count) rows here: \(named). Tap one by its label (tap \"\(family[1].label)\" …), or give its place first (tap \"\(first.shortLabel)\" 2 …)."
        )
    }
}
