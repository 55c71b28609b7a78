import ContentCore

/// What a checklist accepts. The editor, import and forks all hold checklists to these rules,
/// so a checklist that was saved once can always be opened and saved again.
enum ChecklistRules {
    /// The checklist's title.
    static let title = TextRule.title(of: "checklist")
    /// A section's title.
    static let sectionTitle = TextRule("A section title", limit: 80)
    /// An item's text.
    static let item = TextRule("A checklist item", limit: 200)
    /// A note on an item during a run.
    static let note = TextRule("A note", limit: 500)
    /// The most sections a checklist has.
    static let maxSections = 30
    /// The most items a section has.
    static let maxItemsPerSection = 60
}

extension ContentKind {
    /// Checklists, in the shared content table.
    static let checklist = ContentKind("checklist")
}

/// An edit the checklist refuses; the message says what and why. Nothing changes.
typealias EditError = ContentRuleError
