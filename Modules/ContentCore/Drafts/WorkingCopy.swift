/// What an editor works on: the kept draft, or the saved content as a draft when nothing is
/// kept.
public struct WorkingCopy<Editable: EditableContent>: Sendable {
    /// The draft.
    public var draft: Editable
    /// Whether the draft differs from what is saved: it was kept since the last save.
    public var hasUnsavedChanges: Bool

    /// Creates a working copy.
    public init(draft: Editable, hasUnsavedChanges: Bool) {
        self.draft = draft
        self.hasUnsavedChanges = hasUnsavedChanges
    }

    /// "Not saved yet", "Unsaved changes" or "Saved": how the draft stands, as the editor says.
    public var status: String {
        hasUnsavedChanges ? (draft.isNew ? "Not saved yet" : "Unsaved changes") : "Saved"
    }
}
