import FeatureRegistry
import NavigationEngine

// What the SwiftUI face draws an action or a message with, said once, beside the model, so the
// face only looks it up.

extension ScreenAction.Kind {
    /// The SF Symbol of an action of this kind, on a row's swipe, in its menu or beside a
    /// section.
    public var systemImage: String {
        switch self {
        case .other: "circle"
        case .add: "plus"
        case .edit: "pencil"
        case .rename: "character.cursor.ibeam"
        case .moveUp: "arrow.up"
        case .moveDown: "arrow.down"
        case .remove: "trash"
        case .note: "note.text"
        }
    }
}

extension ScreenAction {
    /// Whether choosing it only closes the dialog it is in, changing nothing: a dialog's
    /// Cancel, drawn in SwiftUI's cancel role.
    public var cancels: Bool {
        if case .navigate(.dismiss) = effect { return true }
        return false
    }
}

extension ScreenMessage.Kind {
    /// The SF Symbol of a message of this kind, in its banner.
    public var systemImage: String {
        switch self {
        case .success: "checkmark.circle"
        case .information: "info.circle"
        case .warning: "exclamationmark.triangle"
        case .error: "xmark.octagon"
        }
    }
}
