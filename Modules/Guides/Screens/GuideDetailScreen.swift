import ContentCore
import FeatureRegistry
import Foundation
import GRDB
import GuidesInterface
import NavigationEngine
import ProfilesInterface
import SailawayDatabase

/// A guide, read-only: its sections, who wrote it, who may see it, its rating.
struct GuideDetailScreen {
    /// Where the guide is read from and forked.
    let store: GuideStore
    /// The screen's dependencies: whether this build has Profiles, where “Show Author” leads.
    let context: ScreenContext

    /// The page of guide `id`, or not found when it is gone or private to someone else.
    func load(_ id: UUID) async throws -> ScreenResult {
        let person = context.viewer.accountID
        guard let (guide, header) = try await store.database.writer.read({ db -> (Guide, ContentHeader)? in
            guard let content = try ContentItem.visible(id, kind: .guide, to: person, in: db) else { return nil }
            return (try GuideStore.guide(content, in: db), try ContentHeader.fetch(content, viewer: person, in: db))
        }) else { return GuideScreens.notFound }

        let profiles = context.context.isEnabled(FeatureDeclaration.profiles.name)
        let (actions, primary) = ContentDetailActions(
            header: header, kind: .guide, routes: ContentRoutes(GuideRoute.self),
            showAuthor: { profiles ? AnyRoute(ProfileRoute.user(id: $0)) : nil }, fork: store.fork
        ).toolbar()
        return .screen(
            Screen(
                title: guide.title,
                subtitle: header.detailLine,
                sections: GuideRows.sections(guide.sections),
                actions: actions,
                topic: .item,
                primaryAction: primary,
                toolbar: actions.map(\.id)
            )
        )
    }
}
