import ContentCore
import FeatureRegistry
import Foundation
import GuidesInterface
import SailawayDatabase

/// Loads the screen of every guide route: a guide's page, how to start one and its editor are
/// Guides' own; the rest every kind of content shows alike (``ContentKindScreens``).
struct GuideScreens: ContentKindScreens {
    typealias KindRoute = GuideRoute

    /// The screen's dependencies: database, clock, identifiers, enabled features.
    let context: ScreenContext
    /// Guides, as the viewer may see them.
    let store: GuideStore

    init(context: ScreenContext) throws {
        self.context = context
        store = GuideStore(database: try context.database(), viewer: context.viewer, now: context.context.now, makeID: context.context.makeID)
    }

    var drafts: ContentDrafts<GuideDraft> { store.drafts }

    /// The screen of `route`, or what is missing.
    func screen(for route: GuideRoute) async throws -> ScreenResult {
        switch route {
        case .content(let screen): try await self.screen(for: screen)
        }
    }

    func detail(_ id: UUID) async throws -> ScreenResult { try await GuideDetailScreen(store: store, context: context).load(id) }
    func start() -> Screen { TypeSelectionScreen(store: store).screen() }
    func editor(_ id: UUID) async throws -> ScreenResult { try await EditorScreen(store: store).load(id) }
    func fork(_ id: UUID) async throws -> ContentItem? { try await store.fork(id) }

    /// What a route to a guide that is gone, or not the user's to see, shows.
    static let notFound = ScreenResult.notFound("This guide was deleted or you don't have access.")
}
