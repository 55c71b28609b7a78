import ContentCore
import FeatureRegistry
import Foundation
import GuidesInterface
import ProfilesInterface

/// Loads the screen of every guide route.
struct GuideScreens {
    /// The screen's dependencies: database, clock, identifiers, enabled features.
    let context: ScreenContext

    /// The screen of `route`, or what is missing.
    func screen(for route: GuideRoute) async throws -> ScreenResult {
        let store = GuideStore(database: try context.database(), now: context.context.now, makeID: context.context.makeID)
        switch route {
        case .detail(let id):
            let showsAuthors = context.context.isEnabled(FeatureDeclaration.profiles.name)
            return try await GuideDetailScreen(store: store, showsAuthors: showsAuthors).load(id)
        case .typeSelection:
            return .screen(TypeSelectionScreen(store: store).screen())
        case .forkPicker:
            return try await ForkPickerScreen(store: store).load()
        case .editor(let id):
            return try await EditorScreen(store: store).load(id)
        case .publish(let id):
            return try await PublishScreen(kind: .guide, context: context).screen(id)
        case .rate(let id):
            return try await ContentSheets(kind: .guide, context: context).rate(id)
        case .share(let id):
            return try await ContentSheets(kind: .guide, context: context).share(id, detail: GuideRoute.detail(id: id))
        case .report(let id):
            return try await ContentSheets(kind: .guide, context: context).report(id)
        }
    }

    /// What a route to a guide that is gone, or not the user's to see, shows.
    static let notFound = ScreenResult.notFound("This guide was deleted or you don't have access.")
}
