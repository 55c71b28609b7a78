import FeatureRegistry
import Foundation

/// What Checklists does with the runs it keeps when another feature asks: Charters, deleting a
/// charter, has the charter's runs forgotten without reading Checklists' tables.
///
/// Checklists provides it while it is enabled; without Checklists there are no runs to forget.
public struct ChecklistRunKeeper: Sendable {
    /// Forgets every item checked and note written in the runs of charter `charterID`.
    public var forgetRuns: @Sendable (_ charterID: UUID, ScreenContext) async throws -> Void

    /// A keeper that forgets with `forgetRuns`.
    public init(forgetRuns: @escaping @Sendable (_ charterID: UUID, ScreenContext) async throws -> Void) {
        self.forgetRuns = forgetRuns
    }

    /// The keeper of a build without Checklists: it keeps no runs.
    public static let absent = ChecklistRunKeeper { _, _ in }
}

/// The key of the run keeper among a ``FeatureContext``'s services.
public enum ChecklistRunKeeperKey: ServiceKey {
    public static let defaultValue = ChecklistRunKeeper.absent
}

extension FeatureContext {
    /// What Checklists does with its runs for other features.
    public var checklistRuns: ChecklistRunKeeper {
        self[ChecklistRunKeeperKey.self]
    }
}
