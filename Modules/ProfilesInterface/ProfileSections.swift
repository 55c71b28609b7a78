import FeatureRegistry
import Foundation
import NavigationEngine

extension TabID {
    /// Profile: the user's own profile, other sailors, settings. Profiles owns it.
    public static let profile: TabID = "profile"
}

/// The sections of a sailor's profile, such as their public checklists: Profiles offers the
/// point, any feature fills it.
public enum ProfileSections: ExtensionPoint {
    public typealias Contribution = ProfileSection
    public static var owner: String? { FeatureDeclaration.profiles.name }
}

/// A section of a sailor's profile.
public struct ProfileSection: Sendable, OrderedContribution {
    /// The heading.
    public var title: String
    /// Its place on the profile: lower comes first.
    public var order: Int
    /// The sailor's items that the context's viewer may see — none is a section that says so
    /// ("No public logbooks yet.") — or nil when the section has nothing to show this viewer
    /// at all, such as a feature whose content is only ever private, on another sailor's
    /// profile: then no heading is drawn.
    public var items: @Sendable (ProfileSubject, ScreenContext) async throws -> [ContentSummary]?

    /// Creates a profile section.
    public init(
        title: String, order: Int,
        items: @escaping @Sendable (ProfileSubject, ScreenContext) async throws -> [ContentSummary]?
    ) {
        self.title = title
        self.order = order
        self.items = items
    }
}

/// Whose profile a section is on, as its viewer stands to them.
public struct ProfileSubject: Hashable, Sendable {
    /// The sailor.
    public var id: UUID
    /// Whether the viewer is that sailor: their own profile, where a section may list what only
    /// they see and say "your".
    public var isViewer: Bool

    /// Creates the subject of a profile.
    public init(id: UUID, isViewer: Bool) {
        self.id = id
        self.isViewer = isViewer
    }
}
