import FeatureRegistry
import Foundation
import NavigationEngine
import ProfilesInterface

/// A fake feature for tests that owns a tab of its own (Profile) and is shown from another
/// feature's screens: the cross-tab case.
public struct CrewFeature: Feature {
    /// Creates the feature.
    public init() {}

    public var name: String { "Crew" }

    public func register(with registrar: FeatureRegistrar) {
        registrar.routes(CrewRoute.self, links: CrewRoute.links) { route, _ in
            switch route {
            case .member(let id):
                guard id == CrewRoute.harborMaster else { return .notFound("This crew member is not aboard.") }
                return .screen(Screen(title: "Harbor Master", sections: [ScreenSection(rows: [ScreenRow("Channel 16")])]))
            }
        }
        registrar.tab(TabContribution(id: .profile, title: "Crew", order: 40, systemImage: "person.fill") { _ in
            Screen(title: "Crew", actions: [.push("Harbor Master", to: CrewRoute.member(id: CrewRoute.harborMaster))])
        })
    }
}

/// The routes of the fake Crew feature.
@CasePathable
public enum CrewRoute: Route {
    /// A crew member's page.
    case member(id: UUID)

    /// The one crew member the fake knows.
    public static let harborMaster = UUID(uuidString: "550E8400-E29B-41D4-A716-446655440009")!

    /// The links of every case.
    public static let links: [LinkPattern<CrewRoute>] = [
        LinkPattern("crew/{id}", .public, opensIn: [.profile], case: \.member)
    ]
}
