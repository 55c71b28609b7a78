import AppShellInterface
import ContentCore
import FeatureRegistry
import Foundation
import GuidesInterface
import SailawayDatabase

/// Guides: practice guides made of ordered sections of text. Create them (blank or forked),
/// edit, publish, rate, share and report them.
///
/// Contributes Home's “New Guide”, the user's guides to Library and Home, public guides to
/// Discover, search and profiles.
public struct GuidesFeature: Feature {
    /// Creates the feature.
    public init() {}

    public var name: String { FeatureDeclaration.guides.name }

    public func register(with registrar: FeatureRegistrar) {
        registrar.routes(GuideRoute.self, links: GuideRoute.links) { route, context in
            try await GuideScreens(context: context).screen(for: route)
        }
        registrar.contribute(QuickAction(title: "New Guide", systemImage: "book", order: 30, route: GuideRoute.typeSelection), to: QuickActions.self)
        registrar.contribute(GuidesData.declaration, to: DatabaseSchema.self)
        ContentListings(GuideRoute.self, title: "Guides", order: 30)
            .register(with: registrar)
    }
}
