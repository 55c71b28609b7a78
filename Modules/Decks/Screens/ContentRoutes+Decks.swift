import ContentCore
import DecksInterface

extension ContentRoutes {
    /// Where the shared content screens lead for decks.
    static let decks = ContentRoutes(
        detail: { DeckRoute.detail(id: $0) },
        editor: { DeckRoute.editor(id: $0) },
        forkPicker: DeckRoute.forkPicker,
        sheet: { sheet, id in
            switch sheet {
            case .publish: DeckRoute.publish(id: id)
            case .rate: DeckRoute.rate(id: id)
            case .share: DeckRoute.share(id: id)
            case .report: DeckRoute.report(id: id)
            }
        },
        dialog: { dialog, id in
            switch dialog {
            case .delete: DeckRoute.confirmDelete(id: id)
            case .discard: DeckRoute.confirmDiscard(id: id)
            }
        }
    )
}
