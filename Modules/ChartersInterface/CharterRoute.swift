import FeatureRegistry
import Foundation
import NavigationEngine

/// The screens of Charters, as other features name them.
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
        LinkPattern(
            "charter/{id}", .public, opensIn: [.charters],
            route: CharterRoute.detail, parameters: { if case .detail(let id) = $0 { id } else { nil } }
        ),
        LinkPattern(
            "charter/new", .internal, opensIn: [.charters],
            route: { CharterRoute.start }, parameters: { if case .start = $0 { () } else { nil } }
        ),
        LinkPattern(
            "charter/new/{id}", .internal, opensIn: [.charters],
            route: CharterRoute.create, parameters: { if case .create(let id) = $0 { id } else { nil } }
        ),
        LinkPattern(
            "charter/{id}/edit", .internal, opensIn: [.charters],
            parents: { if case .edit(let id) = $0 { [AnyRoute(CharterRoute.detail(id: id))] } else { [] } },
            route: CharterRoute.edit, parameters: { if case .edit(let id) = $0 { id } else { nil } }
        ),
        LinkPattern(
            "charter/{id}/crew", .internal, opensIn: [.charters],
            parents: { if case .crew(let id) = $0 { [AnyRoute(CharterRoute.detail(id: id))] } else { [] } },
            route: CharterRoute.crew, parameters: { if case .crew(let id) = $0 { id } else { nil } }
        ),
        LinkPattern(
            "charters/archived", .internal, opensIn: [.charters],
            route: { CharterRoute.archived }, parameters: { if case .archived = $0 { () } else { nil } }
        ),
        LinkPattern(
            "charter/{id}/delete", .internal, presentation: .confirmationDialog,
            route: CharterRoute.confirmDelete, parameters: { if case .confirmDelete(let id) = $0 { id } else { nil } }
        ),
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
