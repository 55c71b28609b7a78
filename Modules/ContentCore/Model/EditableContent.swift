import Foundation

/// A piece of content being edited: the draft an editor changes and keeps between edits, until
/// it is saved into its content row or discarded.
///
/// A content feature's draft (a checklist's, a deck's) conforms, so ``ContentDrafts`` can keep,
/// load and discard it the same way for every kind.
public protocol EditableContent: Codable, Sendable {
    /// The saved content a draft starts from: the feature's own model (a checklist, a deck).
    associatedtype Saved

    /// The content's identifier, saved or to be.
    var id: UUID { get }
    /// The title.
    var title: String { get }
    /// Whether the content has never been saved.
    var isNew: Bool { get }

    /// The draft of saved content, as it is.
    init(saved: Saved)
}
