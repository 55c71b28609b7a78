import FeatureRegistry
import Foundation
import NavigationEngine
import ProfilesInterface

/// A stand-in for Profiles, so a build of Guides can show an author without the real feature:
/// it owns the Profile tab and shows any user as a bare page.
struct ProfilesStandIn: Feature {
    var name: String { FeatureDeclaration.profiles.name }

    func register(with registrar: FeatureRegistrar) {
        registrar.routes(ProfileRoute.self, links: ProfileRoute.links) { route, _ in
            guard case .user(let id) = route else { return .notFound("The stand-in shows users only.") }
            return .screen(Screen(title: "Sailor \(id.uuidString)"))
        }
        registrar.tab(TabContribution(id: .profile, title: "Profile", order: 40, systemImage: "person") { _ in
            Screen(title: "Profile")
        })
    }
}
