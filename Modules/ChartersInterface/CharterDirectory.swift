import FeatureRegistry
import Foundation

/// What Charters tells other features about charters, so they never read its tables: a
/// checklist's run names the charter it belongs to; deleting a checklist says which charters
/// run it.
///
/// Charters provides it while it is enabled; without Charters no charter is known.
public struct CharterDirectory: Sendable {
    /// The name of the user's charter `id`, or nil when there is no such charter, read with
    /// the asking screen's context.
    public var name: @Sendable (_ id: UUID, ScreenContext) async throws -> String?
    /// The names of the user's charters that run checklist `checklistID` in any role, in
    /// order of name.
    public var runningChecklist: @Sendable (_ checklistID: UUID, ScreenContext) async throws -> [String]

    /// A directory answering with `name` and `runningChecklist`.
    public init(
        name: @escaping @Sendable (_ id: UUID, ScreenContext) async throws -> String?,
        runningChecklist: @escaping @Sendable (_ checklistID: UUID, ScreenContext) async throws -> [String] = { _, _ in [] }
    ) {
        self.name = name
        self.runningChecklist = runningChecklist
    }

    /// The directory of a build without Charters: it knows no charter.
    public static let absent = CharterDirectory { _, _ in nil }
}

/// The key of the charter directory among a ``FeatureContext``'s services.
public enum CharterDirectoryKey: ServiceKey {
    public static let defaultValue = CharterDirectory.absent
}

extension FeatureContext {
    /// What Charters tells about charters.
    public var charters: CharterDirectory {
        self[CharterDirectoryKey.self]
    }
}
