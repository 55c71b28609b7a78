import Foundation
import NavigationEngine

/// A screen every kind of content has — a checklist, a deck, a guide —: its page, the two ways
/// to start one, its editor, its sheets and its dialogs.
///
/// A content feature's route holds these in one case (``ContentKindRoute``) beside the screens
/// that are its own (a deck's review, a checklist's run), so each is declared, linked and shown
/// once for every kind. A case's values read through its name: `screen.detail` is the page's id,
/// or nil for another screen.
@CasePathable @dynamicMemberLookup
public enum ContentScreen: Hashable, Sendable {
    /// An item, read-only: its parts, author, visibility, rating.
    case detail(id: UUID)
    /// How to start a new item: blank, or a fork of an existing one.
    case typeSelection
    /// The public items one can fork to start from.
    case forkPicker
    /// The editor of an item (its unsaved edits, or the saved item).
    case editor(id: UUID)
    /// Choosing who may see an item.
    case publish(id: UUID)
    /// The rating sheet.
    case rate(id: UUID)
    /// The share sheet.
    case share(id: UUID)
    /// The report sheet.
    case report(id: UUID)
    /// The confirmation dialog before the user's own item is deleted.
    case confirmDelete(id: UUID)
    /// The alert before the editor's unsaved changes to an item are discarded.
    case confirmDiscard(id: UUID)
}

extension ContentScreen {
    /// Every shared screen: those of the item `id`, and the two of no item (how to start one,
    /// the fork picker). What a kind's link tests print and parse.
    public static func every(_ id: UUID) -> [ContentScreen] {
        [
            .detail(id: id), .typeSelection, .forkPicker, .editor(id: id), .publish(id: id), .rate(id: id), .share(id: id), .report(id: id),
            .confirmDelete(id: id), .confirmDiscard(id: id),
        ]
    }
}
