import AppShellInterface
import ChartersInterface
import ChecklistsInterface
import ContentCore
import FeatureRegistry
import Foundation
import SailawayDatabase

/// Checklists: create (blank, forked or imported), edit, publish, rate, share and report them,
/// and run them within a charter.
///
/// Contributes Home's “Create Checklist”, the user's checklists to Library and Home, public
/// checklists to Discover, search and profiles.
public struct ChecklistsFeature: Feature {
    /// Creates the feature.
    public init() {}

    public var name: String { FeatureDeclaration.checklists.name }

    public func register(with registrar: FeatureRegistrar) {
        registrar.routes(ChecklistRoute.self, links: ChecklistRoute.links) { route, context in
            try await ChecklistScreens(context: context).screen(for: route)
        }
        // Another sailor's checklist, linked from an email, comes from the server.
        registrar.contribute(QuickAction(title: "Create Checklist", systemImage: "checklist", order: 10, route: ChecklistRoute.typeSelection), to: QuickActions.self)
        registrar.contribute(ChecklistsData.declaration, to: DatabaseSchema.self)
        registrar.contribute(CharterRuns.section, to: CharterPageSections.self)
        registrar.provide(
            ChecklistRunKeeper { charterID, context in
                try await ChecklistStore(database: context.database(), viewer: context.viewer, now: context.context.now, makeID: context.context.makeID)
                    .forgetRuns(ofCharter: charterID)
            },
            for: ChecklistRunKeeperKey.self
        )
        ContentListings(ChecklistRoute.self, title: "Checklists", order: 10)
            .register(with: registrar)
    }
}
