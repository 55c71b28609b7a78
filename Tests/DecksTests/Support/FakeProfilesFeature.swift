import FeatureRegistry
import Foundation
import NavigationEngine
import ProfilesInterface

/// Just enough of Profiles for a deck to show its author: the Profile tab and its routes.
struct FakeProfilesFeature: Feature {
    var name: String { FeatureDeclaration.profiles.name }

    func register(with registrar: FeatureRegistrar) {
        registrar.routes(ProfileRoute.self, links: ProfileRoute.links) { route, _ in
            .screen(Screen(title: "Profile: \(route)"))
        }
        registrar.tab(TabContribution(id: .profile, title: "Profile", order: 50, systemImage: "person") { _ in
            Screen(title: "My Profile")
        })
    }
}
