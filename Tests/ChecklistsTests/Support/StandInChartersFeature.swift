import ChartersInterface
import ChecklistsInterface
import FeatureRegistry
import Foundation

/// Charters as Checklists sees it, without the Charters implementation: a feature named
/// "Charters" that owns the Charters tab, registers Charters' routes and links from its
/// interface with a plain screen for each, and names the sample charters through the
/// ``CharterDirectory`` — all a checklist's run, and its deletion, need of a charter.
struct StandInChartersFeature: Feature {
    /// The charters it knows, by name.
    static let names = [SampleCharters.aegeanWeek: "Aegean Week", SampleCharters.solentWeekend: "Solent Weekend"]
    /// The charters that run each checklist, by name, as the sample charters do.
    static let running = [
        SampleChecklists.dailyBoatChecks: ["Aegean Week", "Solent Weekend"], SampleChecklists.myCheckIn: ["Aegean Week", "Solent Weekend"],
        SampleChecklists.endOfCharter: ["Aegean Week"],
    ]

    var name: String { FeatureDeclaration.charters.name }

    func register(with registrar: FeatureRegistrar) {
        registrar.routes(CharterRoute.self, links: CharterRoute.links) { route, _ in
            .screen(Screen(title: "Charter \(route)", actions: [.goBack]))
        }
        registrar.tab(TabContribution(id: .charters, title: "Charters", order: 30, systemImage: "sailboat.fill") { _ in Screen(title: "Charters") })
        registrar.provide(
            CharterDirectory(name: { id, _ in Self.names[id] }, runningChecklist: { id, _ in Self.running[id] ?? [] }),
            for: CharterDirectoryKey.self
        )
    }
}
