import AppShellInterface
// new-feature: with --charter-page
import ChartersInterface
// new-feature: end
import FeatureRegistry
import FieldNotesInterface
// new-feature: with --profile-section
import ProfilesInterface
// new-feature: end
import SailawayDatabase
import SearchInterface

/// FieldNotes: what it is for, in one line.
///
/// Registers ``FieldNotesRoute`` with the loaders of its screens; its data (the `fieldNoteEntry` table,
// new-feature: with --own-tab
/// its sample entries, its part of the user's export and of their account); its own tab; a
/// section of Library; and the user's own entries in search. Everything else in this module
// new-feature: else
// /// its sample entries, its part of the user's export and of their account); Home's
// /// “Open Field Notes”; a section of Library; and the user's own entries in search. Everything else
// /// in this module
// new-feature: end
/// stays internal: the host needs only this type.
public struct FieldNotesFeature: Feature {
    /// Creates the feature.
    public init() {}

    public var name: String { FeatureDeclaration.fieldNotes.name }

    public func register(with registrar: FeatureRegistrar) {
        registrar.routes(FieldNotesRoute.self, links: FieldNotesRoute.links) { route, context in
            let store = try FieldNoteStore(context)
            switch route {
            // new-feature: without --own-tab
            // case .overview: return .screen(try await OverviewScreen(store: store).load())
            // new-feature: end
            // new-feature: with --extension-point
            case .entry(let id): return try await EntryScreen(store: store, context: context).load(id)
            // new-feature: else
            // case .entry(let id): return try await EntryScreen(store: store).load(id)
            // new-feature: end
            // new-feature: with --delete-confirmation
            case .confirmDelete(let id): return try await DeleteEntryScreen(store: store).load(id)
            // new-feature: end
            }
        }
        // new-feature: with --own-tab
        registrar.tab(
            TabContribution(id: .fieldNotes, title: "Field Notes", order: 50, systemImage: "book.fill") { context in
                try await OverviewScreen(store: FieldNoteStore(context)).load()
            }
        )
        // new-feature: end
        registrar.contribute(FieldNotesData.declaration, to: DatabaseSchema.self)
        // new-feature: without --own-tab
        // registrar.contribute(
            // QuickAction(title: "Open Field Notes", systemImage: "book", order: 100, route: FieldNotesRoute.overview),
            // to: QuickActions.self
        // )
        // new-feature: end
        registrar.contribute(FieldNotesListings.librarySection, to: LibrarySections.self)
        // Search offers the point: in a build without Search this is dropped, quietly.
        registrar.contribute(FieldNotesListings.searchProvider, to: SearchProviders.self)
        // new-feature: with --profile-section
        // So do Profiles and Charters theirs.
        registrar.contribute(FieldNotesListings.profileSection, to: ProfileSections.self)
        // new-feature: end
        // new-feature: with --charter-page
        registrar.contribute(FieldNotesListings.charterPageSection, to: CharterPageSections.self)
        // new-feature: end
    }
}
