import ContentCore
import FeatureRegistry
import Foundation
import GuidesInterface

/// Loads the screen of every guide route.
struct GuideScreens {
    /// The screen's dependencies: database, clock, identifiers, enabled features.
    let context: ScreenContext

    /// The screen of `route`, or what is missing.
    func screen(for route: GuideRoute) async throws -> ScreenResult {
        let store = GuideStore(database: try context.database(), viewer: context.viewer, now: context.context.now, makeID: context.context.makeID)
        let sheets = ContentSheets(kind: .guide, context: context)
        switch route {
        case .detail(let id):
            return try await GuideDetailScreen(store: store, context: context).load(id)
        case .typeSelection:
            return .screen(TypeSelectionScreen(store: store).screen())
        case .forkPicker:
            return try await ContentForkPicker(kind: .guide, database: store.database, viewer: context.viewer, routes: .guides, fork: store.fork).load()
        case .editor(let id):
            return try await EditorScreen(store: store).load(id)
        case .publish(let id): return try await sheets.screen(for: .publish, id: id, routes: .guides)
        case .rate(let id): return try await sheets.screen(for: .rate, id: id, routes: .guides)
        case .share(let id): return try await sheets.screen(for: .share, id: id, routes: .guides)
        case .report(let id): return try await sheets.screen(for: .report, id: id, routes: .guides)
        case .confirmDelete(let id): return try await ContentDialogs(kind: .guide, context: context).delete(id)
        case .confirmDiscard(let id): return try await ContentDialogs(kind: .guide, context: context).discard(id, drafts: store.drafts)
        }
    }

    /// What a route to a guide that is gone, or not the user's to see, shows.
    static let notFound = ScreenResult.notFound("This guide was deleted or you don't have access.")
}
