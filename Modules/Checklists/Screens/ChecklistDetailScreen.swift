import ChecklistsInterface
import ContentCore
import FeatureRegistry
import Foundation
import GRDB
import NavigationEngine
import ProfilesInterface
import SailawayDatabase

/// A checklist, read-only: its sections and items, who made it, who may see it, its rating.
struct ChecklistDetailScreen {
    let store: ChecklistStore
    let context: ScreenContext

    func load(_ id: UUID) async throws -> ScreenResult {
        let person = context.viewer.accountID
        guard let (checklist, header) = try await store.database.writer.read({ db -> (Checklist, ContentHeader)? in
            guard let content = try ContentItem.visible(id, kind: .checklist, to: person, in: db) else { return nil }
            return (try ChecklistStore.checklist(content, in: db), try ContentHeader.fetch(content, viewer: person, in: db))
        }) else { return ChecklistScreens.notFound }

        let profiles = context.context.isEnabled(FeatureDeclaration.profiles.name)
        let (actions, primary) = ContentDetailActions(
            header: header, kind: .checklist, routes: ContentRoutes(ChecklistRoute.self),
            showAuthor: { profiles ? AnyRoute(ProfileRoute.user(id: $0)) : nil }, fork: store.fork
        ).toolbar()
        return .screen(
            Screen(
                title: checklist.title,
                subtitle: header.detailLine,
                sections: ChecklistRows.sections(checklist.sections),
                actions: actions,
                topic: .item,
                primaryAction: primary,
                toolbar: actions.map(\.id)
            )
        )
    }
}
