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

/// What a charter's page tells its sections: the charter, as Charters keeps it.
public struct CharterPage: Hashable, Sendable {
    /// The charter.
    public var id: UUID
    /// Its name.
    public var name: String
    /// The checklist chosen for each role, if any.
    public var checklists: [CharterChecklistRole: UUID]

    /// Creates a page.
    public init(id: UUID, name: String, checklists: [CharterChecklistRole: UUID]) {
        self.id = id
        self.name = name
        self.checklists = checklists
    }
}

/// A section of a charter's page: its rows and the actions they offer.
public struct CharterPageSection: Sendable, OrderedContribution {
    /// What a section shows for one charter.
    public struct Content: Sendable {
        /// The rows, under the section's title.
        public var section: ScreenSection
        /// The actions, before the page's own (editing the charter, choosing its checklists).
        public var actions: [ScreenAction]

        /// Creates the content.
        public init(section: ScreenSection, actions: [ScreenAction] = []) {
            self.section = section
            self.actions = actions
        }
    }

    /// The heading.
    public var title: String
    /// Its place on the page: lower comes first.
    public var order: Int
    /// The section for one charter.
    public var load: @Sendable (CharterPage, ScreenContext) async throws -> Content

    /// Creates a section.
    public init(title: String, order: Int, load: @escaping @Sendable (CharterPage, ScreenContext) async throws -> Content) {
        self.title = title
        self.order = order
        self.load = load
    }
}
