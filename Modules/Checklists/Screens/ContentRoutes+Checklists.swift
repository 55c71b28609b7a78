import ChecklistsInterface
import ContentCore

extension ContentRoutes {
    /// Where the shared content screens lead for checklists.
    static let checklists = ContentRoutes(
        detail: { ChecklistRoute.detail(id: $0) },
        editor: { ChecklistRoute.editor(id: $0) },
        forkPicker: ChecklistRoute.forkPicker,
        sheet: { sheet, id in
            switch sheet {
            case .publish: ChecklistRoute.publish(id: id)
            case .rate: ChecklistRoute.rate(id: id)
            case .share: ChecklistRoute.share(id: id)
            case .report: ChecklistRoute.report(id: id)
            }
        },
        dialog: { dialog, id in
            switch dialog {
            case .delete: ChecklistRoute.confirmDelete(id: id)
            case .discard: ChecklistRoute.confirmDiscard(id: id)
            }
        }
    )
}
