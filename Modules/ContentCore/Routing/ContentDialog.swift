import NavigationEngine

/// A question every kind of content asks the same way, as a dialog: deleting an item from its
/// page, discarding the editor's unsaved changes.
public enum ContentDialog: Hashable, Sendable, CaseIterable {
    /// Deleting the user's own item, asked over its page.
    case delete
    /// Forgetting the editor's unsaved changes, asked over the editor.
    case discard

    /// How the question is presented: a confirmation dialog about what is on screen, or an
    /// alert that interrupts the editing.
    public var style: PresentationStyle {
        switch self {
        case .delete: .confirmationDialog
        case .discard: .alert
        }
    }
}
