import ContentCore
import GuidesInterface

/// What a guide accepts. The editor and forks hold guides to these rules, so a guide that was
/// saved once can always be opened and saved again.
enum GuideRules {
    /// The guide's title.
    static let title = TextRule.title(of: "guide")
    /// A section's title.
    static let sectionTitle = TextRule("A section title", limit: 80)
    /// A section's text.
    static let sectionText = TextRule("A section's text", limit: 4000)
    /// The most sections a guide has: enough for a long guide, few enough to read as one.
    static let maxSections = 30
}

extension ContentKind {
    /// Guides, in the shared content table.
    static let guide = ContentKind(GuideRoute.contentKind)
}
