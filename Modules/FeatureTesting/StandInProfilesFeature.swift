import FeatureRegistry
import Foundation
import ProfilesInterface

/// A stand-in for Profiles, for tests of features that show a person (“Show Author”) without
/// building the real one: it owns the Profile tab and shows each person by their id.
public struct StandInProfilesFeature: Feature {
    /// Creates the stand-in.
    public init() {}

    public var name: String { FeatureDeclaration.profiles.name }

    public func register(with registrar: FeatureRegistrar) {
        registrar.routes(ProfileRoute.self, links: ProfileRoute.links) { route, _ in
            guard case .user(let id) = route else { return .screen(Screen(title: "Profile")) }
            return .screen(Screen(title: "Sailor \(id.uuidString.lowercased())"))
        }
        registrar.tab(TabContribution(id: .profile, title: "Profile", order: 40, systemImage: "person") { _ in Screen(title: "Profile") })
    }
}
