import Foundation
import NavigationEngine

/// The routes of one content feature that the shared content screens lead to: its detail, its
/// editor, its fork picker, its sheets and its dialogs.
///
/// ContentCore knows no feature's routes; each content feature declares its own once and hands
/// them to the shared screens.
public struct ContentRoutes: Sendable {
    /// The item's read-only page.
    public var detail: @Sendable (UUID) -> AnyRoute
    /// The item's editor.
    public var editor: @Sendable (UUID) -> AnyRoute
    /// The list of public items to fork.
    public var forkPicker: AnyRoute
    /// The item's sheet of each kind.
    public var sheet: @Sendable (ContentSheet, UUID) -> AnyRoute
    /// The item's dialog of each kind.
    public var dialog: @Sendable (ContentDialog, UUID) -> AnyRoute

    /// The routes of a feature whose route type is `R`.
    public init<R: Route>(
        detail: @escaping @Sendable (UUID) -> R,
        editor: @escaping @Sendable (UUID) -> R,
        forkPicker: R,
        sheet: @escaping @Sendable (ContentSheet, UUID) -> R,
        dialog: @escaping @Sendable (ContentDialog, UUID) -> R
    ) {
        self.detail = { AnyRoute(detail($0)) }
        self.editor = { AnyRoute(editor($0)) }
        self.forkPicker = AnyRoute(forkPicker)
        self.sheet = { AnyRoute(sheet($0, $1)) }
        self.dialog = { AnyRoute(dialog($0, $1)) }
    }
}
