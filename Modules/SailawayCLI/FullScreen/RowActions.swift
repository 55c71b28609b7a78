import FeatureRegistry

/// Which action a row of a screen stands for, so the full-screen app can make the row itself
/// selectable and leave out the action that repeats it ("Open Anchoring" under a list that
/// shows Anchoring).
///
/// The screen model keeps rows and actions apart (a UI that lists actions, as the plain text
/// does, needs nothing more); the features follow one wording for the action a row leads to,
/// and this reads it:
/// - `Open <row>`: a list's item (Home, Library, Discover, search, charters, profiles);
/// - `<row>`: a chooser's item, whose action is the row's own text;
/// - `Check: <item>` or `Uncheck: <item>` for a checklist run's item, numbered in its row;
/// - `Open <role> …` for a row `<role>: …` (a charter's check-in, daily, post-charter lists).
enum RowActions {
    /// The index in `actions` of the action `row` stands for, if any.
    static func action(for row: ScreenRow, in actions: [ScreenAction]) -> Int? {
        let text = row.text
        if let index = actions.firstIndex(where: { same($0.label, "Open \(text)") || same($0.label, text) }) {
            return index
        }
        if row.mark != nil,
            let index = actions.firstIndex(where: { action in
                ["Check: ", "Uncheck: "].contains { prefix in
                    action.label.hasPrefix(prefix) && (text == action.label.dropFirst(prefix.count) || text.hasSuffix(" " + action.label.dropFirst(prefix.count)))
                }
            })
        {
            return index
        }
        if let colon = text.firstIndex(of: ":"), colon > text.startIndex {
            let role = text[..<colon]
            if let index = actions.firstIndex(where: { $0.label.hasPrefix("Open \(role) ") }) {
                return index
            }
        }
        return nil
    }

    private static func same(_ left: String, _ right: String) -> Bool {
        left.caseInsensitiveCompare(right) == .orderedSame
    }
}
