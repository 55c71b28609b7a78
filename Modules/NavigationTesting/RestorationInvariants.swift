import Foundation
import NavigationEngine

/// What restoring promises of any bytes found where the saved state should be.
///
/// The oracle of the restoration fuzzer (`Tools/fuzz restoration`) and of the tests that replay
/// what it found.
public enum RestorationInvariants {
    /// The promises restoring `data` breaks; empty when it keeps them all.
    ///
    /// - Restoring gives a state of the build's tabs, whatever the bytes.
    /// - Every restored route can be saved again.
    /// - Saving what was restored and restoring that gives the same state and the same deferred
    ///   links, dropping nothing more; a dialog never holds a stack.
    public static func violations(restoring data: Data, tabs: [TabID], links: LinkTable) -> [String] {
        var violations: [String] = []
        let restored = NavigationDocument.decode(data, tabs: tabs, links: links)
        if restored.state.tabs != tabs {
            violations.append("restored the tabs \(restored.state.tabs), not the build's \(tabs)")
        }
        if restored.report.problems.contains(where: { $0.description.isEmpty }) {
            violations.append("reported a problem without saying what it was")
        }

        let saved = NavigationDocument.encode(restored.state, links: links, deferredLinks: restored.deferredLinks, setAside: restored.setAside)
        if !saved.unsaved.isEmpty {
            violations.append("restored routes that cannot be saved again: \(saved.unsaved)")
        }
        let again = NavigationDocument.decode(saved.data, tabs: tabs, links: links)
        if again.state != restored.state {
            violations.append("restoring what was saved gives \(again.state), not \(restored.state)")
        }
        if again.deferredLinks != restored.deferredLinks {
            violations.append("restoring what was saved defers \(again.deferredLinks), not \(restored.deferredLinks)")
        }
        for presentation in again.state.presentations where presentation.style.isDialog && presentation.stack.count != 1 {
            violations.append("restored a dialog holding a stack: \(presentation.stack)")
        }
        if again.setAside != restored.setAside {
            violations.append("restoring what was saved sets aside \(again.setAside), not \(restored.setAside)")
        }
        let lost = again.report.problems.filter {
            if case .tabSetAside = $0 { false } else { true }
        }
        if !lost.isEmpty {
            violations.append("restoring what was saved drops more: \(lost)")
        }
        return violations.map(LinkInvariants.shortened)
    }
}
