import FeatureRegistry
import Foundation
import NavigationEngine

/// The screens of Charters, as other features name them.
@CasePathable
public enum CharterRoute: Route {
    /// A charter: dates, boat, crew, its checklists and their progress.
    case detail(id: UUID)
    /// Starting a new charter, from outside the Charters tab (Home's “New Charter”): a fresh
    /// form, or one left unfinished.
    case start
    /// The form for a new charter; `id` becomes the charter's once it is created.
    case create(id: UUID)
    /// The form editing a charter's name, boat and dates.
    case edit(id: UUID)
    /// The charter's crew list, edited in place.
    case crew(id: UUID)
    /// Charters that are over and put away.
    case archived
    /// The confirmation dialog before a charter is deleted.
    case confirmDelete(id: UUID)

    /// The links of every screen. A charter's own page is public and opens in Charters.
    public static let links: [LinkPattern<CharterRoute>] = [
        LinkPattern("charter/{id}", .public, opensIn: [.charters], case: \.detail),
        LinkPattern("charter/new", .internal, opensIn: [.charters], case: \.start),
        LinkPattern("charter/new/{id}", .internal, opensIn: [.charters], case: \.create),
        LinkPattern(
            "charter/{id}/edit", .internal, opensIn: [.charters],
            case: \.edit,
            parents: { id in [AnyRoute(CharterRoute.detail(id: id))] }
        ),
        LinkPattern(
            "charter/{id}/crew", .internal, opensIn: [.charters],
            case: \.crew,
            parents: { id in [AnyRoute(CharterRoute.detail(id: id))] }
        ),
        LinkPattern("charters/archived", .internal, opensIn: [.charters], case: \.archived),
        LinkPattern("charter/{id}/delete", .internal, presentation: .confirmationDialog, case: \.confirmDelete),
    ]
}

/// When in a charter a checklist is run.
public enum CharterChecklistRole: String, CaseIterable, Codable, Hashable, Sendable, LinkParameter {
    /// On taking over the boat.
    case checkIn = "check-in"
    /// Every day aboard.
    case daily
    /// On handing the boat back.
    case postCharter = "post-charter"

    /// Its name as people read it.
    public var title: String {
        switch self {
        case .checkIn: "Check-in"
        case .daily: "Daily"
        case .postCharter: "Post-charter"
        }
    }
}

extension FeatureDeclaration {
    /// Charters, by its links: what a build knows of it whether or not it compiles it in.
    public static let charters = FeatureDeclaration(
        name: "Charters", links: CharterRoute.links.map(\.erased),
        sampleLinks: ["sailaway://charter/550e8400-e29b-41d4-a716-446655440002"]
    )
}
