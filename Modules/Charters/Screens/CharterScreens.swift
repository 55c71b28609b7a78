import ChartersInterface
import FeatureRegistry
import Foundation

/// The screens of Charters' routes: each loads what it shows from the database, or reports
/// that the charter does not exist.
struct CharterScreens {
    /// What every screen of a charter that does not exist says.
    static let notFound = ScreenResult.notFound("This charter was deleted or never existed.")

    /// The screens' dependencies.
    let context: ScreenContext
    /// The charters.
    let store: CharterStore

    /// The screens of the context's viewer's charters, over the context's database; nil for
    /// the public, who has none.
    init?(_ context: ScreenContext) throws {
        guard let owner = context.viewer.accountID else { return nil }
        self.context = context
        store = try ChartersFeature.store(context, of: owner)
    }

    /// The screen of `route`.
    func screen(for route: CharterRoute) async throws -> ScreenResult {
        switch route {
        case .detail(let id):
            try await CharterDetailScreen(store: store, context: context).load(id)
        case .start:
            try await NewCharterScreen(store: store, makeID: context.context.makeID).load()
        case .create(let id):
            try await CharterFormScreen(store: store, purpose: .create, context: context).load(id)
        case .edit(let id):
            try await CharterFormScreen(store: store, purpose: .edit, context: context).load(id)
        case .crew(let id):
            try await CrewScreen(store: store).load(id)
        case .archived:
            .screen(try await CharterListScreen(store: store, makeID: context.context.makeID).archived())
        case .confirmDelete(let id):
            try await DeleteCharterScreen(store: store, context: context).load(id)
        }
    }
}
