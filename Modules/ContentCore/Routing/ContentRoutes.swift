import ContentInterface
import Foundation
import NavigationEngine

/// The routes of one content feature that the shared content screens lead to: its detail, its
/// editor, its fork picker, its sheets and its dialogs.
///
/// ContentCore knows no feature's routes: each is a shared screen (``ContentScreen``) inside
/// the kind's route (``ContentKindRoute``), named by the kind's route type alone.
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

    /// The routes of the kind whose route type is `R`.
    public init<R: ContentKindRoute>(_ kind: R.Type) {
        detail = { AnyRoute(R.detail(id: $0)) }
        editor = { AnyRoute(R.editor(id: $0)) }
        forkPicker = AnyRoute(R.forkPicker)
        sheet = { sheet, id in
            switch sheet {
            case .publish: AnyRoute(R.publish(id: id))
            case .rate: AnyRoute(R.rate(id: id))
            case .share: AnyRoute(R.share(id: id))
            case .report: AnyRoute(R.report(id: id))
            }
        }
        dialog = { dialog, id in
            switch dialog {
            case .delete: AnyRoute(R.confirmDelete(id: id))
            case .discard: AnyRoute(R.confirmDiscard(id: id))
            }
        }
    }
}
