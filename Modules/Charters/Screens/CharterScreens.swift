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

    /// The screens, over the context's database.
    init(_ context: ScreenContext) throws {
        self.context = context
        store = CharterStore(database: try context.database(), now: context.context.now)
    }

    /// The screen of `route`.
    func screen(for route: CharterRoute) async throws -> ScreenResult {
        // A charter is its owner's alone: anyone else is told to open the app, before anything
        // is read, so whether the charter exists is not told either.
        guard context.viewer == .owner else { return .restricted }
        return switch route {
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
