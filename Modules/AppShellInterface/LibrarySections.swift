import FeatureRegistry

/// Library's sections, one per kind of the user's own things: the shell offers them, any
/// feature fills them.
public enum LibrarySections: ExtensionPoint {
    public typealias Contribution = LibrarySection
}

/// A section of Library, such as “Checklists”.
public struct LibrarySection: Sendable, OrderedContribution {
    /// The heading.
    public var title: String
    /// Its place in Library: lower comes first.
    public var order: Int
    /// The user's items, most recent first.
    public var items: @Sendable (ScreenContext) async throws -> [ContentSummary]

    /// Creates a Library section.
    public init(title: String, order: Int, items: @escaping @Sendable (ScreenContext) async throws -> [ContentSummary]) {
        self.title = title
        self.order = order
        self.items = items
    }
}

/// Home's recent activity: lists of what the user did lately, one per feature.
public enum HomeActivity: ExtensionPoint {
    public typealias Contribution = ContentProvider
}
