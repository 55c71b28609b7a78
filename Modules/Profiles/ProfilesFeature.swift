import FeatureRegistry
import Foundation
import SailawayDatabase
import ProfilesInterface

/// Profiles: sailors and who follows whom, the user's own profile, settings and their data, in
/// the Profile tab it owns.
///
/// It registers ``ProfileRoute`` (whose link `user/{id}` is public and opens in Profile, so
/// showing a user from any tab switches to Profile with that profile) and the tab, whose root
/// is the user's own profile. A profile lists content only through the `profileSections` the
/// content features contribute; Profiles knows no content feature. It also guards the app:
/// until the device has a sailor, onboarding covers everything (``Onboarding``).
public struct ProfilesFeature: Feature {
    /// Creates the feature.
    public init() {}

    public var name: String { FeatureDeclaration.profiles.name }

    public func register(with registrar: FeatureRegistrar) {
        registrar.routes(ProfileRoute.self, links: ProfileRoute.links) { route, context in
            try await ProfileScreens(context).screen(for: route)
        }
        // A sailor this device never met, linked from an email, comes from the server.
        registrar.fetches(ProfileRoute.self) { if case .user(let id) = $0 { id } else { nil } }
        registrar.contribute(ProfilesData.declaration, to: DatabaseSchema.self)
        // A device without a sailor shows onboarding, and links wait for it.
        registrar.guardNavigation(Onboarding.navigationGuard) { context in
            let viewer = context.viewer
            return try await context.database().writer.read { db in try Onboarding.isNeeded(for: viewer, in: db) }
        }
        registrar.tab(
            TabContribution(id: .profile, title: "Profile", order: 40, systemImage: "person.crop.circle") { context in
                try await ProfileScreens(context).root()
            }
        )
    }
}
