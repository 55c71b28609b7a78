import FeatureRegistry
import Foundation
import NavigationEngine

extension TabID {
    /// Charters: the user's charters and what they run aboard. Charters owns it.
    public static let charters: TabID = "charters"
}

/// The sections of a charter's page beyond its own crew and dates: Charters offers the point,
/// other features fill it without Charters importing them (Checklists shows its runs).
public enum CharterPageSections: ExtensionPoint {
    public typealias Contribution = CharterPageSection
    public static var owner: String? { FeatureDeclaration.charters.name }
}

/// What a charter's page tells its sections: the charter, as Charters keeps it — what a
/// section about it needs (its boat, for a section of that boat's entries).
public struct CharterPage: Hashable, Sendable {
    /// The charter.
    public var id: UUID
    /// Its name.
    public var name: String
    /// The boat chartered, as its skipper wrote it.
    public var boat: String
    /// The checklist chosen for each role, if any.
    public var checklists: [CharterChecklistRole: UUID]

    /// Creates a page.
    public init(id: UUID, name: String, boat: String = "", checklists: [CharterChecklistRole: UUID]) {
        self.id = id
        self.name = name
        self.boat = boat
        self.checklists = checklists
    }
}

/// A section of a charter's page: its rows and the actions they offer, for the charter
/// (``PageSection``).
public typealias CharterPageSection = PageSection<CharterPage>
