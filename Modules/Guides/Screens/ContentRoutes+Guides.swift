import ContentCore
import GuidesInterface

extension ContentRoutes {
    /// Where the shared content screens lead for guides.
    static let guides = ContentRoutes(
        detail: { GuideRoute.detail(id: $0) },
        editor: { GuideRoute.editor(id: $0) },
        forkPicker: GuideRoute.forkPicker,
        sheet: { sheet, id in
            switch sheet {
            case .publish: GuideRoute.publish(id: id)
            case .rate: GuideRoute.rate(id: id)
            case .share: GuideRoute.share(id: id)
            case .report: GuideRoute.report(id: id)
            }
        },
        dialog: { dialog, id in
            switch dialog {
            case .delete: GuideRoute.confirmDelete(id: id)
            case .discard: GuideRoute.confirmDiscard(id: id)
            }
        }
    )
}
