/// A section one feature contributes to another feature's page — Checklists' runs on a
/// charter's page — loaded for the page's subject (the charter) and the viewer.
///
/// A feature that lets others add to a page declares the point once, with what its sections
/// need to know as the subject, and loads them with ``load(_:for:in:)``:
///
/// ```swift
/// public enum LogbookPageSections: ExtensionPoint {
///     public typealias Contribution = PageSection<LogbookPage>
/// }
/// let contributed = await PageSection.load(context.contributions[LogbookPageSections.self], for: page, in: context)
/// ```
public struct PageSection<Subject: Sendable>: Sendable, OrderedContribution {
    /// What a section shows for one subject.
    public struct Content: Sendable {
        /// The rows, under the section's title.
        public var section: ScreenSection
        /// The actions its rows perform, and any other it offers; the page lists them before its
        /// own.
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
    /// The section for one subject, as the context's viewer may see it, or nil when it has
    /// nothing to show this viewer at all: then the page draws no heading for it.
    public var load: @Sendable (Subject, ScreenContext) async throws -> Content?

    /// Creates a section.
    public init(title: String, order: Int, load: @escaping @Sendable (Subject, ScreenContext) async throws -> Content?) {
        self.title = title
        self.order = order
        self.load = load
    }

    /// The sections `contributions` show for `subject`, in their order, and their actions,
    /// loaded side by side. A section that fails to load says so in its place ("Could not load:
    /// …"), with no rows, and the rest of the page still shows; one with nothing to show this
    /// viewer is left out.
    public static func load(
        _ contributions: [PageSection], for subject: Subject, in context: ScreenContext
    ) async -> (sections: [ScreenSection], actions: [ScreenAction]) {
        let contents = await contributions.loadedSideBySide { contribution in
            do {
                return try await contribution.load(subject, context)
            } catch {
                return Content(section: ScreenSection(contribution.title, rows: [], emptyText: "Could not load: \(error)"))
            }
        }.compactMap(\.self)
        return (contents.map(\.section), contents.flatMap(\.actions))
    }
}
