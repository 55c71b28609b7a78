import AppShellInterface
import FeatureRegistry
import Foundation
import NavigationEngine
import SearchInterface

/// The screens of Guides: practice guides, ordered sections of text, and their editor.
@CasePathable
public enum GuideRoute: Route {
    /// A guide, read-only: its sections, author, visibility, rating.
    case detail(id: UUID)
    /// How to start a new guide: blank, or a fork of an existing one.
    case typeSelection
    /// The guides one can fork to start from.
    case forkPicker
    /// The editor of a guide's sections (its unsaved edits, or the saved guide).
    case editor(id: UUID)
    /// Choosing who may see a guide.
    case publish(id: UUID)
    /// The rating sheet.
    case rate(id: UUID)
    /// The share sheet.
    case share(id: UUID)
    /// The report sheet.
    case report(id: UUID)
    /// The confirmation dialog before the user's own guide is deleted.
    case confirmDelete(id: UUID)
    /// The alert before the editor's unsaved changes to a guide are discarded.
    case confirmDiscard(id: UUID)

    /// The links of every screen. A guide's detail is public and opens in Discover, or in
    /// Home in a build without Discover; everything else is internal.
    public static let links: [LinkPattern<GuideRoute>] = [
        LinkPattern(
            "content/guide/{id}", aliases: ["content/{id}?type=guide"], .public, opensIn: [.discover, .home],
            case: \.detail
        ),
        LinkPattern("guide/new", .internal, case: \.typeSelection),
        LinkPattern(
            "guide/new/fork", .internal,
            case: \.forkPicker,
            parents: { [AnyRoute(GuideRoute.typeSelection)] }
        ),
        LinkPattern("guide/{id}/edit", .internal, case: \.editor),
        LinkPattern(
            "guide/{id}/publish", .internal,
            case: \.publish,
            parents: { id in [AnyRoute(GuideRoute.detail(id: id))] }
        ),
        LinkPattern("guide/{id}/rate", .internal, presentation: .sheet, case: \.rate),
        LinkPattern("guide/{id}/share", .internal, presentation: .sheet, case: \.share),
        LinkPattern("guide/{id}/report", .internal, presentation: .sheet, case: \.report),
        LinkPattern("guide/{id}/delete", .internal, presentation: .confirmationDialog, case: \.confirmDelete),
        LinkPattern("guide/{id}/discard", .internal, presentation: .alert, case: \.confirmDiscard),
    ]

    /// The kind guides have in the shared content table.
    public static let contentKind = "guide"
}

extension FeatureDeclaration {
    /// Guides, by its links: what a build knows of it whether or not it compiles it in.
    public static let guides = FeatureDeclaration(
        name: "Guides", links: GuideRoute.links.map(\.erased),
        sampleLinks: ["sailaway://content/guide/550e8400-e29b-41d4-a716-446655440004"]
    )
}
