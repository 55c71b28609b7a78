import AppShellInterface
import ContentInterface
import FeatureRegistry
import Foundation
import NavigationEngine
import SearchInterface

/// The screens of Guides: practice guides, ordered sections of text, and their editor — the
/// screens every kind of content has, and nothing of its own.
@CasePathable
public enum GuideRoute: ContentKindRoute {
    /// A guide's page, its editor, its sheets and its dialogs.
    case content(ContentScreen)

    /// The kind guides have in the shared content table, and in their links.
    public static let contentKind = "guide"
    public static var contentCase: ContentCase { \.content }

    /// The links of every screen. A guide's page is public and opens in Discover, or in Home in
    /// a build without Discover; everything else is internal.
    public static let links = contentLinks(detailOpensIn: [.discover, .home])
}

extension FeatureDeclaration {
    /// Guides, by its links: what a build knows of it whether or not it compiles it in.
    public static let guides = FeatureDeclaration(
        name: "Guides", links: GuideRoute.links.map(\.erased),
        sampleLinks: ["sailaway://content/guide/550e8400-e29b-41d4-a716-446655440004"]
    )
}
