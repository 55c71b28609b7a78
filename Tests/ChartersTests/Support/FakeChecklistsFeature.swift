import ChecklistsInterface
import FeatureRegistry

/// Checklists as Charters sees it: a feature named "Checklists" that registers Checklists'
/// routes from its interface and shows a plain screen for each, so Charters' tests can follow
/// a charter into a checklist's run without the Checklists implementation.
struct FakeChecklistsFeature: Feature {
    var name: String { FeatureDeclaration.checklists.name }

    func register(with registrar: FeatureRegistrar) {
        registrar.routes(ChecklistRoute.self, links: ChecklistRoute.links) { route, _ in
            .screen(Screen(title: "Checklist \(route)", actions: [.goBack]))
        }
    }
}
