import ChartersInterface

/// Everything a charter's page shows: the charter, its crew and its checklists' progress.
struct CharterDetail: Sendable {
    /// The charter.
    var charter: Charter
    /// The people aboard, in order.
    var crew: [String]
    /// The checklist of each role that has one.
    var checklists: [CharterChecklistRole: CharterChecklistProgress]
}
